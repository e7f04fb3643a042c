import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RecipientList } from '@shared/messaging';
import { messagingKey } from './keys';

export interface RecipientSearch {
  /** Part of a name. */
  q?: string;
  /** A buddy's profile slug. */
  buddy?: string;
}

export function getRecipients({ q, buddy }: RecipientSearch) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (buddy) params.set('buddy', buddy);
  return api<RecipientList>(`/api/messages/recipients?${params}`, { auth: 'required' });
}

/** People the signed-in user may write to (the server decides who). */
export const recipientsQueryOptions = (search: RecipientSearch) =>
  queryOptions({
    queryKey: [...messagingKey, 'recipients', search],
    queryFn: () => getRecipients(search),
  });

/** Keeps the last answer on screen while the next search loads, so the list does not jump. */
export const useRecipients = (search: RecipientSearch, enabled = true) =>
  useQuery({ ...recipientsQueryOptions(search), enabled, placeholderData: keepPreviousData });
