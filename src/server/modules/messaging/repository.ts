import { aliasedTable, and, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PageCursor } from '../../../shared/page-cursor';
import type { ProfileStatus } from '../../../shared/buddy-status';
import type { Executor } from '../../db/client';
import { isOneOf } from '../../db/constants';
import { containing } from '../../db/like';
import { prepared } from '../../db/prepared';
import { conversations, messages } from '../../db/schema/messaging';
import { learnerProfiles, liveAccount, users } from '../../db/schema/users';
import { buddyProfile } from '../buddies/joins';

const sender = aliasedTable(users, 'sender');
const receiver = aliasedTable(users, 'receiver');

const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  senderName: sender.fullName,
  receiverName: receiver.fullName,
  content: messages.content,
  lineKind: messages.lineKind,
  lineTerms: messages.lineTerms,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
  sessionId: messages.sessionId,
  clientKey: messages.clientKey,
};

const withNames = (db: Executor) =>
  db
    .select(messageColumns)
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(receiver, eq(receiver.id, messages.receiverId));

/** Keyset as a row comparison: an index on (…, created_at, id) serves it as a range. */
const olderThan = (before: PageCursor | undefined) =>
  before
    ? sql`(${messages.createdAt}, ${messages.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`
    : undefined;

/**
 * Newest first, in the order the indexes keep: drizzle declares an index's `.desc()` as DESC NULLS
 * LAST, and PostgreSQL walks an index for an ORDER BY only if nulls sort the same way (a plain
 * DESC puts them first). These columns are never null, so the order is the same; with a plain
 * DESC a page read and sorted the whole conversation, or all a user's messages and conversations
 * (bench/README.md, Growth).
 */
const newest = (column: AnyPgColumn) => sql`${column} desc nulls last`;
const newestFirst = [newest(messages.createdAt), newest(messages.id)] as const;

/** Stores a message and answers it with both users' names: one statement, one round trip. */
export async function insertMessage(
  db: Executor,
  values: typeof messages.$inferInsert,
): Promise<MessageRow> {
  const inserted = db.$with('inserted').as(db.insert(messages).values(values).returning());
  const [row] = await db
    .with(inserted)
    .select({
      id: inserted.id,
      senderId: inserted.senderId,
      receiverId: inserted.receiverId,
      senderName: sender.fullName,
      receiverName: receiver.fullName,
      content: inserted.content,
      lineKind: inserted.lineKind,
      lineTerms: inserted.lineTerms,
      createdAt: inserted.createdAt,
      readAt: inserted.readAt,
      sessionId: inserted.sessionId,
      clientKey: inserted.clientKey,
    })
    .from(inserted)
    .innerJoin(sender, eq(sender.id, inserted.senderId))
    .innerJoin(receiver, eq(receiver.id, inserted.receiverId));
  return row!;
}

export async function findMessageByClientKey(db: Executor, senderId: string, clientKey: string) {
  const [row] = await withNames(db)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)))
    .limit(1);
  return row;
}
export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessageByClientKey>>>;

const low = sql.placeholder('low');
const high = sql.placeholder('high');
const beforeAt = sql.placeholder('beforeAt');
const beforeId = sql.placeholder('beforeId');
const limit = sql.placeholder('limit');
const ownerId = sql.placeholder('ownerId');

