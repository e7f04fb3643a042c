import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StatusDecision } from '@shared/moderation';
import { statusHistoryKey } from './get-status-history';
import { moderatedUsersKey } from './get-users';

type Decision = { action: 'suspend'; reason: string } | { action: 'reinstate' };

/** POST /api/moderator/suspend/{id} (with a reason) or /reinstate/{id}. */
export function useAccountStatus(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      api<StatusDecision>(`/api/moderator/${decision.action}/${encodeURIComponent(userId)}`, {
        method: 'POST',
        body: decision.action === 'suspend' ? { reason: decision.reason } : {},
        auth: 'required',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderatedUsersKey }),
        queryClient.invalidateQueries({ queryKey: [...statusHistoryKey, userId] }),
      ]),
    meta: { changes: ['buddies'] },
  });
}
