import type { QueryClient } from '@tanstack/react-query';
import { receiveMessage, receiveRead } from '@/features/messaging/api/get-conversation';
import { receiveProposal } from '@/features/sessions/api/get-proposal';
import type { FAVOURITES_EVENTS } from '@shared/favourites';
import type { Message, MESSAGING_EVENTS } from '@shared/messaging';
import type { Proposal } from '@shared/proposals-schemas';
import type { SUPPORT_EVENTS } from '@shared/support';
import { refresh } from './invalidation';

// The names as types only: the shared module's zod stays out of the first page's script.
type Names = typeof MESSAGING_EVENTS;
const MESSAGE: Names['message'] = 'message';
const READ: Names['read'] = 'read';
const PROPOSAL: Names['proposal'] = 'proposal';
const SUPPORT_HANDLED: (typeof SUPPORT_EVENTS)['handled'] = 'support-message';
const FAVOURITE_NEW_TIMES: (typeof FAVOURITES_EVENTS)['newTimes'] = 'favourite-new-times';

function parse(data: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const strings = (value: Record<string, unknown>, ...keys: string[]) =>
  keys.every((key) => typeof value[key] === 'string');

/**
 * A user event of the stream (a message, a read receipt, a proposal, a favourite's new times)
 * put where the screens read it, whichever feature shows it. `me` is the signed-in user. False
 * for an event this client does not know (a newer server) or cannot read.
 */
export function applyUserEvent(
  queryClient: QueryClient,
  name: string,
  data: string,
  me: string,
): boolean {
  const value = parse(data);
  if (!value) return false;
  if (name === MESSAGE && strings(value, 'id', 'senderId', 'receiverId', 'createdAt')) {
    void receiveMessage(queryClient, value as unknown as Message, me);
    return true;
  }
  if (name === READ && strings(value, 'readerId', 'counterpartId', 'readAt')) {
    void receiveRead(
      queryClient,
      value as { readerId: string; counterpartId: string; readAt: string },
      me,
    );
    return true;
  }
  if (name === SUPPORT_HANDLED && strings(value, 'id')) {
    void refresh(queryClient, ['support']);
    return true;
  }
  if (name === FAVOURITE_NEW_TIMES) {
    void refresh(queryClient, ['favourites']);
    return true;
  }
  if (name === PROPOSAL && strings(value, 'id', 'status')) {
    receiveProposal(queryClient, value as unknown as Proposal);
    void refresh(queryClient, ['sessions']);
    return true;
  }
  return false;
}
