import { QueryClient } from '@tanstack/react-query';

/** Spec section 7's defaults: no retries, data never stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
    },
  });
}
