import { licenceTypes } from '@farmsite/domain';
import { DateInput, Edit, SelectInput, SimpleForm, TextInput, useRedirect } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { messageOf, useToast } from '../../layout/Toast';
import { PageHeader } from '../../layout/PageHeader';
import type { BuyerAccount } from '../types';

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
                <TextInput source="legalName" label="Legal business name" />
                <TextInput source="dba" label="DBA (doing business as)" />
                <Section>Licence</Section>
                <TextInput
                    source="licenceNumber"
                    label="OCM licence number"
                    helperText="A new number or type is unverified until its licence is checked again"
                />
                <SelectInput source="licenceType" label="Licence type" choices={licenceTypeChoices} />
                <DateInput source="licenceExpiry" label="Licence expiry" />
                <Section>Licensed premises</Section>
                <TextInput source="premisesStreet" label="Street address" />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ width: '100%' }}>
                    <TextInput source="premisesCity" label="City" />
                    <TextInput source="premisesState" label="State" />
                    <TextInput source="premisesZip" label="ZIP code" />
                </Stack>
                <Section>Contact</Section>
                <TextInput source="contactName" label="Contact name" />
                <TextInput source="contactEmail" label="Contact email" type="email" />
                <TextInput source="contactPhone" label="Contact phone" type="tel" />
            </SimpleForm>
        </Edit>
    </>
);
