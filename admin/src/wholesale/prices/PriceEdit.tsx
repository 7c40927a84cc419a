import { Create, Edit, SimpleForm, useRedirect } from 'react-admin';
import type { WholesalePrice } from '../../dataProvider';
import { messageOf, useToast } from '../../layout/Toast';
import { PageHeader } from '../../layout/PageHeader';
import { priceRowPayload, priceRowValues } from '../wholesaleForm';
import { PriceFields } from './PriceFields';

type PriceFormValues = Parameters<typeof priceRowPayload>[0];

const useSaved = (verb: string) => {
    const toast = useToast();
    const redirect = useRedirect();
    return {
        onSuccess: (row: WholesalePrice) => {
            toast({ title: `Wholesale price ${verb}`, description: `${row.productName} ${row.variantName}` });
            redirect('list', 'wholesale-prices');
        },
        onError: (error: unknown) => toast({ title: 'Failed to save the price', description: messageOf(error), variant: 'error' }),
    };
};

/** Edits a price row: unit price, case, minimum, step and volume breaks. */
export const PriceEdit = () => (
    <>
        <PageHeader title="Edit Wholesale Price" />
        <Edit<WholesalePrice>
            title=" "
            mutationMode="pessimistic"
            queryOptions={{ select: (row: WholesalePrice) => ({ ...row, ...priceRowValues(row) }) }}
            transform={(values: PriceFormValues & WholesalePrice) => priceRowPayload(values)}
            mutationOptions={useSaved('updated')}
        >
            <SimpleForm noValidate>
                <PriceFields />
            </SimpleForm>
        </Edit>
    </>
);

/** Adds a variant to the price list. */
export const PriceCreate = () => (
    <>
        <PageHeader title="Add Wholesale Price" />
        <Create<WholesalePrice>
            title=" "
            transform={(values: PriceFormValues) => priceRowPayload(values)}
            mutationOptions={useSaved('added')}
        >
            <SimpleForm noValidate defaultValues={{ caseSize: 1, active: true, breaks: [] }}>
                <PriceFields creating />
            </SimpleForm>
        </Create>
    </>
);
