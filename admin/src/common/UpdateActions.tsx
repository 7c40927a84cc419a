import { Button, Stack, type SxProps } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { SaveButton } from 'react-admin';

/** The buttons under an edit form: save ('Update Item', 'Update Post', ...) and 'Cancel Edit'. */
export const UpdateActions = ({ label, onCancel, sx }: { label: string; onCancel: () => void; sx?: SxProps }) => (
    <Stack direction="row" spacing={1} sx={sx}>
        <SaveButton label={label} alwaysEnable />
        <Button type="button" startIcon={<CloseIcon />} onClick={onCancel}>
            Cancel Edit
        </Button>
    </Stack>
);
