import { describe, expect, it } from 'vitest';
import cases from '../../../backend/catalog/testdata/rule_cases.json';
import {
  buildSrcSet,
  cardImages,
  coordinateProblem,
  coordinatesFromMapLink,
  crumbLabel,
  decimalPrice,
  formatLongDate,
  formatPercent,
  isValidEmail,
  isValidLink,
  isValidPublishDate,
  matchesCategory,
  matchesSearch,
  passwordProblems,
  percentageProblem,
  priceProblem,
  ratingProblem,
  rawFileSharingUrl,
  slugify,
  sortFromQuery,
  sortProducts,
  sortVariants,
  validateContact,
  validateOrder,
  variantWeightInGrams,
  widthVariant,
  type OrderValues,
} from './index';

const emptyOrder: OrderValues = {
  name: '',
  email: '',
  phone: '',
  fulfillment: '',
  street: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  note: '',
};

// The same cases the Go rules pass (backend/catalog/rule_cases_test.go, backend/seo's breadcrumb labels).
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
  it.each(cases.prices)('priceProblem($in)', ({ in: price, problem, decimal }) => {
    expect(priceProblem(price)).toBe(problem);
    expect(decimalPrice(price)).toBe(decimal);
  });
  it.each(cases.percentages)('percentageProblem($label, $in)', ({ label, in: value, problem }) => {
    expect(percentageProblem(label, value)).toBe(problem);
  });
  it.each(cases.percentDisplays)('formatPercent($in)', ({ in: value, out }) => {
    expect(formatPercent(value)).toBe(out);
  });
  it.each(cases.links)('isValidLink($in)', ({ in: text, valid }) => {
    expect(isValidLink(text)).toBe(valid);
  });
  it.each(cases.coordinates)('coordinateProblem($field, $in)', ({ field, in: value, problem }) => {
    expect(coordinateProblem(field as 'latitude' | 'longitude', value)).toBe(problem);
  });
  it.each(cases.mapLinks)('coordinatesFromMapLink: $about', ({ in: link, latitude, longitude }) => {
    expect(coordinatesFromMapLink(link)).toEqual(latitude === null ? null : { latitude, longitude });
  });
  it.each(cases.breadcrumbLabels)('crumbLabel($segment)', ({ segment, label }) => {
    expect(crumbLabel(segment)).toBe(label);
  });
  it.each(cases.fileSharing)('rawFileSharingUrl($in)', ({ in: link, out }) => {
    expect(rawFileSharingUrl(link)).toBe(out);
  });
  it.each(cases.widthUrls)('widthVariant($src, $width)', ({ src, width, out }) => {
    expect(widthVariant(src, width)).toBe(out);
  });
  it.each(cases.emails)('isValidEmail($in)', ({ in: email, valid }) => {
    expect(isValidEmail(email)).toBe(valid);
  });
  it.each(cases.contactForms)('validateContact: $about', ({ values, errors }) => {
    expect(validateContact(values)).toEqual(errors);
  });
  it.each(cases.orderForms)('validateOrder: $about', ({ values, errors }) => {
    // A field the case leaves out is empty, as the server reads it.
    expect(validateOrder({ ...emptyOrder, ...values } as OrderValues)).toEqual(errors);
  });
  it.each(cases.passwords)('passwordProblems($password, $confirm)', ({ password, confirm, errors }) => {
    expect(passwordProblems(password, confirm)).toEqual(errors);
  });
  it.each(cases.ratings)('ratingProblem($in)', ({ in: rating, problem }) => {
    expect(ratingProblem(rating)).toBe(problem);
  });
  it.each(cases.categories)('matchesCategory and cardImages: $about', ({ product, category, matches, cardImages: images }) => {
    expect(matchesCategory(product, category)).toBe(matches);
    expect(cardImages(product, category)).toEqual(images);
  });
  it.each(cases.productSearches)('matchesSearch($name, $query)', ({ name, query, matches }) => {
    expect(matchesSearch({ name }, query)).toBe(matches);
  });
  it.each(cases.productSorts)('sortProducts: $about', ({ sort, products, order }) => {
    expect(sortProducts(products, sortFromQuery(sort)).map((p) => p.name)).toEqual(order);
  });
  it.each(cases.publishDates)('isValidPublishDate($in)', ({ in: text, valid }) => {
    expect(isValidPublishDate(text)).toBe(valid);
  });
  it.each(cases.longDates)('formatLongDate($in)', ({ in: value, out }) => {
    expect(formatLongDate(value)).toBe(out);
  });
});

describe('buildSrcSet', () => {
  it('lists each width variant of an /uploads/ image, and none of another', () => {
    expect(buildSrcSet('/uploads/a.jpg?rotate=90', [320, 640])).toBe(
      '/uploads/a.jpg?rotate=90&w=320 320w, /uploads/a.jpg?rotate=90&w=640 640w',
    );
    expect(buildSrcSet('https://example.com/a.jpg')).toBeUndefined();
  });
});
