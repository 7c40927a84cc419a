import { Box, Grid } from '@mui/material';
import { PageHeader } from '../layout/PageHeader';
import { useEditParam } from '../common/useEditParam';
import { LocationEditor } from './LocationEditor';
import { LocationList } from './LocationList';

/** /admin/locations: the add/edit form beside 'Current Locations'. */
const LocationsScreen = () => {
    const { editId, startEdit, cancelEdit } = useEditParam();
    return (
        <Box sx={{ pb: 4 }}>
            <PageHeader title="Manage Locations" subtitle="Partner dispensaries shown on the storefront's locations page." back />
            <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <LocationEditor key={editId ?? 'create'} editId={editId} onDone={cancelEdit} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <LocationList editingId={editId} onEdit={startEdit} onDeleted={(id) => id === editId && cancelEdit()} />
                </Grid>
            </Grid>
        </Box>
    );
};

export default LocationsScreen;
