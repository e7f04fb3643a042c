import { useQuery } from '@tanstack/react-query';
import { firstRead } from '@/lib/api-client';
import type { PublicBuddy } from '@shared/buddies';

/** Every buddy profile in the cache, whichever buddy. */
export const buddyProfilesKey = ['buddies', 'profile'] as const;

export const buddyQueryOptions = (id: string) =>
  firstRead<PublicBuddy, readonly [...typeof buddyProfilesKey, string]>(
    [...buddyProfilesKey, id],
    `/api/buddy/${encodeURIComponent(id)}`,
  );

export const useBuddy = (id: string) => useQuery(buddyQueryOptions(id));
