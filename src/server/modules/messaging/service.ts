import { encodePageCursor, type PageCursor } from '../../../shared/page-cursor';
import {
  MESSAGING_EVENTS,
  MESSAGING_TEXTS,
  type ConversationList,
  type Counterpart,
  type Message,
  type MessagePage,
  type RecipientList,
} from '../../../shared/messaging';
import { INTERVIEW_STATUSES } from '../../../shared/buddy-status';
import { storedLine, type SessionLine } from '../../../shared/session-lines';
import type { Executor } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { now } from '../../lib/clock';
import { tellUsers } from '../../lib/event-bus';
import { forbidden } from '../../lib/http-errors';
import { may, type Caller } from '../../lib/policy';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { scheduleDigest } from './digest';
import { mayWrite } from './policy';
import {
  conversationPage,
  conversationsOf,
  counterpartsOf,
  findMessageByClientKey,
  findReceiver,
  inboxPage,
  insertMessage,
  listedBuddiesFor,
  markConversationRead,
  peopleByName,
  recordInConversations,
  type MessageRow,
  type Person,
} from './repository';

type Who = Pick<Caller, 'userId' | 'role'>;

/** A person types a few messages a minute; a script sends hundreds (decision 006's counters). */
export const MESSAGE_LIMITS = {
  perMinute: { scope: 'messages:minute', max: 30, windowMs: 60_000 },
  perDay: { scope: 'messages:day', max: 1000, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateRule>;
const TOO_MANY_MESSAGES = 'You are sending messages too fast.';

const CONVERSATIONS_MAX = 200;
const CLIENT_KEY_INDEX = 'messages_client_key_idx';
const RECIPIENTS_MAX = 20;

export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    senderName: row.senderName,
    receiverName: row.receiverName,
    content: row.content,
    line: storedLine(row.lineKind, row.lineTerms),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    proposalId: row.sessionId,
    clientKey: row.clientKey,
  };
}

const presentPerson = (p: Pick<Person, 'id' | 'name' | 'role' | 'photo' | 'buddySlug'>) =>
  ({
    id: p.id,
    name: p.name,
    role: p.role,
    photo: p.photo,
    buddySlug: p.role === 'buddy' ? p.buddySlug : null,
  }) satisfies Counterpart;

/**
 * One page of messages, newest first, and the cursor of the older ones when the page is full
 * (there may be more).
 */
