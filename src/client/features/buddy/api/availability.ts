import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Availability, NewSlotSchema, Slot } from '@shared/availability-schemas';

/** The signed-in buddy's own availability in the cache: slots, days off and travel time. */
export const ownAvailabilityKey = ['buddy', 'availability'] as const;

/** GET /api/buddy/availability */
export const ownAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: ownAvailabilityKey,
    queryFn: () => api<Availability>('/api/buddy/availability', { auth: 'required' }),
  });

export const useOwnAvailability = () => useQuery(ownAvailabilityQueryOptions());

/** What the slot form sends; a left-out first date is today, a left-out repeat is once. */
export type SlotInput = z.input<typeof NewSlotSchema>;

/** Every change here refreshes the buddy's availability, wherever it is shown. */
function useAvailabilityMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownAvailabilityKey }),
    meta: { changes: ['availability'] },
  });
}

const PATH = '/api/buddy/availability';

/** POST …/slots: 400 or 409 (an overlap) with the server's text for the form. */
export const useAddSlot = () =>
  useAvailabilityMutation((slot: SlotInput) =>
    api<Slot>(`${PATH}/slots`, { method: 'POST', body: slot, auth: 'required' }),
  );

/** DELETE …/slots/{id}: the slot with all its repeats. */
export const useRemoveSlot = () =>
  useAvailabilityMutation((id: string) =>
    api<void>(`${PATH}/slots/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'required' }),
  );

/** PUT takes a day off (YYYY-MM-DD), DELETE gives it back. */
export const useDayOff = () =>
  useAvailabilityMutation(({ date, off }: { date: string; off: boolean }) =>
    api<void>(`${PATH}/days-off/${date}`, { method: off ? 'PUT' : 'DELETE', auth: 'required' }),
  );

/** PUT …/travel-buffer: minutes kept free before and after each booked session. */
export const useTravelBuffer = () =>
  useAvailabilityMutation((minutes: number) =>
    api<void>(`${PATH}/travel-buffer`, { method: 'PUT', body: { minutes }, auth: 'required' }),
  );
