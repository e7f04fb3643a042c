import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { ownBuddyProfileKey } from '@/hooks/use-own-buddy-profile';
import { api } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';
import type { BuddyProfileUpdateSchema } from '@shared/buddy-profile';
import { PROFILE_TEXTS } from '@shared/profiles';
import type { BuddyOwnProfile } from '@shared/profiles-schemas';

/** What an edit sends: any of the fields; `activities` is the whole list (decision 031). */
export type BuddyProfileChanges = z.input<typeof BuddyProfileUpdateSchema>;

export const updateBuddyProfile = (changes: BuddyProfileChanges) =>
  api<BuddyOwnProfile>('/api/buddy/profile', { method: 'PUT', body: changes, auth: 'required' });

/**
 * PUT /api/buddy/profile: the answer is the profile as saved, shown at once; a listed buddy's
 * public profile and the lists show it too (the server drops their cached reads).
 */
export function useUpdateBuddyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuddyProfile,
    onSuccess: (profile) => queryClient.setQueryData(ownBuddyProfileKey, profile),
    meta: { changes: ['buddies'] },
  });
}

/** Saves one change (an inline edit); a failure is toasted and the edit shows the old value. */
export function useSaveBuddyProfile() {
  const update = useUpdateBuddyProfile();
  return (changes: BuddyProfileChanges) =>
    update.mutateAsync(changes).catch((error: Error) => {
      toast.error(failureText(error, PROFILE_TEXTS.updateFailed));
      throw error;
    });
}
