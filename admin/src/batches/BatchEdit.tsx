import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useRedirect } from 'react-admin';
import type { Batch } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { batchPayload } from './batchForm';
import { BatchFields } from './BatchFields';

const EditToolbar = () => {
    const toast = useToast();
    const redirect = useRedirect();
    return (
        <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton label="Update Batch" />
            <DeleteWithConfirmButton
                mutationMode="pessimistic"
                confirmTitle="Delete this batch?"
                confirmContent="Its lot page (/coa/…) stops working: labels already printed point at it."
                mutationOptions={{
                    onSuccess: () => {
                        toast({ title: 'Batch deleted' });
                        redirect('list', 'batches');
                    },
                    onError: (e: unknown) => toast({ title: 'Failed to delete batch', description: messageOf(e), variant: 'error' }),
                }}
            />
        </Toolbar>
    );
};

/** Edits a batch: its dates, lab, figures or certificate. */
const BatchEdit = () => {
    const toast = useToast();
    const redirect = useRedirect();
    return (
        <>
            <PageHeader title="Edit Batch" />
            <Edit<Batch>
                title=" "
                mutationMode="pessimistic"
                transform={batchPayload}
                mutationOptions={{
                    onSuccess: (batch: Batch) => {
                        toast({ title: 'Batch updated', description: `Lot ${batch.lot}` });
                        redirect('list', 'batches');
                    },
                    onError: (error: unknown) =>
                        toast({ title: 'Failed to update batch', description: messageOf(error), variant: 'error' }),
                }}
            >
                <SimpleForm toolbar={<EditToolbar />} noValidate>
                    <BatchFields />
                </SimpleForm>
            </Edit>
        </>
    );
};

export default BatchEdit;
