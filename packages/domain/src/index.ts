/** The domain core for both apps: the API's types and the shared constants (generated
 * from backend/catalog), and the rules each app applies before it asks the server. Their
 * cases, shared with the Go rules, are backend/catalog/testdata/rule_cases.json. */
export * from './generated';
export * from './generatedMessages';
export * from './paths';
export * from './slug';
export * from './variants';
export * from './prices';
export * from './percent';
export * from './priceRules';
export * from './links';
export * from './mapLinks';
export * from './forms';
export * from './password';
export * from './rating';
export * from './fileSharing';
export * from './images';
export * from './categories';
export * from './productList';
export * from './breadcrumbs';
export * from './dates';
export * from './copyCheck';
export * from './markdown';
export * from './hours';
export * from './wholesaleLabels';
