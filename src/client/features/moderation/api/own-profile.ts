import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StaffProfile } from '@shared/profiles';

const ownStaffProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['own-staff-profile', userId],
    queryFn: () =>
      api<StaffProfile>(`/api/profile/${encodeURIComponent(userId)}`, { auth: 'required' }),
  });

/** GET /api/profile/{id} for the signed-in staff member. */
export const useOwnStaffProfile = (userId: string) => useQuery(ownStaffProfileQueryOptions(userId));

export type StaffProfileChanges = Pick<StaffProfile, 'fullName' | 'bio' | 'department'>;

/** PUT /api/profile/{id}: the staff member's name, bio and department. */
export function useUpdateOwnStaffProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: StaffProfileChanges) =>
      api<StaffProfile>(`/api/profile/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        body: changes,
        auth: 'required',
      }),
    onSuccess: (profile) =>
      queryClient.setQueryData(ownStaffProfileQueryOptions(userId).queryKey, profile),
    meta: { changes: ['own-profile'] },
  });
}
