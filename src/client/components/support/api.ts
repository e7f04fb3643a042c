import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiList } from '@/lib/api-client';
import { NewSupportMessageSchema, type SupportMessage } from '@shared/support';
import { supportMessagesKey } from './keys';

export const supportMessageInputSchema = NewSupportMessageSchema;
export type SupportMessageInput = z.input<typeof supportMessageInputSchema>;

export const sendSupportMessage = (input: SupportMessageInput) =>
  api<SupportMessage>('/api/support-messages', { method: 'POST', body: input, auth: 'required' });

export const useSendSupportMessage = () =>
  useMutation({ mutationFn: sendSupportMessage, meta: { changes: ['support'] } });

/** The caller's own support messages, newest first: the first page (GET /api/support-messages). */
export const ownSupportMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [...supportMessagesKey, 'own'],
    queryFn: async () =>
      (await apiList<SupportMessage>('/api/support-messages', { auth: 'required' })).items,
  });

export const useOwnSupportMessages = () => useQuery(ownSupportMessagesQueryOptions());
