import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ModerationReport } from '@shared/reports';

/** GET /api/moderator/reports: computed when asked, kept a minute. */
export const moderationReportQueryOptions = () =>
  queryOptions({
    queryKey: ['moderation', 'reports'],
    queryFn: () => api<ModerationReport>('/api/moderator/reports', { auth: 'required' }),
    staleTime: 60_000,
  });

export const useModerationReport = () => useQuery(moderationReportQueryOptions());
