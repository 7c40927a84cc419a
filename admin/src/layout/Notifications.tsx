import { useEffect } from 'react';
import { Notification } from 'react-admin';

/**
 * The one notification area of the app, shared by the login page and the back office so
 * a toast survives the move between them. One toast at a time, 5 s by default; F8 moves
 * keyboard focus to the toast on screen.
 */
export const Notifications = () => {
    useEffect(() => {
        const focusToast = (event: KeyboardEvent) => {
            if (event.key !== 'F8') return;
            const toast = document.querySelector<HTMLElement>('[data-toast], .MuiSnackbarContent-root');
            if (toast) {
                event.preventDefault();
                if (!toast.hasAttribute('tabindex')) toast.setAttribute('tabindex', '-1');
                toast.focus();
            }
        };
        window.addEventListener('keydown', focusToast);
        return () => window.removeEventListener('keydown', focusToast);
    }, []);
    return <Notification autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />;
};

/** AdminUI's own notification area is replaced by the shared one above. */
export const NoNotification = () => null;
