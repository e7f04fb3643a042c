import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PublicBuddy } from '@shared/buddies';

/** Every buddy profile in the cache, whichever buddy. */
export const buddyProfilesKey = ['buddies', 'profile'] as const;

export const getBuddy = (id: string) =>
  api<PublicBuddy>(`/api/buddy/${encodeURIComponent(id)}`, { auth: 'required' });

export const buddyQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...buddyProfilesKey, id], queryFn: () => getBuddy(id) });

export const useBuddy = (id: string) => useQuery(buddyQueryOptions(id));
