import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { NewSupportMessageSchema, type SupportMessage } from '@shared/support';

export const supportMessageInputSchema = NewSupportMessageSchema;
export type SupportMessageInput = z.input<typeof supportMessageInputSchema>;

export const sendSupportMessage = (input: SupportMessageInput) =>
  api<SupportMessage>('/api/support-messages', { method: 'POST', body: input, auth: 'required' });

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
