import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PayoutStatus } from '@shared/payments';

/**
 * The buddy's payout status, asked of the provider each time the card shows (decision 038);
 * none while payments are off (the card then hides).
 */
export function usePayoutStatus() {
  return useQuery({
    queryKey: ['payments', 'payout-account'],
    queryFn: () =>
      api<{ status: PayoutStatus }>('/api/payments/payout-account', { auth: 'required' }),
    retry: false,
  });
}

/** "Set up payouts": the provider's onboarding, where the browser goes. */
export function useSetUpPayouts() {
  return useMutation({
    mutationFn: () =>
      api<{ url: string }>('/api/payments/payout-account', {
        method: 'POST',
        body: {},
        auth: 'required',
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
