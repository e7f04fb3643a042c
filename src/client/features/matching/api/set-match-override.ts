import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MatchOverrideInput } from '@shared/matching-schemas';
import { learnerMatchesKey } from './learner-matches';

export { MatchOverrideInputSchema } from '@shared/matching-schemas';

/** PUT /api/users/{id}/matches/{buddyId}: pins a buddy with a note, or hides them. */
export function useSetMatchOverride(learnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buddyId, ...input }: MatchOverrideInput & { buddyId: string }) =>
      api<void>(
        `/api/users/${encodeURIComponent(learnerId)}/matches/${encodeURIComponent(buddyId)}`,
        { method: 'PUT', body: input, auth: 'required' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...learnerMatchesKey, learnerId] }),
  });
}
