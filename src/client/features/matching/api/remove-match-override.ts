import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learnerMatchesKey } from './learner-matches';

/** DELETE /api/users/{id}/matches/{buddyId}: neither pinned nor hidden any more. */
export function useRemoveMatchOverride(learnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buddyId: string) =>
      api<void>(
        `/api/users/${encodeURIComponent(learnerId)}/matches/${encodeURIComponent(buddyId)}`,
        { method: 'DELETE', auth: 'required' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...learnerMatchesKey, learnerId] }),
  });
}
