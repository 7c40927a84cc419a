import type { ReactElement } from 'react';
import { Button } from '@mui/material';
import { BulkDeleteWithConfirmButton, useListContext, useRefresh, useUpdateMany, type Identifier, type RaRecord } from 'react-admin';
import { BulkError } from '../../dataProvider';
import { messageOf, useToast } from '../../layout/Toast';

/** How a list names its records in the bulk actions' texts. */
export interface BulkNames {
    /** 'product', 'products' */
    one: string;
    many: string;
    nameOf: (record: RaRecord) => string;
}

const count = (n: number, names: BulkNames) => `${n} ${n === 1 ? names.one : names.many}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The refused records of a bulk change, each by its name with the server's message. */
export function refusedText(error: unknown, records: RaRecord[], names: BulkNames): string {
    if (!(error instanceof BulkError)) return messageOf(error) ?? '';
    const nameOf = (id: Identifier) => {
        const record = records.find((r) => r.id === id);
        return record ? names.nameOf(record) : String(id);
    };
    const refused = error.failed.map((f) => `${nameOf(f.id)}: ${f.message}`).join(' ');
    return error.done.length ? `${refused} The other ${count(error.done.length, names)} changed.` : refused;
}

/**
 * A bulk change of the selected records (publish, mark out of stock...): each record is
 * saved on its own under its rules; a refused one is named in the toast with its message,
 * and stays selected.
 */
export const BulkUpdateButton = ({
    label,
    icon,
    data,
    done,
    names,
}: {
    label: string;
    icon: ReactElement;
    data: Record<string, unknown>;
    /** The toast's title after success: 'Products published'. */
    done: string;
    names: BulkNames;
}) => {
    const { resource, selectedIds, data: records = [], onSelect, onUnselectItems } = useListContext();
    const [updateMany, { isPending }] = useUpdateMany();
    const refresh = useRefresh();
    const toast = useToast();
    const run = () => {
        const selected = records.filter((r) => selectedIds.includes(r.id));
        updateMany(
            resource,
            { ids: selectedIds, data },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    toast({ title: done, description: `${count(selectedIds.length, names)} changed.` });
                    onUnselectItems();
                },
                onError: (error) => {
                    const failed = error instanceof BulkError ? error.failed.length : selectedIds.length;
                    toast({
                        title: `Failed to update ${failed === 1 ? names.one : count(failed, names)}`,
                        description: refusedText(error, selected, names),
                        variant: 'error',
                    });
                    if (error instanceof BulkError) onSelect(error.failed.map((f) => f.id));
                    refresh();
                },
            },
        );
    };
    return (
        <Button size="small" variant="outlined" startIcon={icon} disabled={isPending} onClick={run}>
            {label}
        </Button>
    );
};

/**
 * Deletes the selected records after a confirmation, undoable while its toast is up;
 * restorable is whether 'Recently deleted' brings them back afterwards.
 */
export const BulkDeleteButton = ({ names, restorable }: { names: BulkNames; restorable: boolean }) => {
    const { selectedIds, data: records = [], onUnselectItems } = useListContext();
    const refresh = useRefresh();
    const toast = useToast();
    const n = selectedIds.length;
    return (
        <BulkDeleteWithConfirmButton
            mutationMode="undoable"
            confirmTitle={`Delete ${count(n, names)}?`}
            confirmContent={
                restorable
                    ? `You can restore ${n === 1 ? 'it' : 'them'} from Recently deleted.`
                    : 'Undo is offered for a few seconds; after that they cannot be got back.'
            }
            mutationOptions={{
                onSuccess: () => {
                    toast({
                        title: `${capitalized(n === 1 ? names.one : names.many)} deleted`,
                        description: `${count(n, names)} removed.`,
                        undoable: true,
                    });
                    onUnselectItems(true);
                },
                onError: (error: unknown) => {
                    const selected = records.filter((r) => selectedIds.includes(r.id));
                    toast({ title: `Failed to delete ${names.many}`, description: refusedText(error, selected, names), variant: 'error' });
                    refresh();
                },
            }}
        />
    );
};
