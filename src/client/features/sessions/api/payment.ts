import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionPayment } from '@shared/payments';

/** How often a payment the provider has not yet told us about is asked again, and how long. */
const POLL_MS = 2_000;
const POLL_TIMES = 150;

/** Every session's payment in the cache: a change of a session may change its payment. */
export const paymentsKey = ['payments', 'session'] as const;

/**
 * A session's latest payment (decision 038). A session without one (payments off, or not yet
 * approved) answers 404, once: not asked again. `follow`: asked again while it waits (the
 * learner is back from the checkout, and the provider's news may come a moment later).
 */
export function useSessionPayment(sessionId: string, { follow = false, enabled = true } = {}) {
  return useQuery({
    queryKey: [...paymentsKey, sessionId],
    queryFn: () =>
      api<SessionPayment>(`/api/payments/sessions/${encodeURIComponent(sessionId)}`, {
        auth: 'required',
      }),
    retry: false,
    enabled,
    refetchInterval: (query) =>
      follow && query.state.data?.status === 'awaiting' && query.state.dataUpdateCount < POLL_TIMES
        ? POLL_MS
        : false,
  });
}

/** POST /api/payments/checkout/{id}: where the provider's checkout for the session is. */
export const startCheckout = (sessionId: string) =>
  api<{ url: string }>(`/api/payments/checkout/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    body: {},
    auth: 'required',
  });

/** Opens the provider's checkout for the session: the browser goes there. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
