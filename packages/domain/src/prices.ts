import { limits } from './generated';

/** Whether a number has no digits past the hundredths (binary noise aside). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** The spec's message for an invalid price, or '' for a valid one. */
export function priceProblem(price: number): string {
  if (price < 0) return 'Price must be positive';
  if (!hasAtMostTwoDecimals(price)) return 'Price must have at most 2 decimal places';
  if (price > limits.maxPrice) return `Price must be at most ${limits.maxPrice}`;
  return '';
}

/** The message for a THC, CBD or terpene percentage outside 0-100 in steps of 0.01, or ''. */
export function percentageProblem(label: string, value: number): string {
  if (value < 0 || value > 100) return `${label} must be between 0 and 100`;
  if (!hasAtMostTwoDecimals(value)) return `${label} must have at most 2 decimal places`;
  return '';
}

/** A price as the API delivers it: a string with 2 decimals. */
export function formatPrice(price: number): string {
  return (Math.round(price * 100) / 100).toFixed(2);
}
