import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { INTERVIEW_STATUSES, type ProfileStatus } from '../../../shared/buddy-status';
import type { PageCursor } from '../../../shared/page-cursor';
import type { Executor } from '../../db/client';
import { interviewPlaces, interviews } from '../../db/schema/interviews';
import { users } from '../../db/schema/users';
import { buddyProfile } from '../buddies/joins';
import { offersJson } from '../buddies/offers';

const buddy = aliasedTable(users, 'buddy');
const expert = aliasedTable(users, 'expert');

/** The buddy has a completed interview (whatever their status since: approved, rejected...). */
const interviewed = (db: Executor) =>
  exists(
    db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.buddyId, users.id), eq(interviews.status, 'completed'))),
  );

/**
 * Buddies with the learning experts, newest application first, strictly before the cursor:
 * their account, their application (profile and offers). All: those under interview and those
 * interviewed (the experts' history, decision 044); `interview_completed`: the interviewed,
 * whatever their verdict made of them (the status itself lasts only inside the verdict's
 * transaction); another status: those in it.
 */
export async function profilesUnderInterview(
  db: Executor,
  page: { status?: ProfileStatus; before?: PageCursor; limit: number },
) {
  return db
    .select({
      user: users,
      profile: {
        description: buddyProfile.description,
        about: buddyProfile.about,
        location: buddyProfile.location,
        availability: buddyProfile.availability,
        languages: buddyProfile.languages,
      },
      offers: offersJson(users.id),
    })
    .from(users)
    .innerJoin(buddyProfile, eq(buddyProfile.userId, users.id))
    .where(
      and(
        eq(users.role, 'buddy'),
        page.status === 'interview_completed'
          ? or(eq(users.profileStatus, page.status), interviewed(db))
          : page.status
            ? eq(users.profileStatus, page.status)
            : or(inArray(users.profileStatus, [...INTERVIEW_STATUSES]), interviewed(db)),
        page.before
          ? or(
              lt(users.createdAt, page.before.at),
              and(eq(users.createdAt, page.before.at), lt(users.id, page.before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit);
}

const interviewColumns = {
  interview: interviews,
  buddyName: buddy.fullName,
  buddyEmail: buddy.email,
  expertName: expert.fullName,
  expertEmail: expert.email,
};

const withParties = (db: Executor) =>
  db
    .select(interviewColumns)
    .from(interviews)
    .innerJoin(buddy, eq(buddy.id, interviews.buddyId))
    .innerJoin(expert, eq(expert.id, interviews.expertId));

/** An interview with its buddy's and its expert's names (and emails, for mails only). */
export async function findInterview(db: Executor, id: string) {
  const [row] = await withParties(db).where(eq(interviews.id, id)).limit(1);
  return row;
}
export type InterviewRow = NonNullable<Awaited<ReturnType<typeof findInterview>>>;

/** These buddies' interviews, newest first (a buddy has few: one per invitation). */
export async function interviewsOf(db: Executor, buddyIds: string[]) {
  if (buddyIds.length === 0) return [];
  return withParties(db)
    .where(inArray(interviews.buddyId, buddyIds))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
}

/**
 * The expert's account row locked until the transaction ends: one expert's bookings queue up, so
 * two at once for one slot end in the overlap constraint's 409, never in a deadlock between them.
 */
export async function lockExpertCalendar(db: Executor, expertId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, expertId)).for('update');
}

/** The interview row locked until the transaction ends (moves of one interview queue up). */
export async function lockInterview(db: Executor, id: string) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).for('update');
  return row;
}

/** The buddy's scheduled interview, locked; undefined when there is none. */
export async function lockScheduledInterviewOf(db: Executor, buddyId: string) {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.buddyId, buddyId), eq(interviews.status, 'scheduled')))
    .for('update');
  return row;
}

/** The scheduled interviews of a user, as the buddy or as the expert, locked. */
export async function lockScheduledInterviewsWith(db: Executor, userId: string) {
  return db
    .select()
    .from(interviews)
    .where(
      and(
        or(eq(interviews.buddyId, userId), eq(interviews.expertId, userId)),
        eq(interviews.status, 'scheduled'),
      ),
    )
    .for('update');
}

