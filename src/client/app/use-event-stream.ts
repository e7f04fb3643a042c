import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-store';

/**
 * One event stream per tab while someone is signed in; a new token gets a new stream. The
 * stream's code loads only then: a visitor's first page does without it.
 */
export function useEventStream(queryClient: QueryClient) {
  const auth = useAuth();
  const token = auth?.token;
  const userId = auth?.userId;
  useEffect(() => {
    if (!token || !userId) return;
    const controller = new AbortController();
    void import('./event-stream').then(({ follow }) =>
      follow({ token, userId, queryClient }, controller.signal),
    );
    return () => controller.abort();
  }, [token, userId, queryClient]);
}
