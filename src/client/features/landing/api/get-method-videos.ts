import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MethodVideoList } from '@shared/method-schemas';

/** Public: the method's videos as the team configured them (decision 047); none by default. */
export const methodVideosQueryOptions = () =>
  queryOptions({
    queryKey: ['method-videos'],
    queryFn: () => api<MethodVideoList>('/api/method-videos'),
  });

export const useMethodVideos = () => useQuery(methodVideosQueryOptions());
