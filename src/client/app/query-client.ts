import { QueryClient } from '@tanstack/react-query';

/** SPEC section 9: no refetch interval, no refetch on focus, never stale, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
