import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { z } from 'zod';
import type { LearnerProfile } from '@shared/profiles-schemas';
import type { OwnProfilePatchSchema } from '@shared/profiles-schemas';

export type OwnProfileChanges = z.input<typeof OwnProfilePatchSchema>;
import { receiveOwnLearnerProfile } from '@/hooks/use-own-learner-profile';

export const patchProfile = (changes: OwnProfileChanges) =>
  api<LearnerProfile>('/api/users/profile', { method: 'PATCH', body: changes, auth: 'required' });

/** PATCH /api/users/profile: the profile page's fields, and a new password with the current. */
export function usePatchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: (profile) => receiveOwnLearnerProfile(queryClient, profile),
    meta: { changes: ['own-profile'] },
  });
}
