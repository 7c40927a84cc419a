import { createContext, useContext } from 'react';

/** Where the server renders its not-found page: one page for every unknown address. */
export const NOT_FOUND_PAGE = '/page-not-found';

/**
 * The address of an unknown product or post, which the server rendered as its page's
 * not-found state and sent with 404: the page shows that state there without asking for
 * the record again, on the server and while hydrating alike. Null for every other page.
 */
export const ServerNotFound = createContext<string | null>(null);

export const useServerNotFound = (pathname: string): boolean => useContext(ServerNotFound) === pathname;
