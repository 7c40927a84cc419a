/** The domain core for both apps: the API's types and the shared constants (generated
 * from backend/catalog), and the rules each app applies before it asks the server. */
export * from './generated';
export * from './slug';
export * from './variants';
export * from './prices';
export * from './links';
