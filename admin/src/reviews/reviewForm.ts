import { messages, ratingProblem } from '@farmsite/domain';
import type { Validator } from '../lib/validation';

/** What a review staff add starts as: hidden until approved, as the server assumes too. */
export const reviewDefaults = { productId: '', rating: 5, author: '', comment: '', approved: false };

/** The server's rating rule: 1 to 5 stars in steps of 0.1. */
export const validateRating: Validator = (value) => {
    if (value === null || value === undefined || value === '') return messages.ratingRequired;
    const n = Number(value);
    if (!Number.isFinite(n)) return messages.ratingNotNumber;
    return ratingProblem(n) || undefined;
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
