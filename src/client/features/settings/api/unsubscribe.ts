import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { UNSUBSCRIBE_API, type UnsubscribeStatus } from '@shared/unsubscribe';

const unsubscribePath = (token: string) => `${UNSUBSCRIBE_API}?token=${encodeURIComponent(token)}`;

export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    // Signed out or in alike: the link is the whole key. A bad link stays bad.
    queryFn: () => api<UnsubscribeStatus>(unsubscribePath(token), { auth: 'none' }),
    retry: false,
  });

/** GET /api/unsubscribe: what a mail's link stops, and whether it is still on. */
export const useUnsubscribeStatus = (token: string) => useQuery(unsubscribeQueryOptions(token));

/** POST /api/unsubscribe: the one click, as a mail client sends it (RFC 8058). */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<UnsubscribeStatus>(unsubscribePath(token), {
        method: 'POST',
        body: { 'List-Unsubscribe': 'One-Click' },
        auth: 'none',
      }),
    onSuccess: (status) =>
      queryClient.setQueryData(unsubscribeQueryOptions(token).queryKey, status),
    meta: { changes: ['own-profile'] },
  });
}
