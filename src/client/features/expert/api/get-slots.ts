import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { InterviewSlot } from '@shared/interviews';
import { expertKey } from './keys';

/** GET /api/expert/slots?date=YYYY-MM-DD: the day's interview slots, free or not for the expert. */
export const interviewSlotsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...expertKey, 'slots', date],
    queryFn: async () =>
      (
        await apiList<InterviewSlot>(`/api/expert/slots?date=${encodeURIComponent(date)}`, {
          auth: 'required',
        })
      ).items,
  });

export const useInterviewSlots = (date: string | null) =>
  useQuery({ ...interviewSlotsQueryOptions(date ?? ''), enabled: date !== null });
