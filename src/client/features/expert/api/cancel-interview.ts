import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Interview } from '@shared/interviews';
import { expertKey } from './keys';

/** POST /api/expert/interviews/{id}/cancel: called off, the buddy back with the expert. */
export function useCancelInterview(interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api<Interview>(`/api/expert/interviews/${encodeURIComponent(interviewId)}/cancel`, {
        method: 'POST',
        body: reason.trim() ? { reason } : {},
        auth: 'required',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expertKey }),
  });
}
