import { buyerAccountFields, licenceTypes } from '@farmsite/domain';
import { BooleanInput, DateInput, Edit, SelectInput, SimpleForm, TextInput, useRedirect } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { messageOf, useToast } from '../../layout/Toast';
import { PageHeader } from '../../layout/PageHeader';
import type { BuyerAccount } from '../types';

/** A field's label, as the schema names it (the application form's too). */
const labelOf = (field: keyof typeof buyerAccountFields) => buyerAccountFields[field].label;

const licenceTypeChoices = licenceTypes.map((t) => ({ id: t.value, name: t.label }));

const useSaved = () => {
    const toast = useToast();
    const redirect = useRedirect();
    return {
        onSuccess: (account: BuyerAccount) => {
            toast({ title: 'Account updated', description: account.legalName });
            redirect('show', 'buyer-accounts', account.id);
        },
        onError: (error: unknown) => toast({ title: 'Failed to save the account', description: messageOf(error), variant: 'error' }),
    };
};

const Section = ({ children }: { children: string }) => (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {children}
    </Typography>
);

/**
 * Corrects a dispensary's details: a renewed licence's expiry, a new contact, a typo. Its
 * status changes only by staff's decisions on the account's page; the server checks each
 * field as it checks an application.
 */
export const AccountEdit = () => (
    <>
        <PageHeader title="Edit buyer account" />
        <Edit<BuyerAccount> title=" " mutationMode="pessimistic" mutationOptions={useSaved()}>
            <SimpleForm noValidate>
                <Section>Business</Section>
                <TextInput source="legalName" label={labelOf('legalName')} />
                <TextInput source="dba" label={labelOf('dba')} />
                <Section>Licence</Section>
                <TextInput
                    source="licenceNumber"
                    label={labelOf('licenceNumber')}
                    helperText="A new number or type is unverified until its licence is checked again"
                />
                <SelectInput source="licenceType" label={labelOf('licenceType')} choices={licenceTypeChoices} />
                <DateInput source="licenceExpiry" label={labelOf('licenceExpiry')} />
                <Section>Licensed premises</Section>
                <TextInput source="premisesStreet" label={labelOf('premisesStreet')} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ width: '100%' }}>
                    <TextInput source="premisesCity" label={labelOf('premisesCity')} />
                    <TextInput source="premisesState" label={labelOf('premisesState')} />
                    <TextInput source="premisesZip" label={labelOf('premisesZip')} />
                </Stack>
                <Section>Contact</Section>
                <TextInput source="contactName" label={labelOf('contactName')} />
                <TextInput source="contactEmail" label={labelOf('contactEmail')} type="email" />
                <TextInput source="contactPhone" label={labelOf('contactPhone')} type="tel" />
                <Section>Payment</Section>
                <BooleanInput
                    source="codOnly"
                    label={labelOf('codOnly')}
                    helperText="While the account is delinquent (an invoice more than 30 days late), its orders are refused unless this is on; then they are cash on delivery"
                />
            </SimpleForm>
        </Edit>
    </>
);
