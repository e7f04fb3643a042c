import { aliasedTable, and, desc, eq, gt, gte, inArray, lt, or } from 'drizzle-orm';
import { BOOKED_STATUSES } from '../../../shared/sessions';
import type { Executor } from '../../db/client';
import { activities, buddyActivities, buddyProfiles, reviews } from '../../db/schema/buddies';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

const learner = aliasedTable(users, 'learner');
const buddy = aliasedTable(users, 'buddy');

const sessionColumns = {
  session: sessions,
  learnerName: learner.fullName,
  learnerEmail: learner.email,
  buddyName: buddy.fullName,
  buddyEmail: buddy.email,
  buddySlug: buddyProfiles.slug,
  activityTitle: activities.title,
  reviewId: reviews.id,
};

const withParties = (db: Executor) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(learner, eq(learner.id, sessions.learnerId))
    .innerJoin(buddy, eq(buddy.id, sessions.buddyId))
    .leftJoin(buddyProfiles, eq(buddyProfiles.userId, sessions.buddyId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .leftJoin(reviews, eq(reviews.sessionId, sessions.id));

/**
 * A session with both parties' names (and emails, for mails only), its activity's title and its
 * review's id when it has one.
 */
export async function findSession(db: Executor, id: string) {
  const [row] = await withParties(db).where(eq(sessions.id, id)).limit(1);
  return row;
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** The session row locked until the transaction ends (answers to one proposal queue up). */
export async function lockSession(db: Executor, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).for('update');
  return row;
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

export async function updateSession(
  db: Executor,
  id: string,
  values: Partial<typeof sessions.$inferInsert>,
) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

/** A user's sessions as learner or as buddy, latest time first; those starting in a range. */
export async function sessionsOf(
  db: Executor,
  side: 'learner' | 'buddy',
  userId: string,
  limit: number,
  startingIn?: { from: Date; to: Date },
) {
  const column = side === 'learner' ? sessions.learnerId : sessions.buddyId;
  return withParties(db)
    .where(
      and(
        eq(column, userId),
        startingIn ? gte(sessions.startsAt, startingIn.from) : undefined,
        startingIn ? lt(sessions.startsAt, startingIn.to) : undefined,
      ),
    )
    .orderBy(desc(sessions.startsAt), desc(sessions.id))
    .limit(limit);
}

/** Whether the user (as learner or buddy) has a booked session overlapping [from, to). */
export async function hasBookedOverlap(db: Executor, userId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        or(eq(sessions.learnerId, userId), eq(sessions.buddyId, userId)),
        inArray(sessions.status, [...BOOKED_STATUSES]),
        lt(sessions.startsAt, to),
        gt(sessions.endsAt, from),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A buddy (any status) with the offer of one activity, if they make it. */
export async function findOffer(db: Executor, buddyId: string, activityId: string) {
  const [row] = await db
    .select({
      buddyId: users.id,
      role: users.role,
      status: users.profileStatus,
      meetingPlace: buddyProfiles.location,
      offerLocation: buddyActivities.location,
      rateMinCents: buddyActivities.rateMinCents,
      rateMaxCents: buddyActivities.rateMaxCents,
    })
    .from(users)
    .innerJoin(buddyProfiles, eq(buddyProfiles.userId, users.id))
    .leftJoin(
      buddyActivities,
      and(eq(buddyActivities.buddyId, users.id), eq(buddyActivities.activityId, activityId)),
    )
    .where(eq(users.id, buddyId))
    .limit(1);
  return row;
}
