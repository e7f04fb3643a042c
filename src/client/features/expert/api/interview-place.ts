import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InterviewWhere } from '@shared/interviews';
import { expertKey } from './keys';

type InterviewPlace = { where: InterviewWhere | null };

/** GET /api/expert/interview-place: the expert's usual place, given to new invitations. */
export const interviewPlaceQueryOptions = () =>
  queryOptions({
    queryKey: [...expertKey, 'interview-place'],
    queryFn: () => api<InterviewPlace>('/api/expert/interview-place', { auth: 'required' }),
  });

export const useInterviewPlace = () => useQuery(interviewPlaceQueryOptions());

/** PUT /api/expert/interview-place: sets (null: removes) the usual place. */
export function useSetInterviewPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (where: InterviewWhere | null) =>
      api<InterviewPlace>('/api/expert/interview-place', {
        method: 'PUT',
        body: { where },
        auth: 'required',
      }),
    // A read still under way (a refresh of the whole cache) would bring the old place back.
    onSuccess: async (place) => {
      const { queryKey } = interviewPlaceQueryOptions();
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, place);
    },
  });
}
