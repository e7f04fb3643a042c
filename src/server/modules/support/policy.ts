import { may, type Caller } from '../../lib/policy';

/** Moderators read every support message: they answer them. */
export const readsAllSupportMessages = (caller: Pick<Caller, 'role'>) =>
  may(caller, 'read-support-queue');

/**
 * One support message: moderators, its sender, and the user it is addressed to (a moderator's
 * message to a user). Anyone else is not to know it exists.
 */
export const canReadSupportMessage = (
  caller: Pick<Caller, 'userId' | 'role'>,
  message: { senderId: string; receiverId: string | null },
) =>
  readsAllSupportMessages(caller) ||
  caller.userId === message.senderId ||
  caller.userId === message.receiverId;

/** A support message is sent as oneself: a `senderId` naming anyone else is refused. */
export const canSendAs = (caller: Pick<Caller, 'userId'>, senderId: string | undefined) =>
  senderId === undefined || senderId === caller.userId;
