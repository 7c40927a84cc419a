import { createContext, use } from 'react';

/** Where the server renders its not-found page: one page for every unknown address. */
export const NOT_FOUND_PAGE = '/page-not-found';

/**
 * The address the server answered with its not-found page (404) though the routes would
 * give it another page (an unknown product or post): the browser shows the same page
 * there, so hydration finds what it renders. Null for every other page.
 */
export const ServerNotFound = createContext<string | null>(null);

export const useServerNotFound = (pathname: string): boolean => use(ServerNotFound) === pathname;
