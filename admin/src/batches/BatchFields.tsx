import { Grid } from '@mui/material';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
import { batchFields, messages } from '@farmsite/domain';
import { requiredText, validatePercentage, validatePublishDate, type Validator } from '../lib/validation';
import { CertificateInput } from './CertificateInput';

const validateProduct = requiredText(messages.productRequired);
const validateLot = requiredText(batchFields.lot.required);
const validateTestDate: Validator = (value) => requiredText(batchFields.testDate.required)(value) ?? validatePublishDate(value);
const validateHarvestDate: Validator = (value) => (value ? validatePublishDate(value) : undefined);
const validateLabName = requiredText(batchFields.labName.required);
const validateLabLicense = requiredText(batchFields.labLicense.required);

const percentage = (source: 'thc' | 'cbd' | 'terps') => (
    <NumberInput
        source={source}
        label={`${batchFields[source].label} %`}
        step={0.01}
        min={0}
        max={100}
        validate={validatePercentage(batchFields[source].label)}
        helperText="As the certificate reports it; empty if not reported"
        fullWidth
    />
);

/** A batch's fields, the same for adding and editing. */
export const BatchFields = () => (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 6 }}>
            <ReferenceInput source="productId" reference="products" sort={{ field: 'name', order: 'ASC' }}>
                <AutocompleteInput label={batchFields.productId.label} optionText="name" validate={validateProduct} fullWidth />
            </ReferenceInput>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
            <TextInput
                source="lot"
                label={batchFields.lot.label}
                validate={validateLot}
                helperText="Letters, digits and hyphens, as printed on the label; its page is /coa/{lot}"
                slotProps={{ htmlInput: { maxLength: batchFields.lot.max, autoCapitalize: 'characters' } }}
                fullWidth
            />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
            <TextInput
                source="harvestDate"
                label={batchFields.harvestDate.label}
                type="date"
                validate={validateHarvestDate}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
            />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
            <TextInput
                source="testDate"
                label={batchFields.testDate.label}
                type="date"
                validate={validateTestDate}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
            />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
            <TextInput source="labName" label={batchFields.labName.label} validate={validateLabName} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
            <TextInput source="labLicense" label={batchFields.labLicense.label} validate={validateLabLicense} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{percentage('thc')}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>{percentage('cbd')}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>{percentage('terps')}</Grid>
        <Grid size={12}>
            <CertificateInput />
        </Grid>
    </Grid>
);
