import { useQuery } from '@tanstack/react-query';
import { call } from '../../providers/http';

/**
 * A read-only call outside Refine's list/one verbs (preview pages, issue dates, facet options),
 * cached by react-query under Refine's client.
 */
export function useAreaCall<T>(path: string | undefined, query: Record<string, unknown> = {}) {
  return useQuery({
    queryKey: ['area-call', path, query],
    queryFn: async () => (await call<T>('GET', path!, { query })).data as T,
    enabled: Boolean(path),
    staleTime: 60_000,
  });
}
