import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ActivityCatalogue } from '@shared/buddies';

export const getActivities = () => api<ActivityCatalogue>('/api/activities');

export const activitiesQueryOptions = () =>
  queryOptions({ queryKey: ['activities'], queryFn: getActivities });

export const useActivities = () => useQuery(activitiesQueryOptions());
