import { useId } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Link, useBasename, useGetList } from 'react-admin';
import type { ActivityEntry, RevisionResource } from '../dataProvider';
import { formatLongDateTime } from '@farmsite/domain';
import { messageOf } from '../layout/Toast';
import { actionLabel, actorLabel, recordLabel } from './describe';
import { EntryChanges } from './EntryChanges';
import { RevisionList } from './RevisionList';

interface HistoryPanelProps {
    /** The Activity screen's filter of this record's entries. */
    filter: Record<string, unknown>;
    /** The records whose versions are listed (the settings screen has two). */
    records: { resource: RevisionResource; id: string }[];
    /** Whether this member may restore a version (the settings: the owner only). */
    canRestore?: boolean;
    /** After a restore: the screen shows the record anew. */
    onRestored?: () => void;
}

const RECENT = 10;

/** A record's 'History': its latest entries in the activity log, and its earlier versions. */
export const HistoryPanel = ({ filter, records, canRestore = true, onRestored }: HistoryPanelProps) => {
    const headingId = useId();
    const basename = useBasename();
    const entries = useGetList<ActivityEntry>(
        'activity',
        { filter, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: RECENT } },
        { retry: false },
    );
    const all = `${basename}/activity?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    return (
        <Card component="section" aria-labelledby={headingId} sx={{ mb: 3 }} data-testid="history">
            <CardContent>
                <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
                    History
                </Typography>
                <Typography variant="h6" component="h3">
                    Changes
                </Typography>
                {entries.isPending ? (
                    <Skeleton variant="rounded" height={64} />
                ) : entries.error ? (
                    <Alert severity="error">Failed to load the history: {messageOf(entries.error)}</Alert>
                ) : !entries.data?.length ? (
                    <Typography variant="body2" color="text.secondary">
                        No change recorded yet.
                    </Typography>
                ) : (
                    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label="Changes">
                        {entries.data.map((e) => (
                            <Box component="li" key={e.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                                    {formatLongDateTime(e.createdAt)}: {actionLabel(e.action)} by {actorLabel(e)}
                                    {e.collection && e.recordId !== records[0]?.id ? ` (${recordLabel(e)})` : ''}
                                </Typography>
                                <EntryChanges entry={e} />
                            </Box>
                        ))}
                    </Box>
                )}
                {(entries.total ?? 0) > RECENT && (
                    <Button component={Link} to={all} size="small" sx={{ mt: 1 }}>
                        All {entries.total} changes in Activity
                    </Button>
                )}
                <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                    Earlier versions
                </Typography>
                {records.map((r) => (
                    <RevisionList key={`${r.resource}/${r.id}`} {...r} canRestore={canRestore} onRestored={onRestored} />
                ))}
            </CardContent>
        </Card>
    );
};
