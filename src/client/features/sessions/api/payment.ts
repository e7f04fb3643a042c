import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionPayment } from '@shared/payments';

/**
 * A session's latest payment (decision 038). A session without one (payments off, or not yet
 * approved) answers 404, once: not asked again.
 */
export function useSessionPayment(sessionId: string) {
  return useQuery({
    queryKey: ['payments', 'session', sessionId],
    queryFn: () =>
      api<SessionPayment>(`/api/payments/sessions/${encodeURIComponent(sessionId)}`, {
        auth: 'required',
      }),
    retry: false,
  });
}

/** Opens the provider's checkout for the session: the browser goes there. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (sessionId: string) =>
      api<{ url: string }>(`/api/payments/checkout/${encodeURIComponent(sessionId)}`, {
        method: 'POST',
        body: {},
        auth: 'required',
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
