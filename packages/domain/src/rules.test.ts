import { describe, expect, it } from 'vitest';
import cases from '../../../backend/catalog/testdata/rule_cases.json';
import { formatPrice, isValidLink, percentageProblem, priceProblem, slugify, sortVariants, variantWeightInGrams } from './index';

// The same cases the Go rules pass (backend/catalog/rule_cases_test.go).
describe('the shared rule cases', () => {
  it.each(cases.slugs)('slugify($in)', ({ in: text, out }) => {
    expect(slugify(text)).toBe(out);
  });
  it.each(cases.weights)('variantWeightInGrams($in)', ({ in: text, grams }) => {
    const got = variantWeightInGrams(text);
    if (grams === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(grams, 9);
  });
  it.each(cases.variantOrder)('sortVariants: $about', ({ variants, order }) => {
    expect(sortVariants(variants).map((v) => v.name)).toEqual(order);
  });
  it.each(cases.prices)('priceProblem($in)', ({ in: price, problem, formatted }) => {
    expect(priceProblem(price)).toBe(problem);
    expect(formatPrice(price)).toBe(formatted);
  });
  it.each(cases.percentages)('percentageProblem($label, $in)', ({ label, in: value, problem }) => {
    expect(percentageProblem(label, value)).toBe(problem);
  });
  it.each(cases.links)('isValidLink($in)', ({ in: text, valid }) => {
    expect(isValidLink(text)).toBe(valid);
  });
});
