import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownStaffProfileQueryOptions } from '@/hooks/use-own-staff-profile';
import { api } from '@/lib/api-client';
import type { StaffProfile } from '@shared/profiles-schemas';

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
