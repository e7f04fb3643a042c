import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Booking } from '@shared/bookings';
import { learnerSessionsKey } from './keys';

export const getNeedingConfirmation = () =>
  api<Booking[]>('/api/bookings/needing-confirmation', { auth: 'required' });

/** Sessions that ended and still need the learner's confirmation (SPEC section 4). */
export const needingConfirmationQueryOptions = () =>
  queryOptions({
    queryKey: [...learnerSessionsKey, 'needing-confirmation'],
    queryFn: getNeedingConfirmation,
  });

export const useNeedingConfirmation = () => useQuery(needingConfirmationQueryOptions());
