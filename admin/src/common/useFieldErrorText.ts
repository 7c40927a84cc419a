import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrorMessage } from '../lib/fieldErrors';

/**
 * The text of a field's error as react-admin's own inputs show it (the spec's message
 * as written, never the '@@react-admin@@' form it is kept in): for inputs that show
 * their error themselves.
 */
export function useFieldErrorText() {
    const translate = useTranslate();
    return useCallback(
        (raw: unknown): string | undefined => {
            const error = fieldErrorMessage(raw);
            return error ? translate(error.message, { _: error.message, ...error.args }) : undefined;
        },
        [translate],
    );
}
