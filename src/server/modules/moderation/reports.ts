import { and, sql } from 'drizzle-orm';
import {
  isoWeekStarts,
  REPORT_WEEKS,
  SESSION_WEEKS_AHEAD,
  SUPPORT_AGES,
  type ModerationReport,
} from '../../../shared/reports';
import { addAmsterdamDays } from '../../../shared/amsterdam-time';
import type { Executor } from '../../db/client';
import { activities, accountStatusChanges, buddyProfiles } from '../../db/schema/buddies';
import { sessions } from '../../db/schema/sessions';
import { supportMessages } from '../../db/schema/support';
import { liveAccount, users } from '../../db/schema/users';
import { BOOKED_STATUSES } from '../../../shared/sessions';
import { now } from '../../lib/clock';

/** The Monday (an Amsterdam date) of the week an instant falls in, as SQL. */
const amsterdamWeek = (at: unknown) =>
  sql<string>`(date_trunc('week', ${at} at time zone 'Europe/Amsterdam'))::date::text`;

const count = sql<number>`count(*)::int`;

/** When a buddy was first approved (their application is their account's creation). */
const approvedAt = sql`(select min(${accountStatusChanges.at}) from ${accountStatusChanges}
  where ${accountStatusChanges.userId} = ${users.id} and ${accountStatusChanges.toStatus} = 'approved')`;

/**
 * GET /api/moderator/reports: the figures of the moderators' Reports tab, each from one
 * aggregate query over the last REPORT_WEEKS Amsterdam weeks (booked sessions also the weeks
 * ahead; the states of today over everything). Weeks with nothing in them are listed with zeros.
 */
export async function moderationReport(db: Executor): Promise<ModerationReport> {
  const weeks = isoWeekStarts(now(), REPORT_WEEKS);
  const from = weeks.firstInstant;
  const sessionWeeks = isoWeekStarts(
    addAmsterdamDays(now(), 7 * SESSION_WEEKS_AHEAD),
    REPORT_WEEKS + SESSION_WEEKS_AHEAD,
  );
  const bookedList = sql.join(
    BOOKED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [signups, byStatus, approval, sessionCounts, top, support, english] = await Promise.all([
    db
      .select({ week: amsterdamWeek(users.createdAt), role: users.role, count })
      .from(users)
      .where(sql`${users.createdAt} >= ${from.toISOString()}::timestamptz`)
      .groupBy(sql`1`, users.role),
    db
      .select({ status: users.profileStatus, count })
      .from(users)
      .where(and(sql`${users.role} = 'buddy'`, liveAccount))
      .groupBy(users.profileStatus),
    db
      .select({
        days: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${approvedAt} - ${users.createdAt}) / 86400)::float8`,
        approved: count,
      })
      .from(users)
      .where(sql`${users.role} = 'buddy' and ${approvedAt} is not null`),
    db
      .select({
        week: amsterdamWeek(sessions.startsAt),
        count,
        valueCents: sql<number>`coalesce(sum(${sessions.priceCents}), 0)::int`,
      })
      .from(sessions)
      .where(
        sql`${sessions.status} in (${bookedList}) and ${sessions.startsAt} >= ${from.toISOString()}::timestamptz and ${sessions.startsAt} < ${sessionWeeks.endInstant.toISOString()}::timestamptz`,
      )
      .groupBy(sql`1`),
    db
      .select({ activity: activities.title, count })
      .from(sessions)
      .innerJoin(activities, sql`${activities.id} = ${sessions.activityId}`)
      .where(sql`${sessions.status} in (${bookedList})`)
      .groupBy(activities.title)
      .orderBy(sql`count(*) desc`, activities.title)
      .limit(5),
    db
      .select({
        kind: sql<
          'message' | 'session-report'
        >`case when ${supportMessages.sessionId} is null then 'message' else 'session-report' end`,
        age: sql<string>`case
          ${sql.join(
            SUPPORT_AGES.filter((age) => age.underDays !== null).map(
              (age) =>
                sql`when ${supportMessages.createdAt} > ${now().toISOString()}::timestamptz - make_interval(days => ${age.underDays}) then ${age.key}`,
            ),
            sql` `,
          )}
          else ${SUPPORT_AGES.at(-1)!.key} end`,
        count,
      })
      .from(supportMessages)
      .where(sql`${supportMessages.status} in ('open', 'in_progress')`)
      .groupBy(sql`1`, sql`2`),
    db
      .select({ count })
      .from(users)
      .innerJoin(buddyProfiles, sql`${buddyProfiles.userId} = ${users.id}`)
      .where(
        sql`${users.role} = 'buddy' and ${users.profileStatus} = 'approved' and 'English' = any(${buddyProfiles.languages})`,
      ),
  ]);
  const signupsOf = (week: string, role: string) =>
    signups.find((row) => row.week === week && row.role === role)?.count ?? 0;
  return {
    activeEnglishBuddies: english[0]?.count ?? 0,
    signupsByWeek: weeks.starts.map((week) => ({
      week,
      learners: signupsOf(week, 'learner'),
      buddies: signupsOf(week, 'buddy'),
    })),
    buddiesByStatus: byStatus.map(({ status, count }) => ({ status, count })),
    medianDaysToApproval: approval[0]?.days == null ? null : Math.round(approval[0].days * 10) / 10,
    approvedBuddies: approval[0]?.approved ?? 0,
    sessionsByWeek: sessionWeeks.starts.map((week) => {
      const row = sessionCounts.find((w) => w.week === week);
      return { week, sessions: row?.count ?? 0, value: (row?.valueCents ?? 0) / 100 };
    }),
    topActivities: top,
    openSupport: (['message', 'session-report'] as const).map((kind) => ({
      kind,
      ...Object.fromEntries(
        SUPPORT_AGES.map((age) => [
          age.key,
          support.find((row) => row.kind === kind && row.age === age.key)?.count ?? 0,
        ]),
      ),
    })) as ModerationReport['openSupport'],
  };
}
