import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Booking } from '@shared/bookings';
import { sessionsKey } from './keys';

export const getNeedingConfirmation = () =>
  api<Booking[]>('/api/bookings/needing-confirmation', { auth: 'required' });

/** The caller's sessions that ended and still need their confirmation (SPEC section 4). */
export const needingConfirmationQueryOptions = () =>
  queryOptions({
    queryKey: [...sessionsKey, 'needing-confirmation'],
    queryFn: getNeedingConfirmation,
  });

export const useNeedingConfirmation = () => useQuery(needingConfirmationQueryOptions());
