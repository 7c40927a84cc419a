import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useRedirect, useRefresh } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Batch } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { batchPayload } from './batchForm';
import { BatchFields } from './BatchFields';
import { HistoryPanel } from '../activity/HistoryPanel';

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

/** Edits a batch: its dates, lab, figures or certificate; its History below. */
const BatchEdit = () => {
    const toast = useToast();
    const redirect = useRedirect();
    const refresh = useRefresh();
    const { id } = useParams<{ id: string }>();
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
            {id && <HistoryPanel filter={{ record: id }} records={[{ resource: 'batches', id }]} onRestored={refresh} />}
        </>
    );
};

export default BatchEdit;
