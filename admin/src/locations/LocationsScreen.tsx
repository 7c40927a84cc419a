import { useState } from 'react';
import { Box, Grid } from '@mui/material';
import { PageHeader } from '../layout/PageHeader';
import { useEditParam } from '../common/useEditParam';
import { LocationEditor } from './LocationEditor';
import { LocationList } from './LocationList';
import { HistoryPanel } from '../activity/HistoryPanel';
import { RecentlyDeleted } from '../activity/RecentlyDeleted';

/** /admin/locations: the add/edit form (with its History) beside 'Current Locations', then the recently deleted. */
const LocationsScreen = () => {
    const { editId, startEdit, cancelEdit } = useEditParam();
    const [restores, setRestores] = useState(0);
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Manage Locations" subtitle="Partner dispensaries shown on the storefront's locations page." back />
            <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <LocationEditor key={`${editId ?? 'create'}-${restores}`} editId={editId} onDone={cancelEdit} />
                    {editId && (
                        <HistoryPanel
                            filter={{ record: editId }}
                            records={[{ resource: 'locations', id: editId }]}
                            onRestored={() => setRestores((n) => n + 1)}
                        />
                    )}
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <LocationList editingId={editId} onEdit={startEdit} onDeleted={(id) => id === editId && cancelEdit()} />
                </Grid>
            </Grid>
            <RecentlyDeleted resource="locations" what="Location" />
        </Box>
    );
};

export default LocationsScreen;
