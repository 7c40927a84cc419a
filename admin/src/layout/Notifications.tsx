import { isValidElement, useEffect, useState } from 'react';
import { Snackbar } from '@mui/material';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { ToastMessage, type ToastVariant } from './Toast';

const DEFAULT_DURATION = 5000;

/**
 * The one notification area of the app, shared by the login page and the back office so a
 * toast survives the move between them. One toast at a time: a new one replaces the one
 * on screen rather than waiting behind it. 5 s by default; F8 moves keyboard focus to it.
 * (The app never uses react-admin's undoable mode, so there is no Undo button here.)
 */
export const Notifications = () => {
    const { notifications, setNotifications } = useNotificationContext();
    const translate = useTranslate();
    const [current, setCurrent] = useState<{ payload: NotificationPayload; key: number } | null>(null);
    const [open, setOpen] = useState(false);

    // The newest queued notification goes on screen at once; the ones seen are then taken
    // off the queue, so older ones never wait behind it.
    const newest = notifications.at(-1);
    if (newest && newest !== current?.payload) {
        setCurrent({ payload: newest, key: (current?.key ?? 0) + 1 });
        setOpen(true);
    }
    useEffect(() => {
        if (notifications.length) setNotifications((queue) => queue.filter((n) => !notifications.includes(n)));
    }, [notifications, setNotifications]);

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

    if (!current) return null;
    const { message, type, notificationOptions = {} } = current.payload;
    const duration = notificationOptions.autoHideDuration === undefined ? DEFAULT_DURATION : (notificationOptions.autoHideDuration ?? null);
    const variant: ToastVariant = type === 'error' || type === 'warning' || type === 'success' ? type : 'info';
    return (
        <Snackbar
            key={current.key}
            open={open}
            autoHideDuration={duration}
            onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
            <div>
                {isValidElement(message) ? (
                    message
                ) : (
                    <ToastMessage
                        title={translate(String(message), { _: String(message), ...notificationOptions.messageArgs })}
                        variant={variant}
                    />
                )}
            </div>
        </Snackbar>
    );
};

/** AdminUI's own notification area is replaced by the shared one above. */
export const NoNotification = () => null;
