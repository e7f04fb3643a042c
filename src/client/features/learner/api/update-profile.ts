import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { z } from 'zod';
import type { LearnerProfile } from '@shared/profiles-schemas';
import type { LearnerProfileUpdateSchema } from '@shared/profiles-schemas';

/** What the form sends: any of the fields (the server trims and checks them). */
export type LearnerProfileChanges = z.input<typeof LearnerProfileUpdateSchema>;
import { receiveOwnLearnerProfile } from '@/hooks/use-own-learner-profile';

export const updateProfile = (userId: string, changes: LearnerProfileChanges) =>
  api<LearnerProfile>(`/api/profile/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: changes,
    auth: 'required',
  });

/** PUT /api/profile/{id}: one or more fields of the learner's profile (an inline edit). */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: LearnerProfileChanges) => updateProfile(userId, changes),
    onSuccess: (profile) => receiveOwnLearnerProfile(queryClient, profile),
    meta: { changes: ['own-profile'] },
  });
}
