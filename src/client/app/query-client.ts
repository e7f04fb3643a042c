import { MutationCache, QueryClient } from '@tanstack/react-query';
import { refresh } from './invalidation';

/** SPEC section 9: no refetch interval, no refetch on focus, never stale, no retries. */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
  // A mutation names what it changed; the screens showing it refresh.
  mutationCache: new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) =>
      refresh(queryClient, mutation.meta?.changes ?? []),
  }),
});
