import { Create, SimpleForm, useRedirect } from 'react-admin';
import type { Batch } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { batchDefaults, batchPayload } from './batchForm';
import { BatchFields } from './BatchFields';

/** Adds a batch with its certificate; a product's editor (or the list) makes it current. */
const BatchCreate = () => {
    const toast = useToast();
    const redirect = useRedirect();
    return (
        <>
            <PageHeader title="Add Batch" />
            <Create<Batch>
                title=" "
                transform={batchPayload}
                mutationOptions={{
                    onSuccess: (batch: Batch) => {
                        // A custom onSuccess replaces react-admin's own: go back to the list here.
                        toast({ title: 'Batch added', description: `Lot ${batch.lot}` });
                        redirect('list', 'batches');
                    },
                    onError: (error: unknown) => toast({ title: 'Failed to add batch', description: messageOf(error), variant: 'error' }),
                }}
            >
                <SimpleForm defaultValues={batchDefaults} noValidate>
                    <BatchFields />
                </SimpleForm>
            </Create>
        </>
    );
};

export default BatchCreate;
