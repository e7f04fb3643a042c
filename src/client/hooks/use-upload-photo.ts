import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function uploadPhoto(userId: string, photo: File) {
  const form = new FormData();
  form.append('profilePhoto', photo);
  return api<unknown>(`/api/profile/${encodeURIComponent(userId)}/photo`, {
    method: 'POST',
    body: form,
    auth: 'required',
  });
}

/**
 * POST /api/profile/{id}/photo: a learner's or a buddy's new photo (the server checks and
 * re-encodes it); their own profile, wherever shown, reads it again.
 */
export const useUploadPhoto = (userId: string) =>
  useMutation({
    mutationFn: (photo: File) => uploadPhoto(userId, photo),
    meta: { changes: ['own-profile', 'buddies'] },
  });
