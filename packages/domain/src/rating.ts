import { limits } from './generated';
import { messages } from './generatedMessages';

const hasAtMostOneDecimal = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6;

/** The message for a review rating outside 1-5 in steps of 0.1, or '' (backend/catalog's RatingProblem). */
export function ratingProblem(rating: number): string {
  if (rating < limits.minReviewRating || rating > limits.maxReviewRating) return messages.ratingRange;
  if (!hasAtMostOneDecimal(rating)) return messages.ratingDecimals;
  return '';
}
