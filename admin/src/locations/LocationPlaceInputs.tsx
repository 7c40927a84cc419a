import { useEffect, useRef } from 'react';
import { Grid } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { coordinateProblem, coordinatesFromMapLink, locationFields } from '@farmsite/domain';
import type { Validator } from '../lib/validation';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const validateCoordinate =
    (field: 'latitude' | 'longitude'): Validator =>
    (value) => {
        if (isBlank(value)) return undefined;
        const n = Number(value);
        if (!Number.isFinite(n)) return locationFields[field].typeMessage;
        return coordinateProblem(field, n) || undefined;
    };
const validateLatitude = validateCoordinate('latitude');
const validateLongitude = validateCoordinate('longitude');

/**
 * A map link typed or pasted that carries a point (…/@lat,lng, ?q=lat,lng, ll=lat,lng)
 * fills the coordinates at once; the link the location was saved with does not, so
 * coordinates typed in over it stay.
 */
const CoordinatesFromMapLink = () => {
    const mapUrl: string = useWatch({ name: 'mapUrl' }) ?? '';
    const { setValue } = useFormContext();
    const saved = useRef(mapUrl);
    useEffect(() => {
        if (mapUrl === saved.current) return;
        const point = coordinatesFromMapLink(mapUrl.trim());
        if (!point) return;
        setValue('latitude', point.latitude, { shouldDirty: true, shouldValidate: true });
        setValue('longitude', point.longitude, { shouldDirty: true, shouldValidate: true });
    }, [mapUrl, setValue]);
    return null;
};

/** Where the partner is on the map, and its license: rows of the location form. */
export const LocationPlaceInputs = () => (
    <>
        <CoordinatesFromMapLink />
        <Grid size={{ xs: 6 }}>
            <NumberInput
                source="latitude"
                label={locationFields.latitude.label}
                step={0.0001}
                validate={validateLatitude}
                helperText="Filled from a map link that shows a point, or type it in"
                fullWidth
            />
        </Grid>
        <Grid size={{ xs: 6 }}>
            <NumberInput
                source="longitude"
                label={locationFields.longitude.label}
                step={0.0001}
                validate={validateLongitude}
                helperText="Used to sort partners nearest first"
                fullWidth
            />
        </Grid>
        <Grid size={12}>
            <TextInput
                source="licenseNumber"
                label={locationFields.licenseNumber.label}
                helperText="Optional: as printed on the partner's license (OCM-…)"
                slotProps={{ htmlInput: { maxLength: locationFields.licenseNumber.max } }}
                fullWidth
            />
        </Grid>
    </>
);
