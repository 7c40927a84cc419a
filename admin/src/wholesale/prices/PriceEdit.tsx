import { Create, Edit, SimpleForm, useRedirect, type SimpleFormProps } from 'react-admin';
import type { WholesalePrice } from '../../dataProvider';
import { messageOf, useToast } from '../../layout/Toast';
import { PageHeader } from '../../layout/PageHeader';
import { priceDefaults, priceRowPayload, priceRowValues } from '../wholesaleForm';
import { PriceFields } from './PriceFields';
import { usePriceSave } from './usePriceSave';

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

/** A price row's form whose refusals show on the fields typed in. */
const PriceForm = (props: SimpleFormProps) => <SimpleForm noValidate {...props} onSubmit={usePriceSave()} />;

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
            <PriceForm>
                <PriceFields />
            </PriceForm>
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
            <PriceForm defaultValues={priceDefaults}>
                <PriceFields creating />
            </PriceForm>
        </Create>
    </>
);
