import type { ReactNode } from 'react';
import { Button, Stack, type SxProps } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { SaveButton } from 'react-admin';

/** The buttons under an edit form: save ('Update Item', 'Update Post', ...), 'Cancel Edit' and any others. */
export const UpdateActions = ({
    label,
    onCancel,
    sx,
    children,
}: {
    label: string;
    onCancel: () => void;
    sx?: SxProps;
    children?: ReactNode;
}) => (
    <Stack direction="row" spacing={1} sx={sx}>
        <SaveButton label={label} alwaysEnable />
        <Button type="button" startIcon={<CloseIcon />} onClick={onCancel}>
            Cancel Edit
        </Button>
        {children}
    </Stack>
);
