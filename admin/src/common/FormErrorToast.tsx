import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useToast } from '../layout/Toast';

/**
 * Inside a form: when a submit is refused because `field` is invalid, also says so in a
 * toast (the field shows the message itself).
 */
export const FormErrorToast = ({ field, title }: { field: string; title: string }) => {
    const { submitCount, errors } = useFormState();
    const toast = useToast();
    const seen = useRef(submitCount);
    useEffect(() => {
        if (submitCount === seen.current) return;
        seen.current = submitCount;
        const error = errors[field];
        if (error) toast({ title, description: String(error.message ?? ''), variant: 'error' });
    }, [submitCount, errors, field, title, toast]);
    return null;
};
