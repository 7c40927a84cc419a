import { useEffect } from 'react';

export const APP_TITLE = 'Back office';

/** Names the browser tab after the screen, so history and tabs read well. */
export function useDocumentTitle(title?: string) {
    useEffect(() => {
        document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
    }, [title]);
}
