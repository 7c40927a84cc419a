import { limits } from '@farmsite/domain';
import type { Validator } from '../lib/validation';

/** What a review staff add starts as: hidden until approved, as the server assumes too. */
export const reviewDefaults = { productId: '', rating: 5, author: '', comment: '', approved: false };

const hasAtMostOneDecimal = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6;

/** The server's rating rule: 1 to 5 stars in steps of 0.1. */
export const validateRating: Validator = (value) => {
    if (value === null || value === undefined || value === '') return 'Rating is required';
    const n = Number(value);
    if (!Number.isFinite(n)) return 'Rating must be a number';
    if (n < limits.minReviewRating || n > limits.maxReviewRating)
        return `Rating must be between ${limits.minReviewRating} and ${limits.maxReviewRating}`;
    if (!hasAtMostOneDecimal(n)) return 'Rating must have at most 1 decimal place';
    return undefined;
};

/** What the form sends: the fields staff set, the rating as a number. */
export function reviewPayload(data: Record<string, unknown>) {
    return {
        productId: data.productId,
        rating: data.rating === '' || data.rating === null ? null : Number(data.rating),
        author: String(data.author ?? '').trim(),
        comment: String(data.comment ?? '').trim(),
        approved: Boolean(data.approved),
    };
}
