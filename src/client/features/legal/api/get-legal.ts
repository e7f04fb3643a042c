import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LegalDetails } from '@shared/legal';

/** GET /api/legal: the business details as configured, and the current terms version. */
export const legalQueryOptions = () =>
  queryOptions({
    queryKey: ['legal'],
    queryFn: () => api<LegalDetails>('/api/legal'),
    staleTime: Infinity,
  });

export const useLegalDetails = () => useQuery(legalQueryOptions());
