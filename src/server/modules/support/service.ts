import type { z } from 'zod';
import type { NewSupportMessageSchema, SupportMessage } from '../../../shared/support';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { forbidden } from '../../lib/http-errors';
import type { Caller } from '../../lib/policy';
import { canSendAs, readsAllSupportMessages } from './policy';
import {
  findSupportMessage,
  insertSupportMessage,
  listSupportMessages,
  type SupportMessageRow,
} from './repository';

/** GET answers the newest this many: the dashboards show a list, not an archive. */
export const SUPPORT_LIST_LIMIT = 200;

export const NOT_YOUR_SENDER_ID = 'You can only send support messages as yourself';

/** A new message as the route has parsed it: trimmed, priority defaulted. */
export type NewSupportMessageInput = z.output<typeof NewSupportMessageSchema>;

function present(row: SupportMessageRow): SupportMessage {
  const { senderFullName, senderRole, createdAt, ...message } = row;
  return {
    ...message,
    createdAt: createdAt.toISOString(),
    sender: { fullName: senderFullName, role: senderRole },
  };
}

/** A question to the moderators from the caller: stored open, answered as it was stored. */
export async function sendSupportMessage(
  db: Executor,
  caller: Caller,
  input: NewSupportMessageInput,
): Promise<SupportMessage> {
  if (!canSendAs(caller, input.senderId)) throw forbidden(NOT_YOUR_SENDER_ID);
  return db.transaction(async (tx) => {
    const id = await insertSupportMessage(tx, {
      senderId: caller.userId,
      subject: input.subject,
      content: input.content,
      priority: input.priority,
      status: 'open',
      createdAt: now(),
    });
    return present((await findSupportMessage(tx, id))!);
  });
}

/**
 * A report about a session (a no-show, a problem) from its learner or buddy, in the caller's
 * transaction: it joins the moderators' queue, high priority, linked to the session.
 */
export async function reportToModerators(
  tx: Executor,
  report: { senderId: string; subject: string; content: string; sessionId: string },
): Promise<void> {
  await insertSupportMessage(tx, { ...report, priority: 'high', status: 'open', createdAt: now() });
}

/** Staff: every message; anyone else: those they sent or that were sent to them. Newest first. */
export async function listReadableSupportMessages(
  db: Executor,
  caller: Caller,
): Promise<SupportMessage[]> {
  const rows = await listSupportMessages(db, {
    ...(readsAllSupportMessages(caller) ? {} : { participant: caller.userId }),
    limit: SUPPORT_LIST_LIMIT,
  });
  return rows.map(present);
}
