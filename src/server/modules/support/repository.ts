import { desc, eq, or } from 'drizzle-orm';
import type { SupportPriority, SupportStatus } from '../../../shared/support';
import type { Executor } from '../../db/client';
import { supportMessages } from '../../db/schema/support';
import { users } from '../../db/schema/users';

/** What a support message shows of its sender: never their email or password hash. */
const viewColumns = {
  id: supportMessages.id,
  senderId: supportMessages.senderId,
  receiverId: supportMessages.receiverId,
  subject: supportMessages.subject,
  content: supportMessages.content,
  priority: supportMessages.priority,
  status: supportMessages.status,
  response: supportMessages.response,
  assignedTo: supportMessages.assignedTo,
  createdAt: supportMessages.createdAt,
  senderFullName: users.fullName,
  senderRole: users.role,
};

export type SupportMessageRow = NonNullable<Awaited<ReturnType<typeof findSupportMessage>>>;

export interface NewSupportMessageRow {
  senderId: string;
  subject: string;
  content: string;
  priority: SupportPriority;
  status: SupportStatus;
  createdAt: Date;
  /** The session a report is about. */
  sessionId?: string;
}

export async function insertSupportMessage(db: Executor, message: NewSupportMessageRow) {
  const [row] = await db
    .insert(supportMessages)
    .values({ ...message, updatedAt: message.createdAt })
    .returning({ id: supportMessages.id });
  return row!.id;
}

export async function findSupportMessage(db: Executor, id: string) {
  const [row] = await db
    .select(viewColumns)
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.senderId))
    .where(eq(supportMessages.id, id));
  return row;
}

/**
 * The newest `limit` support messages, newest first; with `participant`, only those sent by or
 * addressed to that user (the SQL twin of canReadSupportMessage in policy.ts).
 */
export async function listSupportMessages(
  db: Executor,
  filter: { participant?: string; limit: number },
): Promise<SupportMessageRow[]> {
  const query = db
    .select(viewColumns)
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.senderId));
  const scoped = filter.participant
    ? query.where(
        or(
          eq(supportMessages.senderId, filter.participant),
          eq(supportMessages.receiverId, filter.participant),
        ),
      )
    : query;
  return scoped
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(filter.limit);
}
