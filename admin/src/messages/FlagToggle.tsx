import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useRecordContext, useUpdate } from 'react-admin';
import type { ContactMessage } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';

interface FlagToggleProps {
    flag: 'read' | 'handled';
    /** The words of the flag being set and cleared: 'read' / 'unread'. */
    on: string;
    off: string;
    icons: { on: ReactNode; off: ReactNode };
}

/** Sets or clears one of a message's flags (PATCH takes only `read` and `handled`). */
export const FlagToggle = ({ flag, on, off, icons }: FlagToggleProps) => {
    const record = useRecordContext<ContactMessage>();
    const [update, { isPending }] = useUpdate<ContactMessage>();
    const toast = useToast();
    if (!record) return null;
    const next = !record[flag];
    const word = next ? on : off;
    return (
        <Button
            size="small"
            startIcon={record[flag] ? icons.off : icons.on}
            disabled={isPending}
            aria-label={`Mark message from ${record.name} as ${word}`}
            onClick={(e) => {
                e.stopPropagation();
                update(
                    'contact-messages',
                    { id: record.id, data: { [flag]: next }, previousData: record },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: () => toast({ title: `Marked as ${word}`, description: `Message from ${record.name}` }),
                        onError: (error) => toast({ title: 'Failed to update message', description: messageOf(error), variant: 'error' }),
                    },
                );
            }}
        >
            {`Mark ${word}`}
        </Button>
    );
};
