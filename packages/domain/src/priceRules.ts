import { limits } from './generated';
import { messages, percentageMessages } from './generatedMessages';

/** How a message names a percentage: 'THC', 'CBD' or 'Terpenes' (the product schema's labels). */
export type PercentageLabel = keyof typeof percentageMessages;

/** Whether a number has no digits past the hundredths (binary noise aside). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** The spec's message for an invalid price, or '' for a valid one. */
export function priceProblem(price: number): string {
  if (price < 0) return messages.priceNegative;
  if (!hasAtMostTwoDecimals(price)) return messages.priceDecimals;
  if (price > limits.maxPrice) return messages.priceTooHigh;
  return '';
}

/** The message for a THC, CBD or terpene percentage outside 0-100 in steps of 0.01, or ''. */
export function percentageProblem(label: string, value: number): string {
  const said = percentageMessages[label as PercentageLabel];
  if (value < 0 || value > 100) return said.range;
  if (!hasAtMostTwoDecimals(value)) return said.decimals;
  return '';
}
