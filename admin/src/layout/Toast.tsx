import { useCallback } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useNotify } from 'react-admin';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

interface ToastProps {
    title: string;
    description?: string;
    variant?: ToastVariant;
}

/** A toast's body: a title and, below it, the detail (the server's message when there is one). */
export const ToastMessage = ({ title, description, variant = 'success' }: ToastProps) => (
    <Alert severity={variant} variant="filled" tabIndex={-1} data-toast sx={{ minWidth: 280, maxWidth: 560, boxShadow: 6 }}>
        <AlertTitle sx={{ mb: description ? 0.5 : 0, fontWeight: 600 }}>{title}</AlertTitle>
        {description}
    </Alert>
);

/** The spec's toasts (a title and a description) through react-admin's notifications. */
export function useToast() {
    const notify = useNotify();
    return useCallback(
        ({ title, description, variant = 'success' }: ToastProps) =>
            notify(<ToastMessage title={title} description={description} variant={variant} />, {
                type: variant,
                autoHideDuration: variant === 'error' ? 8000 : 5000,
            }),
        [notify],
    );
}

/** The message of whatever a failed call threw. */
export function messageOf(error: unknown): string | undefined {
    if (!error) return undefined;
    if (typeof error === 'string') return error;
    const message = (error as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : undefined;
}
