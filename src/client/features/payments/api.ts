import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { Receipt, TestCheckoutView } from '@shared/payments';

/** The built-in test provider's checkout (PAYMENTS=test, decision 038). */
export function useTestCheckout(checkout: string) {
  return useQuery({
    queryKey: ['payments', 'test-checkout', checkout],
    queryFn: () =>
      api<TestCheckoutView>(`/api/payments/test-checkout?checkout=${encodeURIComponent(checkout)}`),
  });
}

export function usePayTestCheckout() {
  return useMutation({
    mutationFn: (checkout: string) =>
      api<{ redirect: string }>('/api/payments/test-checkout/pay', {
        method: 'POST',
        body: { checkout },
      }),
    onSuccess: ({ redirect }) => window.location.assign(redirect),
  });
}

/** A paid session's receipt, for its learner (decision 038). */
export function useReceipt(sessionId: string) {
  return useQuery({
    queryKey: ['payments', 'receipt', sessionId],
    queryFn: () =>
      api<Receipt>(`/api/payments/sessions/${encodeURIComponent(sessionId)}/receipt`, {
        auth: 'required',
      }),
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });
}
