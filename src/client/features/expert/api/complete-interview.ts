import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { z } from 'zod';
import type { Interview, InterviewVerdictSchema } from '@shared/interviews';
import { expertKey } from './keys';

/** The expert's verdict after the interview; the form checks it with the same schema. */
export type InterviewVerdict = z.infer<typeof InterviewVerdictSchema>;

/**
 * POST /api/expert/complete-interview/{id}: approved (listed at once, so the buddy lists
 * refresh) or rejected, with feedback.
 */
export function useCompleteInterview(buddyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: InterviewVerdict) =>
      api<Interview>(`/api/expert/complete-interview/${encodeURIComponent(buddyId)}`, {
        method: 'POST',
        body: verdict,
        auth: 'required',
      }),
    meta: { changes: ['buddies'] },
    // Not awaited: the decided buddy stays listed (decision 044) and the refetched list takes
    // the verdict form away, which must first have heard of its success.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: expertKey }),
  });
}
