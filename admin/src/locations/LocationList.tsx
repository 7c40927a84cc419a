import { useEffect } from 'react';
import { Alert, Box, Button, Card, CardContent, Checkbox, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { ListBase, Pagination, useListContext, type RaRecord } from 'react-admin';
import type { Location } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { ListSearch } from '../common/list/ListSearch';
import { SortSelect, type SortChoice } from '../common/list/SortSelect';
import { FilterPanel, type FilterGroup } from '../common/list/FilterPanel';
import { BulkBar, SelectPage } from '../common/list/BulkBar';
import { BulkDeleteButton, BulkUpdateButton, type BulkNames } from '../common/list/BulkButtons';
import { UndoableDeleteButton } from '../common/UndoableDeleteButton';
import { fullAddress } from './locationForm';

interface LocationListProps {
    editingId?: string;
    onEdit: (id: string) => void;
    onDeleted: (id: string) => void;
}

const locationFilters: FilterGroup[] = [
    {
        label: 'Featured',
        choices: [
            { label: 'Featured', value: { featured: true } },
            { label: 'Not featured', value: { featured: false } },
        ],
    },
];

const locationSorts: SortChoice[] = [
    { label: 'Name (A to Z)', field: 'name', order: 'ASC' },
    { label: 'City (A to Z)', field: 'city', order: 'ASC' },
    { label: 'Recently changed', field: 'updatedAt', order: 'DESC' },
];

const locationNames: BulkNames = { one: 'location', many: 'locations', nameOf: (r: RaRecord) => String(r.name) };

/** 'Current Locations' with its loading, error and empty states; filters, sort and page in the address. */
export const LocationList = (props: LocationListProps) => (
    <ListBase resource="locations" perPage={50} sort={{ field: 'name', order: 'ASC' }} storeKey={false}>
        <LocationListView {...props} />
    </ListBase>
);

const LocationListView = ({ editingId, onEdit, onDeleted }: LocationListProps) => {
    const { data, isPending, error, total, selectedIds, onToggleItem } = useListContext<Location>();
    const toast = useToast();
    useEffect(() => {
        if (error) toast({ title: 'Error loading locations', description: messageOf(error), variant: 'error' });
    }, [error, toast]);
    return (
        <Box component="section" aria-labelledby="current-locations-heading">
            <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
            >
                <Typography id="current-locations-heading" variant="h5" component="h2">
                    Current Locations{total !== undefined ? ` (${total})` : ''}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <ListSearch label="Search locations" />
                    <SortSelect choices={locationSorts} />
                </Stack>
            </Stack>
            <FilterPanel groups={locationFilters} inline />
            <SelectPage />
            <BulkBar>
                <BulkUpdateButton
                    label="Feature"
                    icon={<StarIcon />}
                    data={{ featured: true }}
                    done="Locations featured"
                    names={locationNames}
                />
                <BulkUpdateButton
                    label="Stop featuring"
                    icon={<StarBorderIcon />}
                    data={{ featured: false }}
                    done="Locations no longer featured"
                    names={locationNames}
                />
                <BulkDeleteButton names={locationNames} restorable />
            </BulkBar>
            {isPending ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                    <CircularProgress size={20} aria-hidden />
                    <Typography>Loading locations...</Typography>
                </Stack>
            ) : error ? (
                <Alert severity="error">Error loading locations</Alert>
            ) : !data?.length ? (
                <Typography color="text.secondary">No locations found. Add your first location!</Typography>
            ) : (
                <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                    {data.map((location) => (
                        <Card
                            component="li"
                            key={location.id}
                            aria-label={location.name}
                            sx={{ outline: location.id === editingId ? '3px solid' : 'none', outlineColor: 'primary.main' }}
                        >
                            <CardContent sx={{ pb: '12px !important', display: 'flex', gap: 1 }}>
                                <Checkbox
                                    checked={selectedIds.includes(location.id)}
                                    onChange={() => onToggleItem(location.id)}
                                    slotProps={{ input: { 'aria-label': `Select ${location.name}` } }}
                                    size="small"
                                    sx={{ alignSelf: 'flex-start', p: 0.5 }}
                                />
                                <Box sx={{ minWidth: 0 }}>
                                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
                                            {location.name}
                                        </Typography>
                                        {location.featured && <Chip size="small" color="secondary" label="Featured" />}
                                    </Stack>
                                    <Typography variant="body2">{fullAddress(location)}</Typography>
                                    {location.phone && (
                                        <Typography variant="body2" color="text.secondary">
                                            {location.phone}
                                        </Typography>
                                    )}
                                    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                                        <Button
                                            size="small"
                                            startIcon={<EditIcon />}
                                            onClick={() => onEdit(location.id)}
                                            aria-label={`Edit ${location.name}`}
                                        >
                                            Edit
                                        </Button>
                                        <UndoableDeleteButton
                                            resource="locations"
                                            record={location}
                                            ariaLabel={`Delete ${location.name}`}
                                            confirmTitle={`Delete "${location.name}"?`}
                                            confirmText="The location disappears from the storefront."
                                            restorable
                                            deleted={{ title: 'Location deleted', description: `${location.name} was removed.` }}
                                            errorTitle="Failed to delete location"
                                            onDeleted={() => onDeleted(location.id)}
                                        />
                                    </Stack>
                                </Box>
                            </CardContent>
                        </Card>
                    ))}
                </Stack>
            )}
            <Pagination rowsPerPageOptions={[25, 50, 100]} />
        </Box>
    );
};
