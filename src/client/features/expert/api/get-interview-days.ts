import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '@/lib/api-client';
import type { InterviewDay } from '@shared/interviews';
import { expertKey } from './keys';

/**
 * GET /api/expert/interview-days?month=YYYY-MM: the days of the month holding the expert's
 * interviews (scheduled or held), with how many; the month calendar marks them.
 */
export const interviewDaysQueryOptions = (month: string) =>
  queryOptions({
    queryKey: [...expertKey, 'interview-days', month],
    queryFn: async () =>
      (
        await apiList<InterviewDay>(
          `/api/expert/interview-days?month=${encodeURIComponent(month)}`,
          { auth: 'required' },
        )
      ).items,
  });

/** The month's interview counts by date (YYYY-MM-DD); empty while loading. */
export function useInterviewDays(month: string): ReadonlyMap<string, number> {
  const days = useQuery(interviewDaysQueryOptions(month));
  return new Map((days.data ?? []).map((day) => [day.date, day.interviews]));
}
