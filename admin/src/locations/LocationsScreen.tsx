import { useState } from 'react';
import { Box, Button, Grid } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader } from '../layout/PageHeader';
import { useEditParam } from '../common/useEditParam';
import { LocationEditor } from './LocationEditor';
import { LocationList } from './LocationList';
import { HistoryPanel } from '../activity/HistoryPanel';
import { RecentlyDeleted } from '../activity/RecentlyDeleted';

/**
 * /admin/locations: 'Current Locations' first; 'Add New Location' (?create=1) or a
 * location's Edit (?edit={id}, with its History) opens the form on the other side (above
 * the list on a phone). Then the recently deleted.
 */
const LocationsScreen = () => {
    const { editId, creating, startEdit, startCreate, cancelEdit } = useEditParam();
    const [restores, setRestores] = useState(0);
    const formOpen = creating || editId !== undefined;
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader
                title="Manage Locations"
                subtitle="Partner dispensaries shown on the storefront's locations page."
                back
                actions={
                    <Button variant="contained" startIcon={<AddIcon />} onClick={startCreate} disabled={creating}>
                        Add New Location
                    </Button>
                }
            />
            <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: formOpen ? 6 : 12 }} sx={{ order: { xs: 2, md: 1 } }}>
                    <LocationList editingId={editId} onEdit={startEdit} onDeleted={(id) => id === editId && cancelEdit()} />
                </Grid>
                {formOpen && (
                    <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 1, md: 2 } }}>
                        <LocationEditor key={`${editId ?? 'create'}-${restores}`} editId={editId} onDone={cancelEdit} />
                        {editId && (
                            <HistoryPanel
                                filter={{ record: editId }}
                                records={[{ resource: 'locations', id: editId }]}
                                onRestored={() => setRestores((n) => n + 1)}
                            />
                        )}
                    </Grid>
                )}
            </Grid>
            <RecentlyDeleted resource="locations" what="Location" />
        </Box>
    );
};

export default LocationsScreen;
