import { useState } from 'react';
import { useCreate, useRefresh } from 'react-admin';
import { messageOf, useToast } from '../../layout/Toast';
import { fieldErrorsOf } from '../../lib/fieldErrors';
import { dialogFieldErrors } from './invoiceMoney';

type Checked = { body: Record<string, unknown>; errors?: undefined } | { body?: undefined; errors: Record<string, string> };

/**
 * Sends a payment or a credit note: the dialog's own checks first, then the server's,
 * whose field messages ("A payment cannot be more than the invoice's balance ($12.34)")
 * go on the dialog's fields; on success the invoice is read again.
 */
export function useMoneyCreate(resource: 'payments' | 'credit-notes', what: string, onDone: () => void) {
    const [create, { isPending }] = useCreate();
    const [errors, setErrors] = useState<Record<string, string>>({});
    const refresh = useRefresh();
    const toast = useToast();
    const send = (checked: Checked, done: string) => {
        if (checked.errors) {
            setErrors(checked.errors);
            return;
        }
        setErrors({});
        create(
            resource,
            { data: checked.body },
            {
                onSuccess: () => {
                    toast({ title: done });
                    onDone();
                    refresh();
                },
                onError: (error) => {
                    const fields = dialogFieldErrors(fieldErrorsOf(error));
                    setErrors(fields);
                    if (!Object.keys(fields).length)
                        toast({ title: `Failed to record the ${what}`, description: messageOf(error), variant: 'error' });
                },
            },
        );
    };
    return { send, errors, setErrors, busy: isPending };
}
