import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ExpertProfile, Interview, InterviewWhere } from '@shared/interviews';
import { expertKey } from './keys';

/**
 * The interview at a chosen slot (its ISO start) and place (null: not given): POST
 * /api/expert/send-interview-invitation/{id} for a buddy with none yet, POST
 * /api/expert/interviews/{id}/reschedule to move the one scheduled.
 */
export function useScheduleInterview(profile: ExpertProfile) {
  const queryClient = useQueryClient();
  const scheduled = profile.interview?.status === 'scheduled' ? profile.interview : null;
  return useMutation({
    mutationFn: ({ timeSlot, where }: { timeSlot: string; where: InterviewWhere | null }) =>
      scheduled
        ? api<Interview>(`/api/expert/interviews/${encodeURIComponent(scheduled.id)}/reschedule`, {
            method: 'POST',
            body: { timeSlot, where },
            auth: 'required',
          })
        : api<Interview>(
            `/api/expert/send-interview-invitation/${encodeURIComponent(profile.id)}`,
            {
              method: 'POST',
              body: {
                timeSlot,
                where,
                profileName: profile.fullName,
                profileEmail: profile.email,
              },
              auth: 'required',
            },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expertKey }),
  });
}
