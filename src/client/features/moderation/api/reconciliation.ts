import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reconciliation } from '@shared/reconciliation';

/** GET /api/payments/reconciliation: the ledger's last comparison with the provider (decision 038). */
export const reconciliationQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'reconciliation'] as const,
    queryFn: () => api<Reconciliation>('/api/payments/reconciliation', { auth: 'required' }),
  });

export const useReconciliation = () => useQuery(reconciliationQueryOptions());
