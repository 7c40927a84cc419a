import { DeleteWithConfirmButton, RecordContextProvider, type RaRecord } from 'react-admin';
import { messageOf, useToast } from '../layout/Toast';

interface UndoableDeleteButtonProps {
    resource: string;
    record: RaRecord;
    /** Read by screen readers: 'Delete Headhunter'. */
    ariaLabel: string;
    label?: string;
    confirmTitle: string;
    /** What the delete does, before the sentence on getting it back. */
    confirmText: string;
    /** Whether 'Recently deleted' brings it back once the toast is gone. */
    restorable: boolean;
    /** The success toast ('Product deleted', '{name} was removed.'). */
    deleted: { title: string; description: string };
    /** The spec's failure toast title ('Error deleting product'). */
    errorTitle: string;
    onDeleted?: () => void;
}

/**
 * A delete, confirmed first, that waits while its toast offers Undo (react-admin's
 * undoable mode: the item leaves the list at once, the server is asked when the toast
 * closes). The dialog says how it can be got back.
 */
export const UndoableDeleteButton = ({
    resource,
    record,
    ariaLabel,
    label,
    confirmTitle,
    confirmText,
    restorable,
    deleted,
    errorTitle,
    onDeleted,
}: UndoableDeleteButtonProps) => {
    const toast = useToast();
    return (
        <RecordContextProvider value={record}>
            <DeleteWithConfirmButton
                resource={resource}
                label={label}
                mutationMode="undoable"
                redirect={false}
                aria-label={ariaLabel}
                confirmTitle={confirmTitle}
                confirmContent={`${confirmText} ${
                    restorable
                        ? 'You can restore it from Recently deleted.'
                        : 'Undo is offered for a few seconds; after that it cannot be got back.'
                }`}
                onClick={(e) => e.stopPropagation()}
                mutationOptions={{
                    onSuccess: () => {
                        toast({ ...deleted, undoable: true });
                        onDeleted?.();
                    },
                    onError: (error: unknown) => toast({ title: errorTitle, description: messageOf(error), variant: 'error' }),
                }}
            />
        </RecordContextProvider>
    );
};
