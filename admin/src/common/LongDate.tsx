import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatLongDate, formatLongDateTime } from '@farmsite/domain';

/**
 * A date in the back office's one format, the spec's 'MMMM d, yyyy' ("November 2, 2026"),
 * with the time where it matters ("November 2, 2026, 9:30 AM"), on one line: a column too
 * narrow for it scrolls rather than wrap it.
 */
export const LongDate = ({ value, showTime }: { value: string | null | undefined; showTime?: boolean }) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {!value ? '—' : showTime ? formatLongDateTime(value) : formatLongDate(value, { local: true })}
    </Box>
);

/** A record's date field in a list (react-admin's DateField, in the back office's format). */
export const LongDateField = ({ source, showTime }: { source: string; label?: string; sortable?: boolean; showTime?: boolean }) => {
    const record = useRecordContext<Record<string, string | null | undefined>>();
    return <LongDate value={record?.[source]} showTime={showTime} />;
};