export async function insertInterview(
  db: Executor,
  values: Omit<typeof interviews.$inferInsert, 'id' | 'status' | 'calendarSequence'>,
) {
  const [row] = await db.insert(interviews).values(values).returning({ id: interviews.id });
  return row!.id;
}

/**
 * A change calendars follow (a new time or place, a cancellation), or the verdict: the SEQUENCE goes one
 * up with the first two, and a new time is reminded of again.
 */
export async function updateInterview(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof interviews.$inferInsert,
      'startsAt' | 'endsAt' | 'status' | 'feedback' | 'place' | 'videoLink'
    >
  > & {
    updatedAt: Date;
  },
  calendarsFollow: boolean,
) {
  await db
    .update(interviews)
    .set({
      ...values,
      ...(values.startsAt && { remindedAt: null }),
      ...(calendarsFollow && { calendarSequence: sql`${interviews.calendarSequence} + 1` }),
    })
    .where(eq(interviews.id, id));
}

/** The starts of the expert's scheduled interviews in [from, to). */
export async function scheduledStartsOf(db: Executor, expertId: string, from: Date, to: Date) {
  const rows = await db
    .select({ startsAt: interviews.startsAt })
    .from(interviews)
    .where(
      and(
        eq(interviews.expertId, expertId),
        eq(interviews.status, 'scheduled'),
        gte(interviews.startsAt, from),
        lt(interviews.startsAt, to),
      ),
    );
  return rows.map((r) => r.startsAt);
}

/** A buddy's interviews for their calendar feed (called-off ones too), soonest first. */
export async function calendarInterviewsOf(
  db: Executor,
  buddyId: string,
  startingIn: { from: Date; to: Date },
  max: number,
) {
  return withParties(db)
    .where(
      and(
        eq(interviews.buddyId, buddyId),
        gte(interviews.startsAt, startingIn.from),
        lt(interviews.startsAt, startingIn.to),
      ),
    )
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .limit(max);
}

/** Marks an interview reminded if it is still scheduled at that start and not reminded yet. */
export async function markInterviewReminded(db: Executor, id: string, startsAt: Date, at: Date) {
  const rows = await db
    .update(interviews)
    .set({ remindedAt: at })
    .where(
      and(
        eq(interviews.id, id),
        eq(interviews.status, 'scheduled'),
        eq(interviews.startsAt, startsAt),
        isNull(interviews.remindedAt),
      ),
    )
    .returning({ id: interviews.id });
  return rows.length > 0;
}

/**
 * How many interviews (scheduled or held) the expert has on each Amsterdam date in [from, to),
 * for their month calendar.
 */
export async function interviewDaysOf(db: Executor, expertId: string, from: Date, to: Date) {
  const day = sql<string>`(${interviews.startsAt} at time zone 'Europe/Amsterdam')::date::text`;
  return db
    .select({ date: day, interviews: count() })
    .from(interviews)
    .where(
      and(
        eq(interviews.expertId, expertId),
        ne(interviews.status, 'cancelled'),
        gte(interviews.startsAt, from),
        lt(interviews.startsAt, to),
      ),
    )
    .groupBy(day)
    .orderBy(day);
}

/** The expert's usual place for interviews; undefined when they gave none. */
export async function interviewPlaceOf(db: Executor, expertId: string) {
  const [row] = await db
    .select({ place: interviewPlaces.place, videoLink: interviewPlaces.videoLink })
    .from(interviewPlaces)
    .where(eq(interviewPlaces.expertId, expertId));
  return row;
}

/** Sets (or, with neither, removes) the expert's usual place for interviews. */
export async function setInterviewPlace(
  db: Executor,
  expertId: string,
  where: { place: string | null; videoLink: string | null },
  at: Date,
) {
  if (where.place === null && where.videoLink === null) {
    await db.delete(interviewPlaces).where(eq(interviewPlaces.expertId, expertId));
    return;
  }
  await db
    .insert(interviewPlaces)
    .values({ expertId, ...where, updatedAt: at })
    .onConflictDoUpdate({ target: interviewPlaces.expertId, set: { ...where, updatedAt: at } });
}
