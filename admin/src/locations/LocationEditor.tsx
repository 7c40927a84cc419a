import { useState } from 'react';
import { Button, Grid, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { BooleanInput, CreateBase, EditBase, Form, SaveButton, TextInput } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffLocation as Location } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { EditorCard } from '../common/EditorCard';
import { UpdateActions } from '../common/UpdateActions';
import { WhenRecordLoaded } from '../common/WhenRecordLoaded';
import { requiredText, validateOptionalUrl } from '../lib/validation';
import { BlogImageInput } from '../blog/BlogImageInput';
import { CarriedProductsInput } from './CarriedProductsInput';
import { LocationPlaceInputs } from './LocationPlaceInputs';
import { locationDefaults, locationPayload } from './locationForm';
import { locationFields, messages } from '@farmsite/domain';
import { FormCopyCheck } from '../compliance/FormCopyCheck';

const LocationFields = () => (
    <Grid container columnSpacing={2}>
        <Grid size={12}>
            <TextInput source="name" label="Name" validate={requiredText(messages.nameRequired)} fullWidth />
        </Grid>
        <Grid size={12}>
            <TextInput source="address" label="Street address" validate={requiredText(messages.addressRequired)} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
            <TextInput source="city" label="City" validate={requiredText(messages.cityRequired)} fullWidth />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
            <TextInput source="state" label="State" validate={requiredText(messages.stateRequired)} fullWidth />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
            <TextInput source="zip" label="ZIP code" validate={requiredText(messages.zipRequired)} fullWidth />
        </Grid>
        <Grid size={12}>
            <TextInput source="phone" label="Phone" type="tel" fullWidth />
        </Grid>
        <Grid size={12}>
            <TextInput
                source="hours"
                label="Hours"
                multiline
                minRows={3}
                helperText="One line per day, for example: Monday: 10am - 8pm"
                fullWidth
            />
        </Grid>
        <Grid size={12}>
            <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
        </Grid>
        <Grid size={12}>
            <TextInput
                source="mapUrl"
                label="Map URL"
                validate={validateOptionalUrl}
                helperText="Leave empty to link a map search for the address"
                fullWidth
            />
        </Grid>
        <LocationPlaceInputs />
        <Grid size={12}>
            <TextInput source="websiteUrl" label="Website URL" validate={validateOptionalUrl} helperText="Optional" fullWidth />
        </Grid>
        <Grid size={12}>
            <BlogImageInput previewAlt="Location image preview" />
        </Grid>
        <Grid size={12}>
            <BooleanInput source="featured" label="Featured" />
        </Grid>
        <Grid size={12}>
            <CarriedProductsInput />
        </Grid>
        <Grid size={12}>
            <FormCopyCheck fields={locationFields} />
        </Grid>
    </Grid>
);

/** Add a partner location, or edit the one chosen in the list; onDone closes the form. */
export const LocationEditor = ({ editId, onDone }: { editId?: string; onDone: () => void }) => {
    const toast = useToast();
    const queryClient = useQueryClient();
    const [formKey, setFormKey] = useState(0);
    if (editId === undefined) {
        return (
            <CreateBase<Location>
                resource="locations"
                redirect={false}
                transform={locationPayload}
                mutationOptions={{
                    onSuccess: (location) => {
                        setFormKey((k) => k + 1);
                        queryClient.invalidateQueries({ queryKey: ['locations'] });
                        toast({ title: 'Location added', description: `${location.name} is listed.` });
                    },
                    onError: (error) =>
                        toast({ title: `Failed to add location: ${messageOf(error) ?? 'Unknown error'}`, variant: 'error' }),
                }}
            >
                <EditorCard id="location-form-title" title="Add New Location">
                    <Form key={formKey} defaultValues={locationDefaults} noValidate>
                        <LocationFields />
                        <Stack direction="row" spacing={1}>
                            <SaveButton label="Add Location" alwaysEnable />
                            <Button type="button" startIcon={<CloseIcon />} onClick={onDone}>
                                Cancel
                            </Button>
                        </Stack>
                    </Form>
                </EditorCard>
            </CreateBase>
        );
    }
    return (
        <EditBase<Location>
            resource="locations"
            id={editId}
            mutationMode="pessimistic"
            redirect={false}
            transform={locationPayload}
            mutationOptions={{
                onSuccess: (location) => {
                    queryClient.invalidateQueries({ queryKey: ['locations'] });
                    toast({ title: 'Location updated', description: `${location.name} was saved.` });
                    onDone();
                },
                onError: (error) => toast({ title: 'Failed to update location', description: messageOf(error), variant: 'error' }),
            }}
        >
            <EditorCard id="location-form-title" title="Edit Location">
                <WhenRecordLoaded>
                    <Form noValidate>
                        <LocationFields />
                        <UpdateActions label="Update Location" onCancel={onDone} />
                    </Form>
                </WhenRecordLoaded>
            </EditorCard>
        </EditBase>
    );
};
