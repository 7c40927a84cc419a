import { createContext, useCallback, useContext } from 'react';
import { Alert, AlertTitle, Button, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify } from 'react-admin';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

interface ToastProps {
    title: string;
    description?: string;
    variant?: ToastVariant;
    /** The toast of an undoable change (a delete): it offers Undo until it closes, when the change is sent. */
    undoable?: boolean;
}

/** What the toast of an undoable change does: Undo takes it back, Dismiss sends it now. */
export const UndoContext = createContext<{ undo: () => void; dismiss: () => void } | null>(null);

/** A toast's body: a title and, below it, the detail (the server's message when there is one). */
export const ToastMessage = ({ title, description, variant = 'success', undoable }: ToastProps) => {
    const actions = useContext(UndoContext);
    return (
        <Alert
            severity={variant}
            variant="filled"
            tabIndex={-1}
            data-toast
            sx={{ minWidth: 280, maxWidth: 560, boxShadow: 6 }}
            action={
                undoable && actions ? (
                    <>
                        <Button color="inherit" size="small" onClick={actions.undo} sx={{ fontWeight: 700 }}>
                            Undo
                        </Button>
                        <IconButton color="inherit" size="small" aria-label="Dismiss" onClick={actions.dismiss}>
                            <CloseIcon fontSize="small" />
                        </IconButton>
                    </>
                ) : undefined
            }
        >
            <AlertTitle sx={{ mb: description ? 0.5 : 0, fontWeight: 600 }}>{title}</AlertTitle>
            {description}
        </Alert>
    );
};

/** How long an undoable change waits for Undo before it is sent (react-admin keeps the list as it shows it for as long). */
export const UNDO_WINDOW_MS = 5000;

/** The spec's toasts (a title and a description) through react-admin's notifications. */
export function useToast() {
    const notify = useNotify();
    return useCallback(
        ({ title, description, variant = 'success', undoable }: ToastProps) =>
            notify(<ToastMessage title={title} description={description} variant={variant} undoable={undoable} />, {
                type: variant,
                undoable,
                autoHideDuration: undoable ? UNDO_WINDOW_MS : variant === 'error' ? 8000 : 5000,
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
