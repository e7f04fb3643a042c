import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PublicBuddy } from '@shared/buddies';

export const getBuddy = (id: string) => api<PublicBuddy>(`/api/buddy/${encodeURIComponent(id)}`);

export const buddyQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['buddies', 'profile', id], queryFn: () => getBuddy(id) });

export const useBuddy = (id: string) => useQuery(buddyQueryOptions(id));
