import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ActivityCatalogue } from '@shared/buddies';
import { activityCatalogue } from '@shared/catalogue';

export const getActivities = () => api<ActivityCatalogue>('/api/activities');

/**
 * Until the server answers, the fixed catalogue stands in (`isPlaceholderData`): the page is
 * prerendered with it, so its texts and first image paint before any script; only the buddies
 * offering each activity wait for the answer.
 */
export const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['activities'],
    queryFn: getActivities,
    placeholderData: () => activityCatalogue(),
  });

export const useActivities = () => useQuery(activitiesQueryOptions());
