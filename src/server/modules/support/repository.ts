import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { SUPPORT_AGES } from '../../../shared/reports';
import type {
  SupportCursor,
  SupportKind,
  SupportPriority,
  SupportStatus,
} from '../../../shared/support';
import type { Executor } from '../../db/client';
import { supportMessages } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { sqlInstant } from '../../lib/clock';

/** What a support message shows of its sender: never their email or password hash. */
const viewColumns = {
  id: supportMessages.id,
  senderId: supportMessages.senderId,
  receiverId: supportMessages.receiverId,
  subject: supportMessages.subject,
  content: supportMessages.content,
  priority: supportMessages.priority,
  requestedPriority: supportMessages.requestedPriority,
  sessionId: supportMessages.sessionId,
  status: supportMessages.status,
  response: supportMessages.response,
  assignedTo: supportMessages.assignedTo,
  createdAt: supportMessages.createdAt,
  queueRank: supportMessages.queueRank,
  senderFullName: users.fullName,
  senderRole: users.role,
};

export type SupportMessageRow = NonNullable<Awaited<ReturnType<typeof findSupportMessage>>>;

export interface NewSupportMessageRow {
  senderId: string;
  subject: string;
  content: string;
  priority: SupportPriority;
  /** The sender's own pick; absent for what the server files. */
  requestedPriority?: SupportPriority;
  status: SupportStatus;
  createdAt: Date;
  /** The session a report is about: only the server's reports have one. */
  sessionId?: string;
  /** The user a moderator writes to. */
  receiverId?: string;
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
 * One page of support messages in list order: rank first (the moderators' queue: `queue_rank`;
 * a participant's own list: newest first, every message ranked 0), then newest first. With
 * `participant`, only those sent by or addressed to that user (the SQL twin of
 * canReadSupportMessage in policy.ts). `after` a place: the next `limit`; `before` it: the
 * `limit` right before, still in list order. `more`: whether the list goes on beyond the page
 * in the direction read (after its last, or before its first when read `before`).
 */
export async function listSupportMessages(
  db: Executor,
  filter: {
    participant?: string;
    status?: SupportStatus;
    kind?: SupportKind;
    limit: number;
    after?: SupportCursor;
    before?: SupportCursor;
  },
): Promise<{ rows: SupportMessageRow[]; more: boolean }> {
  // The queue is ranked; a participant's own list is by time alone (every message ranked 0).
  const ranked = !filter.participant;
  const participant = filter.participant
    ? or(
        eq(supportMessages.senderId, filter.participant),
        eq(supportMessages.receiverId, filter.participant),
      )
    : undefined;
  const cursor = filter.after ?? filter.before;
  const backwards = filter.before !== undefined;
  // Later in list order: a higher rank, or the same rank and older (ties: a smaller id).
  const beyond = (c: SupportCursor, later: boolean) => {
    const [rankSide, olderSide] = later ? [gt, lt] : [lt, gt];
    const at = sqlInstant(c.createdAt);
    const inTime = or(
      olderSide(supportMessages.createdAt, at),
      and(eq(supportMessages.createdAt, at), olderSide(supportMessages.id, c.id)),
    );
    return ranked
      ? or(
          rankSide(supportMessages.queueRank, c.rank),
          and(eq(supportMessages.queueRank, c.rank), inTime),
        )
      : inTime;
  };
  const [first, then] = backwards ? [desc, asc] : [asc, desc];
  const order = [
    ...(ranked ? [first(supportMessages.queueRank)] : []),
    then(supportMessages.createdAt),
    then(supportMessages.id),
  ];
  const rows = await db
    .select(viewColumns)
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.senderId))
    .where(
      and(
        participant,
        filter.status ? eq(supportMessages.status, filter.status) : undefined,
        filter.kind === undefined
          ? undefined
          : filter.kind === 'session-report'
            ? isNotNull(supportMessages.sessionId)
            : isNull(supportMessages.sessionId),
        cursor ? beyond(cursor, !backwards) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(filter.limit + 1);
  const more = rows.length > filter.limit;
  const page = rows.slice(0, filter.limit);
  // Read backwards from the place to stop at it; answered in list order.
  return { rows: backwards ? page.reverse() : page, more };
}

/** The handling a moderator changes: locked for the caller's transaction. */
export async function lockSupportMessage(db: Executor, id: string) {
  const [row] = await db
    .select({
      status: supportMessages.status,
      response: supportMessages.response,
      senderId: supportMessages.senderId,
    })
    .from(supportMessages)
    .where(eq(supportMessages.id, id))
    .for('update');
  return row;
}

export async function setSupportHandling(
  db: Executor,
  id: string,
  handling: {
    status?: SupportStatus;
    response?: string;
    assignedTo?: string | null;
    priority?: SupportPriority;
    updatedAt: Date;
  },
) {
  await db.update(supportMessages).set(handling).where(eq(supportMessages.id, id));
}

// What the moderators' Reports tab reads of support.

/**
 * The open support messages (open or in progress) counted by kind (a plain message or a session's
 * report) and by how long they have waited at `at` (SUPPORT_AGES' keys).
 */
export async function openMessagesByAge(db: Executor, at: Date) {
  return db
    .select({
      kind: sql<
        'message' | 'session-report'
      >`case when ${supportMessages.sessionId} is null then 'message' else 'session-report' end`,
      age: sql<string>`case
          ${sql.join(
            SUPPORT_AGES.filter((age) => age.underDays !== null).map(
              (age) =>
                sql`when ${supportMessages.createdAt} > ${sqlInstant(at)} - make_interval(days => ${age.underDays}) then ${age.key}`,
            ),
            sql` `,
          )}
          else ${SUPPORT_AGES.at(-1)!.key} end`,
      count: sql<number>`count(*)::int`,
    })
    .from(supportMessages)
    .where(sql`${supportMessages.status} in ('open', 'in_progress')`)
    .groupBy(sql`1`, sql`2`);
}
