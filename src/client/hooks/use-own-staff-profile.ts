import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StaffProfile } from '@shared/profiles-schemas';

/**
 * A signed-in staff member's own profile (GET /api/profile/{id}): one query for the header's
 * avatar and the moderator's My Profile tab, so that a new name shows in both at once.
 */
export const ownStaffProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['own-staff-profile', userId],
    queryFn: () =>
      api<StaffProfile>(`/api/profile/${encodeURIComponent(userId)}`, { auth: 'required' }),
  });

export const useOwnStaffProfile = (userId: string, enabled = true) =>
  useQuery({ ...ownStaffProfileQueryOptions(userId), enabled });
