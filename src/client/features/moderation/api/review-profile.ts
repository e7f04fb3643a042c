import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProfileReview, StatusDecision } from '@shared/moderation';
import { statusHistoryKey } from './get-status-history';
import { moderatedUsersKey } from './get-users';

/** POST /api/moderator/review-profile/{id}: 'Send to Expert' or 'Reject', with notes. */
export function useReviewProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ProfileReview) =>
      api<StatusDecision>(`/api/moderator/review-profile/${encodeURIComponent(userId)}`, {
        method: 'POST',
        body: review,
        auth: 'required',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderatedUsersKey }),
        queryClient.invalidateQueries({ queryKey: [...statusHistoryKey, userId] }),
      ]),
  });
}
