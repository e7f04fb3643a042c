import { MutationCache, QueryClient } from '@tanstack/react-query';
import { refresh } from './invalidation';

/**
 * A cache as the app keeps it (the app's one, a component test's own). SPEC section 9: no
 * refetch interval, no refetch on focus, never stale, no retries.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
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
        refresh(client, mutation.meta?.changes ?? []),
    }),
  });
  return client;
}

export const queryClient = createQueryClient();
