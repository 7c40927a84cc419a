import type { ReactNode } from 'react';
import { Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** 'Select all' of the page shown, for the bulk actions. */
export const SelectPage = () => {
    const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
    if (!data.length) return null;
    const ids = data.map((r) => r.id);
    const all = ids.every((id) => selectedIds.includes(id));
    const some = !all && ids.some((id) => selectedIds.includes(id));
    return (
        <FormControlLabel
            control={<Checkbox checked={all} indeterminate={some} onChange={() => (all ? onUnselectItems() : onSelect(ids))} />}
            label="Select all"
            sx={{ mr: 0 }}
        />
    );
};

/** What can be done to the selected records at once (shown while any is selected). */
export const BulkBar = ({ children }: { children: ReactNode }) => {
    const { selectedIds, onUnselectItems } = useListContext();
    if (!selectedIds.length) return null;
    return (
        <Paper
            component="section"
            aria-label="Bulk actions"
            variant="outlined"
            sx={{ p: 1, mb: 2, bgcolor: 'primary.50', position: 'sticky', top: 56, zIndex: 2 }}
        >
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, px: 1 }} role="status">
                    {selectedIds.length} selected
                </Typography>
                {children}
                <Button size="small" onClick={() => onUnselectItems()}>
                    Clear selection
                </Button>
            </Stack>
        </Paper>
    );
};
