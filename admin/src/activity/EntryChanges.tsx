import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ActivityEntry } from '../dataProvider';
import { changeLines } from './describe';

/** An entry's changed fields, one per line, and what else the action says. */
export const EntryChanges = ({ entry }: { entry?: ActivityEntry }) => {
    const fromList = useRecordContext<ActivityEntry>();
    const e = entry ?? fromList;
    if (!e) return null;
    const lines = changeLines(e.collection, e.changes ?? {});
    const details = Object.entries(e.details ?? {});
    if (!lines.length && !details.length) {
        return (
            <Typography variant="body2" color="text.secondary">
                No field changed.
            </Typography>
        );
    }
    return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {lines.map((line) => (
                <Typography component="li" variant="body2" key={line} sx={{ wordBreak: 'break-word' }}>
                    {line}
                </Typography>
            ))}
            {details.map(([key, value]) => (
                <Typography component="li" variant="body2" color="text.secondary" key={key}>
                    {key}: {typeof value === 'object' ? JSON.stringify(value) : String(value)}
                </Typography>
            ))}
        </Box>
    );
};
