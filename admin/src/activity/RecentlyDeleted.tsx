import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import type { DeletableResource, DeletedRecord } from '../dataProvider';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { formatLongDateTime } from '@farmsite/domain';
import { messageOf, useToast } from '../layout/Toast';

/** 'Recently deleted' of a screen: what was deleted within the retention period, each restorable. */
export const RecentlyDeleted = ({ resource, what }: { resource: DeletableResource; what: string }) => {
    const [open, setOpen] = useState(false);
    return (
        <Accordion
            expanded={open}
            onChange={(_, expanded) => setOpen(expanded)}
            sx={{ mt: 3 }}
            // The summary's heading is the section's h2 (MUI's default wraps it in an h3).
            slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
        >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`deleted-${resource}`} id={`deleted-${resource}-heading`}>
                <Typography variant="h6" component="span">
                    Recently deleted
                </Typography>
            </AccordionSummary>
            <AccordionDetails id={`deleted-${resource}`}>{open && <DeletedList resource={resource} what={what} />}</AccordionDetails>
        </Accordion>
    );
};

const DeletedList = ({ resource, what }: { resource: DeletableResource; what: string }) => {
    const dataProvider = useAppDataProvider();
    const deleted = useQuery({ queryKey: ['deleted', resource], queryFn: () => dataProvider.getDeleted(resource) });
    if (deleted.isPending) return <Skeleton variant="rounded" height={48} />;
    if (deleted.error) return <Alert severity="error">Failed to load what was deleted: {messageOf(deleted.error)}</Alert>;
    if (!deleted.data.length) {
        return (
            <Typography variant="body2" color="text.secondary">
                Nothing deleted within the retention period.
            </Typography>
        );
    }
    return (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {deleted.data.map((d) => (
                <DeletedItem key={d.revision} record={d} what={what} />
            ))}
        </Box>
    );
};

const DeletedItem = ({ record, what }: { record: DeletedRecord; what: string }) => {
    const dataProvider = useAppDataProvider();
    const queryClient = useQueryClient();
    const toast = useToast();
    const [confirming, setConfirming] = useState(false);
    const [restoring, setRestoring] = useState(false);
    const name = record.label || `${what} ${record.id}`;
    const restore = async () => {
        setRestoring(true);
        try {
            await dataProvider.restoreDeleted(record.revision);
            await queryClient.invalidateQueries();
            toast({ title: `${what} restored`, description: `${name} is back.` });
        } catch (e) {
            toast({ title: `Failed to restore ${what.toLowerCase()}`, description: messageOf(e), variant: 'error' });
        } finally {
            setRestoring(false);
            setConfirming(false);
        }
    };
    return (
        <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2">
                    <strong>{name}</strong>, deleted {formatLongDateTime(record.deletedAt)} by {record.deletedBy || 'the system'}
                </Typography>
                <Button size="small" variant="outlined" onClick={() => setConfirming(true)} aria-label={`Restore ${name}`}>
                    Restore
                </Button>
            </Stack>
            <Confirm
                isOpen={confirming}
                loading={restoring}
                title={`Restore ${name}?`}
                content={`${name} comes back as it was when it was deleted, under the rules of any save (a slug taken since refuses it).`}
                confirm="Restore"
                onConfirm={restore}
                onClose={() => setConfirming(false)}
            />
        </Box>
    );
};