function page(rows: MessageRow[], limit: number): MessagePage {
  const last = rows.at(-1);
  return {
    messages: rows.map(presentMessage),
    nextCursor:
      rows.length === limit && last ? encodePageCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

/**
 * Posts a message in the caller's transaction: stored, counted in both sides' conversations and
 * told to both users' open tabs once committed. For a proposal, `sessionId` links its card and
 * `line` says what happened to it. `mailedAt`: its receiver was mailed about it already (the
 * digest leaves it out).
 */
export async function postMessage(
  tx: Executor,
  {
    line,
    ...message
  }: {
    senderId: string;
    receiverId: string;
    content: string;
    sessionId?: string | null;
    clientKey?: string | null;
    line?: SessionLine;
    mailedAt?: Date | null;
  },
): Promise<Message> {
  const createdAt = now();
  const { kind: lineKind, ...lineTerms } = line ?? {};
  const row = await insertMessage(tx, {
    ...message,
    ...(line && { lineKind, lineTerms: lineTerms as Omit<SessionLine, 'kind'> }),
    createdAt,
  });
  await recordInConversations(tx, { ...message, id: row.id, createdAt });
  const view = presentMessage(row);
  await scheduleDigest(tx, message.receiverId);
  await tellUsers(
    tx,
    [message.senderId, message.receiverId].map((userId) => ({
      userId,
      name: MESSAGING_EVENTS.message,
      data: view,
    })),
  );
  return view;
}

/**
 * POST /api/messages: the caller writes to someone they may write to (policy.ts). A receiver
 * that does not exist is refused like one the caller may not write to. Sending again with the
 * same `clientKey` answers the first message (`created: false`), never a copy.
 */
export async function sendMessage(
  db: Executor,
  caller: Who,
  input: { senderId?: string; receiverId: string; content: string; clientKey?: string },
): Promise<{ message: Message; created: boolean }> {
  if (input.senderId !== undefined && input.senderId !== caller.userId) {
    throw forbidden(MESSAGING_TEXTS.senderNotYou);
  }
  const sentBefore = async () => {
    const sent = input.clientKey
      ? await findMessageByClientKey(db, caller.userId, input.clientKey)
      : undefined;
    return sent && { message: presentMessage(sent), created: false };
  };
  const sent = await sentBefore();
  if (sent) return sent;
  await limitAttempts(db, TOO_MANY_MESSAGES, [
    [MESSAGE_LIMITS.perMinute, caller.userId],
    [MESSAGE_LIMITS.perDay, caller.userId],
  ]);
  try {
    return await create(db, caller, input);
  } catch (err) {
    // The same send twice at once: the second finds the first once it committed.
    if (uniqueViolation(err) !== CLIENT_KEY_INDEX) throw err;
    const first = await sentBefore();
    if (!first) throw err;
    return first;
  }
}

async function create(
  db: Executor,
  caller: Who,
  input: { receiverId: string; content: string; clientKey?: string },
) {
  return db.transaction(async (tx) => {
    const receiver = await findReceiver(tx, caller.userId, input.receiverId);
    if (!receiver || !mayWrite(caller, receiver, receiver.inConversation)) {
      throw forbidden(MESSAGING_TEXTS.notAllowed);
    }
    const message = await postMessage(tx, {
      senderId: caller.userId,
      receiverId: receiver.id,
      content: input.content,
      clientKey: input.clientKey ?? null,
    });
    return { message, created: true };
  });
}

/** GET /api/messages: everything the caller sent or received, newest first, by pages. */
export async function inbox(
  db: Executor,
  caller: Who,
  query: { before?: PageCursor; limit: number },
): Promise<MessagePage> {
  const rows = await inboxPage(db, caller.userId, query.before, query.limit);
  return page(rows, query.limit);
}

/** One conversation of the caller's, newest first, by pages. */
export async function conversation(
  db: Executor,
  caller: Who,
  counterpartId: string,
  query: { before?: PageCursor; limit: number },
): Promise<MessagePage> {
  const rows = await conversationPage(db, caller.userId, counterpartId, query.before, query.limit);
  return page(rows, query.limit);
}

/** The caller's conversations, most recent first, with unread counts. */
export async function conversationList(db: Executor, caller: Who): Promise<ConversationList> {
  const rows = await conversationsOf(db, caller.userId, CONVERSATIONS_MAX);
  return {
    conversations: rows.map((r) => ({
      counterpart: presentPerson({ ...r, id: r.counterpartId }),
      lastMessage: r.lastMessage,
      lastLine: storedLine(r.lastLineKind, r.lastLineTerms),
      lastMessageAt: r.lastMessageAt.toISOString(),
      unread: r.unread,
    })),
    unread: rows.reduce((sum, r) => sum + r.unread, 0),
  };
}

/**
 * The caller has read what `counterpartId` sent them: both users' tabs hear it (read receipts,
 * unread counts). Reading a conversation with nothing unread changes and tells nothing.
 */
export async function markRead(db: Executor, caller: Who, counterpartId: string) {
  return db.transaction(async (tx) => {
    const readAt = now();
    const read = await markConversationRead(tx, caller.userId, counterpartId, readAt);
    if (read > 0) {
      const data = {
        readerId: caller.userId,
        counterpartId,
        readAt: readAt.toISOString(),
      };
      await tellUsers(tx, [
        { userId: caller.userId, name: MESSAGING_EVENTS.read, data },
        { userId: counterpartId, name: MESSAGING_EVENTS.read, data },
      ]);
    }
    return { read };
  });
}

/** Whom the caller may start writing to (New Message dialog), matching a name or a slug. */
export async function recipients(
  db: Executor,
  caller: Who,
  query: { q?: string; buddy?: string },
): Promise<RecipientList> {
  const filter = { q: query.q || undefined, limit: RECIPIENTS_MAX };
  let people: Pick<Person, 'id' | 'name' | 'role' | 'photo' | 'buddySlug'>[];
  if (may(caller, 'find-anyone')) {
    people = await peopleByName(db, caller.userId, filter);
  } else if (may(caller, 'read-buddy-under-interview')) {
    // A learning expert finds the buddies they interview, and whoever already wrote to them.
    const interviewed = await peopleByName(db, caller.userId, {
      ...filter,
      buddiesIn: INTERVIEW_STATUSES,
    });
    const known = await counterpartsOf(db, caller.userId, filter);
    people = [...new Map([...interviewed, ...known].map((p) => [p.id, p])).values()];
  } else if (caller.role === 'learner') {
    people = await listedBuddiesFor(db, caller.userId, { ...filter, slug: query.buddy });
  } else {
    const known = await counterpartsOf(db, caller.userId, filter);
    people = known.filter((p) => mayWrite(caller, p, true));
  }
  return { recipients: people.map(presentPerson) };
}