/** A conversation's page, newest first (the pair index); `older`: before a cursor. */
const conversationPageQuery = (older: boolean) =>
  prepared((db) =>
    withNames(db)
      .where(
        and(
          sql`least(${messages.senderId}, ${messages.receiverId}) = ${low}`,
          sql`greatest(${messages.senderId}, ${messages.receiverId}) = ${high}`,
          older
            ? sql`(${messages.createdAt}, ${messages.id}) < (${beforeAt}::timestamptz, ${beforeId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(limit)
      .prepare(older ? 'conversation_page_older' : 'conversation_page'),
  );
const CONVERSATION_PAGE = {
  first: conversationPageQuery(false),
  older: conversationPageQuery(true),
};

/** One page of the conversation between two users, newest first (the pair index). */
export async function conversationPage(
  db: Executor,
  a: string,
  b: string,
  before: PageCursor | undefined,
  max: number,
): Promise<MessageRow[]> {
  const pair = a < b ? { low: a, high: b, limit: max } : { low: b, high: a, limit: max };
  if (!before) return CONVERSATION_PAGE.first(db).execute(pair);
  return CONVERSATION_PAGE.older(db).execute({
    ...pair,
    beforeAt: before.at.toISOString(),
    beforeId: before.id,
  });
}

/**
 * One page of everything a user sent or received, newest first: the newest `limit` ids of each
 * side (each a range of its index), merged, and only those rows read with names. Never a scan of
 * other people's messages, nor of all of this user's.
 */
export async function inboxPage(
  db: Executor,
  userId: string,
  before: PageCursor | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const newestOf = (column: typeof messages.senderId | typeof messages.receiverId) =>
    db
      .select({ id: messages.id, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(column, userId), olderThan(before)))
      .orderBy(...newestFirst)
      .limit(limit);
  const [sent, received] = await Promise.all([
    newestOf(messages.senderId),
    newestOf(messages.receiverId),
  ]);
  const ids = [...sent, ...received]
    .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (y.id < x.id ? -1 : 1))
    .slice(0, limit)
    .map((m) => m.id);
  if (ids.length === 0) return [];
  return withNames(db)
    .where(inArray(messages.id, ids))
    .orderBy(...newestFirst);
}

/**
 * Records a message on both sides' conversation rows: the last message and, for the receiver,
 * one more unread. Row locks order two messages of one pair sent at once.
 */
export async function recordInConversations(
  db: Executor,
  message: { id: string; senderId: string; receiverId: string; createdAt: Date },
) {
  const sides = [
    { ownerId: message.senderId, counterpartId: message.receiverId, unread: 0 },
    { ownerId: message.receiverId, counterpartId: message.senderId, unread: 1 },
  ];
  // One statement, both rows in one order whoever writes: two messages in opposite directions at
  // once would otherwise lock them in opposite orders and deadlock.
  sides.sort((a, b) => (a.ownerId < b.ownerId ? -1 : 1));
  await db
    .insert(conversations)
    .values(
      sides.map((side) => ({
        ownerId: side.ownerId,
        counterpartId: side.counterpartId,
        lastMessageId: message.id,
        lastMessageAt: message.createdAt,
        unreadCount: side.unread,
      })),
    )
    .onConflictDoUpdate({
      target: [conversations.ownerId, conversations.counterpartId],
      set: {
        lastMessageId: sql`case when excluded.last_message_at >= ${conversations.lastMessageAt} then excluded.last_message_id else ${conversations.lastMessageId} end`,
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, excluded.last_message_at)`,
        unreadCount: sql`${conversations.unreadCount} + excluded.unread_count`,
      },
    });
}

const conversationList = prepared((db) =>
  db
    .select({
      counterpartId: conversations.counterpartId,
      name: users.fullName,
      role: users.role,
      photo: users.photo,
      buddySlug: buddyProfile.slug,
      lastMessage: messages.content,
      lastLineKind: messages.lineKind,
      lastLineTerms: messages.lineTerms,
      lastMessageAt: conversations.lastMessageAt,
      unread: conversations.unreadCount,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.counterpartId))
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    .leftJoin(buddyProfile, eq(buddyProfile.userId, conversations.counterpartId))
    .where(eq(conversations.ownerId, ownerId))
    .orderBy(newest(conversations.lastMessageAt))
    .limit(limit)
    .prepare('conversation_list'),
);

/** A user's conversations, most recent first, with who is on the other side. */
export async function conversationsOf(db: Executor, owner: string, max: number) {
  return conversationList(db).execute({ ownerId: owner, limit: max });
}

/** Marks what `counterpartId` sent to `ownerId` read; returns how many were unread. */
export async function markConversationRead(
  db: Executor,
  ownerId: string,
  counterpartId: string,
  at: Date,
) {
  const read = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.receiverId, ownerId),
        eq(messages.senderId, counterpartId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  await db
    .update(conversations)
    .set({ unreadCount: 0 })
    .where(and(eq(conversations.ownerId, ownerId), eq(conversations.counterpartId, counterpartId)));
  return read.length;
}

const receiverColumns = {
  id: users.id,
  name: users.fullName,
  email: users.email,
  role: users.role,
  status: users.profileStatus,
  photo: users.photo,
  buddySlug: buddyProfile.slug,
};

/** A user as a possible receiver: role, status, name, photo and buddy slug. */
export async function findPerson(db: Executor, id: string) {
  const [row] = await db
    .select(receiverColumns)
    .from(users)
    .leftJoin(buddyProfile, eq(buddyProfile.userId, users.id))
    .where(and(eq(users.id, id), liveAccount))
    .limit(1);
  return row;
}
export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/**
 * A possible receiver of `senderId`'s message, and whether the two have written to each other
 * (either way): one statement.
 */
