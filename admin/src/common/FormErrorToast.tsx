import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { useToast } from '../layout/Toast';
import { useFieldErrorText } from './useFieldErrorText';

/**
 * Inside a form whose own invalid-form notification is off (`disableInvalidFormNotification`):
 * when a submit is refused because `field` is invalid, says so in the spec's toast
 * (`title`, with the field's message); otherwise react-admin's usual "The form is not
 * valid" (only one toast shows at a time, so the two cannot both be sent).
 */
export const FormErrorToast = ({ field, title }: { field: string; title: string }) => {
    const { submitCount, errors } = useFormState();
    const toast = useToast();
    const notify = useNotify();
    const errorText = useFieldErrorText();
    const seen = useRef(submitCount);
    useEffect(() => {
        if (submitCount === seen.current) return;
        seen.current = submitCount;
        if (!Object.keys(errors).length) return;
        const error = errors[field];
        if (error) {
            toast({ title, description: errorText(error.message), variant: 'error' });
            return;
        }
        const serverError = errors.root?.serverError?.message;
        notify(typeof serverError === 'string' ? serverError : 'ra.message.invalid_form', { type: 'error' });
    }, [submitCount, errors, field, title, toast, notify, errorText]);
    return null;
};
