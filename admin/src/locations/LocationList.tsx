import { useEffect } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteWithConfirmButton, ListBase, RecordContextProvider, useListContext } from 'react-admin';
import type { Location } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { fullAddress } from './locationForm';

interface LocationListProps {
    editingId?: string;
    onEdit: (id: string) => void;
    onDeleted: (id: string) => void;
}

/** 'Current Locations' with its loading, error and empty states. */
export const LocationList = (props: LocationListProps) => (
    <ListBase resource="locations" perPage={500} sort={{ field: 'name', order: 'ASC' }} disableSyncWithLocation storeKey={false}>
        <LocationListView {...props} />
    </ListBase>
);

const LocationListView = ({ editingId, onEdit, onDeleted }: LocationListProps) => {
    const { data, isPending, error } = useListContext<Location>();
    const toast = useToast();
    useEffect(() => {
        if (error) toast({ title: 'Error loading locations', description: messageOf(error), variant: 'error' });
    }, [error, toast]);
    return (
        <Box component="section" aria-labelledby="current-locations-heading">
            <Typography id="current-locations-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
                Current Locations
            </Typography>
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
                            <CardContent sx={{ pb: '12px !important' }}>
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
                                    <RecordContextProvider value={location}>
                                        <DeleteWithConfirmButton
                                            resource="locations"
                                            mutationMode="pessimistic"
                                            redirect={false}
                                            aria-label={`Delete ${location.name}`}
                                            confirmTitle={`Delete "${location.name}"?`}
                                            confirmContent="The location disappears from the storefront. This cannot be undone."
                                            mutationOptions={{
                                                onSuccess: () => {
                                                    toast({ title: 'Location deleted', description: `${location.name} was removed.` });
                                                    onDeleted(location.id);
                                                },
                                                onError: (e: unknown) =>
                                                    toast({
                                                        title: 'Failed to delete location',
                                                        description: messageOf(e),
                                                        variant: 'error',
                                                    }),
                                            }}
                                        />
                                    </RecordContextProvider>
                                </Stack>
                            </CardContent>
                        </Card>
                    ))}
                </Stack>
            )}
        </Box>
    );
};