export async function findReceiver(db: Executor, senderId: string, receiverId: string) {
  const [row] = await db
    .select({
      ...receiverColumns,
      inConversation: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(conversations)
        .where(
          and(eq(conversations.ownerId, senderId), eq(conversations.counterpartId, users.id)),
        )})`,
    })
    .from(users)
    .leftJoin(buddyProfile, eq(buddyProfile.userId, users.id))
    .where(and(eq(users.id, receiverId), liveAccount))
    .limit(1);
  return row;
}

const personColumns = {
  id: users.id,
  name: users.fullName,
  role: users.role,
  status: users.profileStatus,
  photo: users.photo,
  buddySlug: buddyProfile.slug,
};

const learnerId = sql.placeholder('learnerId');
const slug = sql.placeholder('slug');
const namePattern = sql.placeholder('namePattern');

/**
 * Listed buddies who teach the language a learner learns (English when they have not said), by
 * name (the index of listed names): `named`, matching a name; `bySlug`, one slug.
 */
const listedBuddiesQuery = (named: boolean, bySlug: boolean) =>
  prepared((db) =>
    db
      .select(personColumns)
      .from(users)
      .innerJoin(buddyProfile, eq(buddyProfile.userId, users.id))
      .where(
        and(
          isOneOf(users.role, ['buddy']),
          isOneOf(users.profileStatus, ['approved']),
          sql`coalesce((select ${learnerProfiles.languageLearning} from ${learnerProfiles}
                        where ${learnerProfiles.userId} = ${learnerId}), 'English')
              = any(${buddyProfile.languages})`,
          bySlug ? eq(buddyProfile.slug, slug) : undefined,
          named ? ilike(users.fullName, namePattern) : undefined,
        ),
      )
      .orderBy(users.fullName)
      .limit(limit)
      .prepare(`listed_buddies${named ? '_named' : ''}${bySlug ? '_by_slug' : ''}`),
  );
const LISTED_BUDDIES = [
  [listedBuddiesQuery(false, false), listedBuddiesQuery(false, true)],
  [listedBuddiesQuery(true, false), listedBuddiesQuery(true, true)],
] as const;

/** Listed buddies a learner may write to, by name, optionally matching a name or a slug. */
export async function listedBuddiesFor(
  db: Executor,
  learner: string,
  filter: { q?: string; slug?: string; limit: number },
) {
  return LISTED_BUDDIES[filter.q ? 1 : 0][filter.slug ? 1 : 0](db).execute({
    learnerId: learner,
    limit: filter.limit,
    ...(filter.q && { namePattern: containing(filter.q) }),
    ...(filter.slug && { slug: filter.slug }),
  });
}

/** The people a user has conversations with, most recent first; `named`: matching a name. */
const counterpartsQuery = (named: boolean) =>
  prepared((db) =>
    db
      .select(personColumns)
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.counterpartId))
      .leftJoin(buddyProfile, eq(buddyProfile.userId, users.id))
      .where(
        and(
          eq(conversations.ownerId, ownerId),
          liveAccount,
          named ? ilike(users.fullName, namePattern) : undefined,
        ),
      )
      .orderBy(newest(conversations.lastMessageAt))
      .limit(limit)
      .prepare(named ? 'counterparts_named' : 'counterparts'),
  );
const COUNTERPARTS = [counterpartsQuery(false), counterpartsQuery(true)] as const;

/** The people a user has conversations with, optionally matching a name. */
export async function counterpartsOf(
  db: Executor,
  owner: string,
  filter: { q?: string; limit: number },
) {
  return COUNTERPARTS[filter.q ? 1 : 0](db).execute({
    ownerId: owner,
    limit: filter.limit,
    ...(filter.q && { namePattern: containing(filter.q) }),
  });
}

/** Anyone but `exceptId`, by name: staff write to whoever they need to. */
export async function peopleByName(
  db: Executor,
  exceptId: string,
  filter: { q?: string; limit: number; buddiesIn?: readonly ProfileStatus[] },
) {
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(buddyProfile, eq(buddyProfile.userId, users.id))
    .where(
      and(
        sql`${users.id} <> ${exceptId}`,
        liveAccount,
        filter.q ? ilike(users.fullName, containing(filter.q)) : undefined,
        filter.buddiesIn
          ? and(eq(users.role, 'buddy'), inArray(users.profileStatus, [...filter.buddiesIn]))
          : undefined,
      ),
    )
    .orderBy(users.fullName)
    .limit(filter.limit);
}

/** What a user received, has not read and was not mailed about yet, newest first. */
export async function unmailedUnread(db: Executor, receiverId: string) {
  return db
    .select({
      id: messages.id,
      senderName: sender.fullName,
      content: messages.content,
      lineKind: messages.lineKind,
      lineTerms: messages.lineTerms,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .where(
      and(eq(messages.receiverId, receiverId), isNull(messages.readAt), isNull(messages.mailedAt)),
    )
    .orderBy(...newestFirst)
    .limit(500);
}

export async function markMailed(db: Executor, ids: readonly string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(messages)
    .set({ mailedAt: at })
    .where(inArray(messages.id, [...ids]));
}
