import {
    isValidHttpUrl,
    isValidLink,
    isValidPublishDate,
    messages,
    type PercentageLabel,
    percentageMessages,
    percentageProblem,
    priceProblem,
} from '@farmsite/domain';

/**
 * Form rules of spec section 5, as react-admin validators: each returns the spec's
 * message, or undefined when the value is fine. The server applies the same rules.
 */
export type Validator = (value: unknown) => string | undefined;

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export const requiredText =
    (message: string): Validator =>
    (value) =>
        isBlank(value) ? message : undefined;

export const validatePrice: Validator = (value) => {
    if (isBlank(value)) return messages.priceRequired;
    const price = Number(value);
    if (!Number.isFinite(price)) return messages.priceNotNumber;
    return priceProblem(price) || undefined;
};

/** THC, CBD and terpenes: optional (null = unknown), else 0 to 100 in steps of 0.01. */
export const validatePercentage =
    (label: PercentageLabel): Validator =>
    (value) => {
        if (isBlank(value)) return undefined;
        const n = Number(value);
        if (!Number.isFinite(n)) return percentageMessages[label].notNumber;
        return percentageProblem(label, n) || undefined;
    };

/** An optional absolute http(s) URL ('Must be a valid URL'). */
export const validateOptionalUrl: Validator = (value) =>
    isBlank(value) || isValidHttpUrl(String(value).trim()) ? undefined : messages.invalidUrl;

/** Lab results may also be a file on this site (a path starting with /). */
export const validateOptionalLink: Validator = (value) =>
    isBlank(value) || isValidLink(String(value).trim()) ? undefined : messages.invalidUrl;

export const validatePublishDate: Validator = (value) =>
    isBlank(value) || !isValidPublishDate(String(value)) ? messages.invalidDate : undefined;

export const validateImages: Validator = (value) => (Array.isArray(value) && value.length > 0 ? undefined : messages.imagesRequired);

/** A blank optional text sent as null, so "unknown" is never stored as "". */
export const blankToNull = (value: unknown) => (isBlank(value) ? null : value);
