import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { supportMessagesKey } from '@/components/support/keys';
import { api, apiList } from '@/lib/api-client';
import type { SupportMessage, SupportUpdate } from '@shared/support';

/** The queue's filters: GET /api/support-messages's `status` and `kind`. */
export interface SupportFilter {
  status?: string;
  kind?: string;
}

/** The moderators' queue in its order, a page at a time (the Link header's rel="next"). */
export const supportQueueQueryOptions = (filter: SupportFilter) =>
  infiniteQueryOptions({
    queryKey: [...supportMessagesKey, 'queue', filter],
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({
        ...(filter.status && { status: filter.status }),
        ...(filter.kind && { kind: filter.kind }),
        ...(pageParam && { after: pageParam }),
      });
      const { items, next } = await apiList<SupportMessage>(`/api/support-messages?${query}`, {
        auth: 'required',
      });
      return { messages: items, after: next?.get('after') ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.after,
  });

export const useSupportQueue = (filter: SupportFilter) =>
  useInfiniteQuery(supportQueueQueryOptions(filter));

/** PUT /api/support-messages/{id}: answer, move on, assign. */
export const useHandleSupportMessage = (id: string) =>
  useMutation({
    mutationFn: (update: SupportUpdate) =>
      api<SupportMessage>(`/api/support-messages/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: update,
        auth: 'required',
      }),
    meta: { changes: ['support'] },
  });
