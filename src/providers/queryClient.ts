import { QueryClient } from '@tanstack/react-query';

/**
 * The one react-query cache of the app: the portal uses it directly, and the admin hands it to
 * Refine (which would otherwise make its own), so both see the same data.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
