import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Grid, type GridSize, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import CloseIcon from '@mui/icons-material/Close';
import { Pagination, useListContext, type RaRecord } from 'react-admin';
import { useIsPhone } from '../useIsPhone';
import { ListSearch } from './ListSearch';
import { SortSelect, type SortChoice } from './SortSelect';
import { BulkBar, SelectPage } from './BulkBar';

interface CardGridProps<T extends RaRecord> {
    /** The section's heading (the total follows it), and its id. */
    title: string;
    headingId: string;
    searchLabel: string;
    sorts: SortChoice[];
    refreshLabel: string;
    /** Shown while a record is open in the editor beside the list. */
    onCancelEdit?: () => void;
    /** What sits between the heading and the cards (filters shown in line). */
    filters?: ReactNode;
    /** The bulk actions for the selected records. */
    bulkActions: ReactNode;
    loadingLabel: string;
    errorPrefix: string;
    emptyText: string;
    /** Each card's width in grid columns, by breakpoint. */
    cardSize: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', GridSize>>;
    rowsPerPage: number[];
    card: (record: T, compact: boolean) => ReactNode;
}

/**
 * A list shown as cards (products, blog posts): heading with its total, search, sort,
 * refresh, the bulk bar, the cards (one row each on a phone) and the pages.
 */
export function CardGrid<T extends RaRecord>(props: CardGridProps<T>) {
    const { title, headingId, searchLabel, sorts, refreshLabel, onCancelEdit, filters, bulkActions } = props;
    const { data, isPending, error, refetch, isFetching, total } = useListContext<T>();
    const compact = useIsPhone();
    return (
        <Box component="section" aria-labelledby={headingId} sx={{ flex: 1, minWidth: 0 }}>
            <Stack
                direction={{ xs: 'column', lg: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' }, mb: 1.5 }}
            >
                <Typography id={headingId} variant="h5" component="h2">
                    {title}
                    {total !== undefined ? ` (${total})` : ''}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <ListSearch label={searchLabel} />
                    <SortSelect choices={sorts} />
                    <Button startIcon={isFetching ? <CircularProgress size={16} aria-hidden /> : <RefreshIcon />} onClick={() => refetch()}>
                        {refreshLabel}
                    </Button>
                    {onCancelEdit && (
                        <Button startIcon={<CloseIcon />} onClick={onCancelEdit}>
                            Cancel Edit
                        </Button>
                    )}
                </Stack>
            </Stack>
            {filters}
            <SelectPage />
            <BulkBar>{bulkActions}</BulkBar>
            {isPending ? (
                <CircularProgress aria-label={props.loadingLabel} />
            ) : error ? (
                <Alert severity="error">
                    {props.errorPrefix}: {error.message}
                </Alert>
            ) : !data?.length ? (
                <Typography color="text.secondary" sx={{ py: 4 }}>
                    {props.emptyText}
                </Typography>
            ) : (
                <Grid container spacing={compact ? 1 : 2}>
                    {data.map((record) => (
                        <Grid key={record.id} size={props.cardSize}>
                            {props.card(record, compact)}
                        </Grid>
                    ))}
                </Grid>
            )}
            <Pagination rowsPerPageOptions={props.rowsPerPage} />
        </Box>
    );
}
