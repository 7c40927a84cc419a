import { useId, useRef, type ChangeEvent } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { formatFileSize } from '../lib/fileSize';

export interface Progress {
    loaded: number;
    total: number;
}

interface UploadButtonProps {
    label: string;
    accept: string;
    multiple?: boolean;
    disabled?: boolean;
    onFiles: (files: File[]) => void;
    progress?: Progress | null;
    size?: 'small' | 'medium';
}

/** A button that opens the file picker, with a real progress bar while bytes are sent. */
export const UploadButton = ({ label, accept, multiple, disabled, onFiles, progress, size = 'medium' }: UploadButtonProps) => {
    const input = useRef<HTMLInputElement>(null);
    const id = useId();
    const choose = (event: ChangeEvent<HTMLInputElement>) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = ''; // the same file may be chosen again
        if (files.length) onFiles(files);
    };
    const percent = progress && progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
    return (
        <Box>
            <Button
                variant="outlined"
                size={size}
                startIcon={<CloudUploadIcon />}
                disabled={disabled || !!progress}
                onClick={() => input.current?.click()}
            >
                {label}
            </Button>
            <input
                ref={input}
                id={id}
                type="file"
                hidden
                tabIndex={-1}
                accept={accept}
                multiple={multiple}
                onChange={choose}
                disabled={disabled || !!progress}
                aria-label={label}
            />
            {progress && (
                <Box sx={{ mt: 1, maxWidth: 360 }}>
                    <LinearProgress variant="determinate" value={percent} aria-label={`${label} progress`} />
                    <Typography variant="caption" color="text.secondary">
                        {`Uploading... ${formatFileSize(progress.loaded)} of ${formatFileSize(progress.total)} (${percent}%)`}
                    </Typography>
                </Box>
            )}
        </Box>
    );
};
