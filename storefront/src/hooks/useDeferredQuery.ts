import { useDeferredValue } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * useQuery whose data and status reach the page through useDeferredValue: under React the
 * render that new data causes runs as a transition, in small slices; under Preact, which
 * serves the storefront (docs/rendering.md), the value passes through at once.
 */
export function useDeferredQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  const query = useQuery(options);
  const data = useDeferredValue(query.data);
  const status = useDeferredValue(query.status);
  return {
    data,
    status,
    isPending: status === 'pending',
    isError: status === 'error',
    error: query.error,
    refetch: query.refetch,
  };
}
