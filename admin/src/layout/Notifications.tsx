import { isValidElement, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Snackbar } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { ToastMessage, UndoContext, type ToastVariant } from './Toast';

const DEFAULT_DURATION = 5000;

/**
 * The one notification area of the app, shared by the login page and the back office so a
 * toast survives the move between them. One toast at a time: a new one replaces the one
 * on screen rather than waiting behind it. 5 s by default; F8 moves keyboard focus to it.
 *
 * An undoable change (a delete) waits while its toast is up: Undo takes it back; the toast
 * closing, being replaced, Dismiss or leaving the page sends it.
 */
export const Notifications = () => {
    const { notifications, setNotifications } = useNotificationContext();
    const takeMutation = useTakeUndoableMutation();
    const translate = useTranslate();
    const [current, setCurrent] = useState<{ payload: NotificationPayload; key: number } | null>(null);
    const [open, setOpen] = useState(false);
    // Whether the toast on screen holds a change not yet sent or taken back.
    const pending = useRef(false);
    // The toast whose change (if any) was put on hold.
    const armed = useRef(0);

    const settle = useCallback(
        (isUndo: boolean) => {
            if (!pending.current) return;
            pending.current = false;
            takeMutation()?.({ isUndo });
        },
        [takeMutation],
    );

    // The newest queued notification goes on screen at once; the ones seen are then taken
    // off the queue.
    const newest = notifications.at(-1);
    if (newest && newest !== current?.payload) {
        setCurrent({ payload: newest, key: (current?.key ?? 0) + 1 });
        setOpen(true);
    }
    // A toast that replaces one still holding a change sends that change first.
    useEffect(() => {
        if (!current || armed.current === current.key) return;
        armed.current = current.key;
        settle(false);
        pending.current = current.payload.notificationOptions?.undoable === true;
    }, [current, settle]);
    useEffect(() => {
        if (notifications.length) setNotifications((queue) => queue.filter((n) => !notifications.includes(n)));
    }, [notifications, setNotifications]);

    // A change waiting for Undo is sent when the page goes away, not lost.
    useEffect(() => {
        const send = () => settle(false);
        window.addEventListener('pagehide', send);
        return () => window.removeEventListener('pagehide', send);
    }, [settle]);

    useEffect(() => {
        const focusToast = (event: KeyboardEvent) => {
            if (event.key !== 'F8') return;
            const toast = document.querySelector<HTMLElement>('[data-toast]');
            if (toast) {
                event.preventDefault();
                toast.focus();
            }
        };
        window.addEventListener('keydown', focusToast);
        return () => window.removeEventListener('keydown', focusToast);
    }, []);

    const undoActions = useMemo(
        () => ({
            undo: () => {
                settle(true);
                setOpen(false);
            },
            dismiss: () => {
                settle(false);
                setOpen(false);
            },
        }),
        [settle],
    );

    if (!current) return null;
    const { message, type, notificationOptions = {} } = current.payload;
    const duration = notificationOptions.autoHideDuration === undefined ? DEFAULT_DURATION : (notificationOptions.autoHideDuration ?? null);
    const variant: ToastVariant = type === 'error' || type === 'warning' || type === 'success' ? type : 'info';
    return (
        <UndoContext.Provider value={undoActions}>
            <Snackbar
                key={current.key}
                open={open}
                autoHideDuration={duration}
                onClose={(_, reason) => {
                    if (reason === 'clickaway') return;
                    settle(false);
                    setOpen(false);
                }}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            >
                <div>
                    {isValidElement(message) ? (
                        message
                    ) : (
                        <ToastMessage
                            title={translate(String(message), { _: String(message), ...notificationOptions.messageArgs })}
                            variant={variant}
                            undoable={notificationOptions.undoable}
                        />
                    )}
                </div>
            </Snackbar>
        </UndoContext.Provider>
    );
};

/** AdminUI's own notification area is replaced by the shared one above. */
export const NoNotification = () => null;
