import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';

interface PhoneListProps<R extends RaRecord> {
    /** Names each item for screen readers. */
    label: (record: R) => string;
    primary: (record: R) => ReactNode;
    secondary?: (record: R) => ReactNode;
    /** The record's text in full (a message, a comment). */
    body?: (record: R) => ReactNode;
    /** The record's actions, rendered with it as the record context. */
    actions?: ReactNode;
    empty?: ReactNode;
}

/**
 * A list under the md breakpoint, in the place of react-admin's SimpleList: one card per
 * record with its main texts and all its actions, wrapping within the screen's width.
 */
export function PhoneList<R extends RaRecord>({ label, primary, secondary, body, actions, empty }: PhoneListProps<R>) {
    const { data, isPending } = useListContext<R>();
    if (isPending) return null;
    if (!data?.length) return <>{empty}</>;
    return (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
            {data.map((record) => (
                <Card component="li" key={record.id} aria-label={label(record)} variant="outlined">
                    <RecordContextProvider value={record}>
                        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1 } }}>
                            <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                                {primary(record)}
                            </Typography>
                            {secondary && (
                                <Typography component="div" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                                    {secondary(record)}
                                </Typography>
                            )}
                            {body && (
                                <Typography
                                    component="div"
                                    variant="body2"
                                    sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                                >
                                    {body(record)}
                                </Typography>
                            )}
                            {actions && (
                                <Box
                                    sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
                                    onClick={(e) => e.stopPropagation()}
                                >
                                    {actions}
                                </Box>
                            )}
                        </CardContent>
                    </RecordContextProvider>
                </Card>
            ))}
        </Stack>
    );
}
