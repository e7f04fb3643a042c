import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FinanceSummary, HeldDecision } from '@shared/payments';

const financeKey = ['payments', 'finance'] as const;

/** GET /api/payments/finance: the money from the ledger and the held sessions (decision 038). */
export function useFinance() {
  return useQuery({
    queryKey: financeKey,
    queryFn: () => api<FinanceSummary>('/api/payments/finance', { auth: 'required' }),
  });
}

/** A moderator's decision on a held session: release, refund all, or refund a part. */
export function useDecideHeld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, decision }: { sessionId: string; decision: HeldDecision }) =>
      api<{ decided: true }>(`/api/payments/sessions/${encodeURIComponent(sessionId)}/decision`, {
        method: 'POST',
        body: decision,
        auth: 'required',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKey }),
  });
}
