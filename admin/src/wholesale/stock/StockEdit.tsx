import { Create, Edit, SimpleForm, useRedirect } from 'react-admin';
import type { LotStock } from '../../dataProvider';
import { messageOf, useToast } from '../../layout/Toast';
import { PageHeader } from '../../layout/PageHeader';
import { LotInput, VariantInput } from '../VariantInput';
import { StockFields } from './StockFields';

const useSaved = (verb: string) => {
    const toast = useToast();
    const redirect = useRedirect();
    return {
        onSuccess: (row: LotStock) => {
            toast({ title: `Stock ${verb}`, description: `${row.productName} ${row.variantName}, lot ${row.lot}` });
            redirect('list', 'lot-stock');
        },
        onError: (error: unknown) => toast({ title: 'Failed to save the stock', description: messageOf(error), variant: 'error' }),
    };
};

/** Edits a lot's units on hand, reserved units and Metrc tag. */
export const StockEdit = () => (
    <>
        <PageHeader title="Edit Lot Stock" />
        <Edit<LotStock> title=" " mutationMode="pessimistic" mutationOptions={useSaved('updated')}>
            <SimpleForm noValidate>
                <StockFields />
            </SimpleForm>
        </Edit>
    </>
);

/** Adds a variant's stock from one of its product's lots. */
export const StockCreate = () => (
    <>
        <PageHeader title="Add Lot Stock" />
        <Create<LotStock>
            title=" "
            transform={({ productId: _product, ...row }: LotStock & { productId?: string }) => row}
            mutationOptions={useSaved('added')}
        >
            <SimpleForm noValidate defaultValues={{ onHand: 0, reserved: 0 }}>
                <VariantInput />
                <LotInput />
                <StockFields />
            </SimpleForm>
        </Create>
    </>
);
