import { useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import type { ActorKind, Difference, Revision, RevisionResource } from '../dataProvider';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { formatLongDateTime } from '@farmsite/domain';
import { messageOf, useToast } from '../layout/Toast';
import { actionLabel, actorLabel, formatValue, relationValue } from './describe';

interface RevisionListProps {
    resource: RevisionResource;
    id: string;
    canRestore: boolean;
    onRestored?: () => void;
}

/** A record's revisions, newest first: each compared with the record as it is, and restorable. */
export const RevisionList = ({ resource, id, canRestore, onRestored }: RevisionListProps) => {
    const dataProvider = useAppDataProvider();
    const revisions = useQuery({ queryKey: ['revisions', resource, id], queryFn: () => dataProvider.getRevisions(resource, id) });
    if (revisions.isPending) return <Skeleton variant="rounded" height={48} />;
    if (revisions.error) return <Alert severity="error">Failed to load the revisions: {messageOf(revisions.error)}</Alert>;
    if (!revisions.data.revisions.length) {
        return (
            <Typography variant="body2" color="text.secondary">
                No earlier version of {revisions.data.label || 'this record'} yet.
            </Typography>
        );
    }
    return (
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label={`Revisions of ${revisions.data.label}`}>
            {revisions.data.revisions.map((r) => (
                <RevisionItem key={r.id} revision={r} resource={resource} id={id} canRestore={canRestore} onRestored={onRestored} />
            ))}
        </Box>
    );
};

/** A compared value in words: a relation by its records' names. */
const valueOf = (d: Difference, value: unknown) => (d.related ? relationValue(value, d) : formatValue(value));

const RevisionItem = ({ revision, resource, id, canRestore, onRestored }: { revision: Revision } & RevisionListProps) => {
    const dataProvider = useAppDataProvider();
    const queryClient = useQueryClient();
    const toast = useToast();
    const [comparing, setComparing] = useState(false);
    const [confirming, setConfirming] = useState(false);
    const [restoring, setRestoring] = useState(false);
    const when = formatLongDateTime(revision.createdAt);
    // The kind comes from the log's entry of the change; without it, the name as kept.
    const who = revision.actorKind
        ? actorLabel({ actorKind: revision.actorKind as ActorKind, actorName: revision.actorName })
        : revision.actorName || 'the system';
    const name = revision.label || 'The record';
    const restore = async () => {
        setRestoring(true);
        try {
            await dataProvider.restoreRevision(resource, id, revision.id);
            await queryClient.invalidateQueries();
            toast({ title: 'Revision restored', description: `${name} is back to how it was before ${when}.` });
            onRestored?.();
        } catch (e) {
            toast({ title: 'Failed to restore revision', description: messageOf(e), variant: 'error' });
        } finally {
            setRestoring(false);
            setConfirming(false);
        }
    };
    const differences = revision.differences;
    return (
        <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
                <Typography variant="body2">
                    As it was before {when}, when {who}: {actionLabel(revision.action).toLowerCase()}
                </Typography>
                <Stack direction="row" spacing={1}>
                    <Button size="small" aria-expanded={comparing} onClick={() => setComparing((c) => !c)}>
                        {comparing ? 'Hide comparison' : 'Compare'}
                    </Button>
                    {canRestore && (
                        <Button
                            size="small"
                            variant="outlined"
                            onClick={() => setConfirming(true)}
                            aria-label={`Restore the version from before ${when}`}
                        >
                            Restore
                        </Button>
                    )}
                </Stack>
            </Stack>
            {comparing &&
                (differences.length ? (
                    <Table size="small" aria-label={`The version from before ${when} compared with now`} sx={{ mt: 1 }}>
                        <TableHead>
                            <TableRow>
                                <TableCell component="th">Field</TableCell>
                                <TableCell component="th">This version</TableCell>
                                <TableCell component="th">Now</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {differences.map((d) => (
                                <TableRow key={d.field}>
                                    <TableCell>{d.label}</TableCell>
                                    <TableCell sx={{ wordBreak: 'break-word' }}>{valueOf(d, d.revision)}</TableCell>
                                    <TableCell sx={{ wordBreak: 'break-word' }}>{valueOf(d, d.current)}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                ) : (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        The same as now.
                    </Typography>
                ))}
            <Confirm
                isOpen={confirming}
                loading={restoring}
                title="Restore this version?"
                content={`${name} goes back to how it was before ${when}${
                    differences.length ? `: ${differences.map((d) => d.label).join(', ')} change` : ''
                }. The rules of any save apply, and how it is now is kept as a version, so this can be undone.`}
                confirm="Restore"
                onConfirm={restore}
                onClose={() => setConfirming(false)}
            />
        </Box>
    );
};
