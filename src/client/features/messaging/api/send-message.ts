import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import type { Message } from '@shared/messaging';
import type { Outgoing, SendAttempt } from '../chat-entries';
import { receiveMessage } from './get-conversation';

const sendMessageKey = ['messaging', 'send'] as const;

export const sendMessage = (outgoing: Outgoing) =>
  api<Message>('/api/messages', { method: 'POST', body: outgoing, auth: 'required' });

export { newClientKey } from '@/lib/client-key';

/**
 * Sends a message. Every attempt stays in the mutation cache, where the chat reads what is still
 * on its way or failed (`useSendAttempts`): it shows at once, and a failure stays until retried.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const me = useAuth()?.userId ?? '';
  return useMutation({
    mutationKey: sendMessageKey,
    mutationFn: sendMessage,
    // A failed message stays on screen until it is retried, however long that takes.
    gcTime: Infinity,
    onSuccess: (message) => receiveMessage(queryClient, message, me),
  });
}

/** This tab's attempts at sending to one person, oldest first. */
export function useSendAttempts(receiverId: string): SendAttempt[] {
  return useMutationState({
    filters: {
      mutationKey: sendMessageKey,
      predicate: (m) => (m.state.variables as Outgoing | undefined)?.receiverId === receiverId,
    },
    select: (m) => ({
      outgoing: m.state.variables as Outgoing,
      status: m.state.status,
      submittedAt: m.state.submittedAt,
    }),
  });
}
