import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import {
  BOOKED_STATUSES,
  TIME_HOLDING_STATUSES,
  UPCOMING_STATUSES,
  type SessionStatus,
} from '../../../shared/sessions';
import type { PageCursor } from '../../../shared/page-cursor';
import type { Executor } from '../../db/client';
import { amsterdamWeek, isOneOf } from '../../db/constants';
import { prepared } from '../../db/prepared';
import { sessions, sessionStatusChanges } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { activityTitle } from '../buddies/activity-title';
import { buddyProfile, sessionReview } from '../buddies/joins';

const learner = aliasedTable(users, 'learner');
const buddy = aliasedTable(users, 'buddy');

const sessionColumns = {
  session: sessions,
  learnerName: learner.fullName,
  learnerEmail: learner.email,
  buddyName: buddy.fullName,
  buddyEmail: buddy.email,
  buddySlug: buddyProfile.slug,
  activityTitle: activityTitle(sessions.activityId),
  reviewId: sessionReview.id,
};

const withParties = (db: Executor) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(learner, eq(learner.id, sessions.learnerId))
    .innerJoin(buddy, eq(buddy.id, sessions.buddyId))
    .leftJoin(buddyProfile, eq(buddyProfile.userId, sessions.buddyId))
    .leftJoin(sessionReview, eq(sessionReview.sessionId, sessions.id));

/*
 * The reads of sessions with their parties are built once and sent as named prepared statements
 * (db/prepared.ts): PostgreSQL parses and plans each once per connection instead of on every
 * call. Planning these joins takes about 1 ms, five times their run: the query alone, 20
 * at once, ran 1,000 times a second unprepared and 7,000 prepared (bench/README.md).
 */
const id = sql.placeholder('id');
const userId = sql.placeholder('userId');
const from = sql.placeholder('from');
const to = sql.placeholder('to');
const limit = sql.placeholder('limit');

const sessionWithParties = prepared((db) =>
  withParties(db).where(eq(sessions.id, id)).limit(1).prepare('session_with_parties'),
);

/**
 * A session with both parties' names (and emails, for mails only), its activity's title and its
 * review's id when it has one.
 */
export async function findSession(db: Executor, sessionId: string) {
  const [row] = await sessionWithParties(db).execute({ id: sessionId });
  return row;
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** The session row locked until the transaction ends (answers to one proposal queue up). */
export async function lockSession(db: Executor, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).for('update');
  return row;
}
/** A session row as `lockSession` gave it: locked by the transaction holding it. */
export type LockedSession = NonNullable<Awaited<ReturnType<typeof lockSession>>>;

type NewSession = Omit<typeof sessions.$inferInsert, 'status'>;
/** What may change on a session besides its status, which only `transition()` moves. */
export type SessionUpdate = Partial<Omit<typeof sessions.$inferInsert, 'id' | 'status'>>;

