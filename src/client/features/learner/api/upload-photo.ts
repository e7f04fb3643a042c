import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LearnerProfile } from '@shared/profiles';
import { receiveOwnLearnerProfile } from '@/hooks/use-own-learner-profile';

export function uploadPhoto(userId: string, photo: File) {
  const form = new FormData();
  form.append('profilePhoto', photo);
  return api<LearnerProfile>(`/api/profile/${encodeURIComponent(userId)}/photo`, {
    method: 'POST',
    body: form,
    auth: 'required',
  });
}

/** POST /api/profile/{id}/photo: a new profile photo (the server checks and re-encodes it). */
export function useUploadPhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => uploadPhoto(userId, photo),
    onSuccess: (profile) => receiveOwnLearnerProfile(queryClient, profile),
    meta: { changes: ['own-profile'] },
  });
}