/** A new session in its first status: for `openSession()` (transition.ts) only. */
export async function insertSession(
  db: Executor,
  values: NewSession & { status: typeof sessions.$inferInsert.status },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

export async function updateSession(db: Executor, id: string, values: SessionUpdate) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

/**
 * The session moved from one status to another, with the columns that change with it (and its
 * calendar files' SEQUENCE one up when calendars follow); nothing when it is no longer in
 * `from`. For `transition()` (transition.ts) only.
 */
export async function moveSession(
  db: Executor,
  id: string,
  from: SessionStatus,
  values: SessionUpdate & { status: SessionStatus },
  calendarsFollow: boolean,
) {
  const rows = await db
    .update(sessions)
    .set({
      ...values,
      ...(calendarsFollow && { calendarSequence: sql`${sessions.calendarSequence} + 1` }),
    })
    .where(and(eq(sessions.id, id), eq(sessions.status, from)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function insertStatusChange(
  db: Executor,
  change: typeof sessionStatusChanges.$inferInsert,
) {
  await db.insert(sessionStatusChanges).values(change);
}

/** A session's changes of status, oldest first. */
export async function statusChangesOf(db: Executor, sessionId: string) {
  return db
    .select()
    .from(sessionStatusChanges)
    .where(eq(sessionStatusChanges.sessionId, sessionId))
    .orderBy(asc(sessionStatusChanges.id));
}

const partyColumn = { learner: sessions.learnerId, buddy: sessions.buddyId };

/**
 * A side's sessions, latest time first: all of them, those starting in [from, to), or those
 * before a page's last one (by start, then id: the keyset of the proposals list).
 */
const sessionsOfSide = (side: 'learner' | 'buddy', only: 'all' | 'inRange' | 'before') =>
  prepared((db) =>
    withParties(db)
      .where(
        and(
          eq(partyColumn[side], userId),
          only === 'inRange' ? gte(sessions.startsAt, from) : undefined,
          only === 'inRange' ? lt(sessions.startsAt, to) : undefined,
          only === 'before'
            ? sql`(${sessions.startsAt}, ${sessions.id}) < (${from}::timestamptz, ${id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(sessions.startsAt), desc(sessions.id))
      .limit(limit)
      .prepare(`sessions_of_${side}${only === 'all' ? '' : `_${only}`}`),
  );
const SESSIONS_OF = {
  learner: {
    all: sessionsOfSide('learner', 'all'),
    inRange: sessionsOfSide('learner', 'inRange'),
    before: sessionsOfSide('learner', 'before'),
  },
  buddy: {
    all: sessionsOfSide('buddy', 'all'),
    inRange: sessionsOfSide('buddy', 'inRange'),
    before: sessionsOfSide('buddy', 'before'),
  },
};

/**
 * A user's sessions as learner or as buddy, latest time first: those starting in a range, or
 * those before a cursor (start and id of the last one of the page before).
 */
export async function sessionsOf(
  db: Executor,
  side: 'learner' | 'buddy',
  user: string,
  max: number,
  only: { startingIn?: { from: Date; to: Date }; before?: PageCursor } = {},
) {
  const { startingIn, before } = only;
  if (startingIn) {
    return SESSIONS_OF[side].inRange(db).execute({
      userId: user,
      limit: max,
      from: startingIn.from.toISOString(),
      to: startingIn.to.toISOString(),
    });
  }
  if (before) {
    return SESSIONS_OF[side].before(db).execute({
      userId: user,
      limit: max,
      from: before.at.toISOString(),
      id: before.id,
    });
  }
  return SESSIONS_OF[side].all(db).execute({ userId: user, limit: max });
}

/** A side's counters in one pass over its sessions (the index on the side's id). */
const countsOfSide = (side: 'learner' | 'buddy') =>
  prepared((db) =>
    db
      .select({
        completed: sql<number>`count(*) filter (where ${isOneOf(sessions.status, ['completed'])})::int`,
        upcoming: sql<number>`count(*) filter (where ${isOneOf(sessions.status, UPCOMING_STATUSES)} and ${sessions.startsAt} > ${from})::int`,
        proposals: sql<number>`count(*)::int`,
      })
      .from(sessions)
      .where(eq(partyColumn[side], userId))
      .prepare(`session_counts_of_${side}`),
  );
const COUNTS = { learner: countsOfSide('learner'), buddy: countsOfSide('buddy') };

/** How many of a side's sessions are completed, still ahead (after `at`), and in all. */
export async function sessionCountsOf(
  db: Executor,
  side: 'learner' | 'buddy',
  user: string,
  at: Date,
) {
  const [counts] = await COUNTS[side](db).execute({ userId: user, from: at.toISOString() });
  return counts!;
}

const unreviewedSession = aliasedTable(sessions, 'unreviewed');

/** The newest unreviewed ones are picked first by the learner's index; only they are joined. */
const unreviewed = prepared((db) =>
  withParties(db)
    .where(
      inArray(
        sessions.id,
        db
          .select({ id: unreviewedSession.id })
          .from(unreviewedSession)
          .where(
            and(
              eq(unreviewedSession.learnerId, userId),
              isOneOf(unreviewedSession.status, ['completed']),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(sessionReview)
                  // The buddy's condition is implied (a review is of its session's buddy), but
                  // with it PostgreSQL's generic plan probes the reviews' index per session
                  // instead of scanning the whole table for each: 0.6 ms a call instead of 5.
                  .where(
                    and(
                      eq(sessionReview.sessionId, unreviewedSession.id),
                      eq(sessionReview.buddyId, unreviewedSession.buddyId),
                    ),
                  ),
              ),
            ),
          )
          .orderBy(desc(unreviewedSession.startsAt), desc(unreviewedSession.id))
          .limit(limit),
      ),
    )
    .orderBy(desc(sessions.startsAt), desc(sessions.id))
    .prepare('sessions_awaiting_review'),
);

/** A learner's completed sessions they have not reviewed, latest first. */
export async function awaitingReview(db: Executor, learnerId: string, max: number) {
  return unreviewed(db).execute({ userId: learnerId, limit: max });
}

/** A side's booked sessions that have ended and wait for its confirmation, oldest first. */
const awaitingSide = (side: 'learner' | 'buddy') =>
  prepared((db) => {
    const [party, confirmed, reported] =
      side === 'learner'
        ? [sessions.learnerId, sessions.learnerConfirmedAt, sessions.learnerReportedAt]
        : [sessions.buddyId, sessions.buddyConfirmedAt, sessions.buddyReportedAt];
    return withParties(db)
      .where(
        and(
          eq(party, userId),
          isOneOf(sessions.status, ['approved']),
          lte(sessions.endsAt, to),
          isNull(confirmed),
          isNull(reported),
        ),
      )
      .orderBy(asc(sessions.startsAt))
      .limit(limit)
      .prepare(`sessions_awaiting_${side}`);
  });
const AWAITING = { learner: awaitingSide('learner'), buddy: awaitingSide('buddy') };

/**
 * Booked sessions that have ended and wait for the side's confirmation: neither confirmed nor
 * reported by that side yet. Oldest first.
 */
export async function awaitingConfirmation(
  db: Executor,
  side: 'learner' | 'buddy',
  user: string,
  endedBy: Date,
  max: number,
) {
  return AWAITING[side](db).execute({ userId: user, to: endedBy.toISOString(), limit: max });
}

/**
 * A user's times held (as learner or buddy) overlapping a window: their sessions booked, or
 * waiting for payment, and the new times of accepted moves waiting for their difference
 * (decision 039), as the exclusion constraints hold them.
 */
const heldBetween = (userId: string, from: Date, to: Date) =>
  and(
    or(eq(sessions.learnerId, userId), eq(sessions.buddyId, userId)),
    inArray(sessions.status, [...TIME_HOLDING_STATUSES]),
    or(
      and(lt(sessions.startsAt, to), gt(sessions.endsAt, from)),
      and(
        eq(sessions.moveStatus, 'awaiting_payment'),
        lt(sessions.moveStartsAt, to),
        gt(sessions.moveEndsAt, from),
      ),
    ),
  );

/** Whether the user (as learner or buddy) holds a time overlapping [from, to). */
export async function hasBookedOverlap(db: Executor, userId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(heldBetween(userId, from, to))
    .limit(1);
  return row !== undefined;
}

/** The times a user holds (their own sessions held or done, moves held) overlapping a window. */
export async function bookedTimesOf(db: Executor, userId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      start: sessions.startsAt,
      end: sessions.endsAt,
      moveStatus: sessions.moveStatus,
      moveStart: sessions.moveStartsAt,
      moveEnd: sessions.moveEndsAt,
    })
    .from(sessions)
    .where(heldBetween(userId, from, to));
  return rows.flatMap(({ start, end, moveStatus, moveStart, moveEnd }) => [
    { start, end },
    ...(moveStatus === 'awaiting_payment' && moveStart && moveEnd
      ? [{ start: moveStart, end: moveEnd }]
      : []),
  ]);
}

/** Statuses a calendar shows: booked (and held) sessions, and called-off ones to drop. */
const CALENDAR_STATUSES = ['approved', 'completed', 'cancelled'] as const;

const calendarSessions = prepared((db) =>
  withParties(db)
    .where(
      and(
        or(eq(sessions.learnerId, userId), eq(sessions.buddyId, userId)),
        isOneOf(sessions.status, CALENDAR_STATUSES),
        gte(sessions.startsAt, from),
        lt(sessions.startsAt, to),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id))
    .limit(limit)
    .prepare('sessions_in_calendar'),
);

/**
 * A user's sessions for their calendar feed, as learner or buddy, starting in [from, to),
 * soonest first (one index range per side).
 */
export async function calendarSessionsOf(
  db: Executor,
  user: string,
  startingIn: { from: Date; to: Date },
  max: number,
) {
  return calendarSessions(db).execute({
    userId: user,
    from: startingIn.from.toISOString(),
    to: startingIn.to.toISOString(),
    limit: max,
  });
}

/**
 * Marks a session reminded if it is still booked at the time the reminder was for and nobody
 * reminded of it yet: true for the one caller that did it, however many try at once.
 */
export async function markReminded(db: Executor, id: string, startsAt: Date, at: Date) {
  const rows = await db
    .update(sessions)
    .set({ remindedAt: at })
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.status, 'approved'),
        eq(sessions.startsAt, startsAt),
        isNull(sessions.remindedAt),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * A user's sessions still open: proposals and counter-proposals waiting for an answer, and
 * booked sessions that have not started by `at`.
 */
export async function openSessionsOf(db: Executor, userId: string, at: Date) {
  return db
    .select({ id: sessions.id, status: sessions.status })
    .from(sessions)
    .where(
      and(
        or(eq(sessions.learnerId, userId), eq(sessions.buddyId, userId)),
        or(
          inArray(sessions.status, ['pending', 'modified', 'awaiting_payment']),
          and(eq(sessions.status, 'approved'), gt(sessions.startsAt, at)),
        ),
      ),
    );
}

/**
 * Every session for the moderators' lists, by start, newest first (then id), before a place:
 * all of them, the approved ones (booked), those booked still ahead of `at`, the completed.
 */
export async function sessionsForModerators(
  db: Executor,
  list: 'all' | 'approved' | 'upcoming' | 'completed',
  at: Date,
  page: { before?: PageCursor; limit: number },
) {
  const only =
    list === 'all'
      ? undefined
      : list === 'completed'
        ? eq(sessions.status, 'completed')
        : list === 'approved'
          ? eq(sessions.status, 'approved')
          : and(eq(sessions.status, 'approved'), gt(sessions.startsAt, at));
  return withParties(db)
    .where(
      and(
        only,
        page.before
          ? sql`(${sessions.startsAt}, ${sessions.id}) < (${page.before.at.toISOString()}::timestamptz, ${page.before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(sessions.startsAt), desc(sessions.id))
    .limit(page.limit);
}

/** A moderator saw to a session: the first mark stays. */
export async function markSessionNotified(db: Executor, id: string, moderatorId: string, at: Date) {
  await db
    .update(sessions)
    .set({ moderatorNotifiedAt: at, moderatorNotifiedBy: moderatorId })
    .where(and(eq(sessions.id, id), isNull(sessions.moderatorNotifiedAt)));
}

// What the moderators' Reports tab reads of sessions.

const count = sql<number>`count(*)::int`;

/** Booked sessions starting in [from, to), counted by Amsterdam week, with their prices' sum. */
export async function bookedSessionsByWeek(db: Executor, startingIn: { from: Date; to: Date }) {
  return db
    .select({
      week: amsterdamWeek(sessions.startsAt),
      count,
      valueCents: sql<number>`coalesce(sum(${sessions.priceCents}), 0)::int`,
    })
    .from(sessions)
    .where(
      and(
        inArray(sessions.status, [...BOOKED_STATUSES]),
        gte(sessions.startsAt, startingIn.from),
        lt(sessions.startsAt, startingIn.to),
      ),
    )
    .groupBy(sql`1`);
}

/** The `max` activities with the most booked sessions, most first (then by title). */
export async function mostBookedActivities(db: Executor, max: number) {
  const activity = activityTitle(sessions.activityId);
  return db
    .select({ activity, count })
    .from(sessions)
    .where(inArray(sessions.status, [...BOOKED_STATUSES]))
    .groupBy(activity)
    .orderBy(sql`count(*) desc`, activity)
    .limit(max);
}

// What payments read of sessions.

/** A session's terms and state as its money follows them. */
const moneyTermColumns = {
  id: sessions.id,
  buddyId: sessions.buddyId,
  status: sessions.status,
  startsAt: sessions.startsAt,
  priceCents: sessions.priceCents,
  moveStatus: sessions.moveStatus,
  moveStartsAt: sessions.moveStartsAt,
  movePriceCents: sessions.movePriceCents,
};

/** A session's terms as its money follows them, its row locked for the caller's transaction. */
export async function lockMoneyTerms(tx: Executor, sessionId: string) {
  const [session] = await tx
    .select(moneyTermColumns)
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update');
  return session;
}

/** The terms of the sessions in `sessionIds` as their money follows them. */
export async function moneyTermsOf(db: Executor, sessionIds: string[]) {
  return db.select(moneyTermColumns).from(sessions).where(inArray(sessions.id, sessionIds));
}

/** The ids of the sessions whose row changed since `since`. */
export async function sessionIdsChangedSince(db: Executor, since: Date) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(gte(sessions.updatedAt, since));
  return rows.map((row) => row.id);
}

/** The ids of a buddy's sessions (only the completed ones, with `completedOnly`). */
export async function sessionIdsOfBuddy(
  db: Executor,
  buddyId: string,
  { completedOnly = false } = {},
) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.buddyId, buddyId),
        completedOnly ? eq(sessions.status, 'completed') : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/** A buddy's sessions starting in [from, to), with their activity and learner, earliest first. */
export async function buddySessionsStartingIn(
  db: Executor,
  buddyId: string,
  startingIn: { from: Date; to: Date },
) {
  return db
    .select({
      id: sessions.id,
      startsAt: sessions.startsAt,
      activity: activityTitle(sessions.activityId),
      learnerName: users.fullName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.learnerId))
    .where(
      and(
        eq(sessions.buddyId, buddyId),
        gte(sessions.startsAt, startingIn.from),
        lt(sessions.startsAt, startingIn.to),
      ),
    )
    .orderBy(sessions.startsAt, sessions.id);
}
