import {
  isoWeekStarts,
  REPORT_WEEKS,
  SESSION_WEEKS_AHEAD,
  SUPPORT_AGES,
  type ModerationReport,
} from '../../../shared/reports';
import { addAmsterdamDays } from '../../../shared/amsterdam-time';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { buddyApprovalTimes, listedBuddiesSpeaking } from '../buddies/staff-reads';
import { bookedSessionsPerWeek, topBookedActivities } from '../sessions/oversight';
import { openSupportByAge } from '../support/service';
import { buddiesByStatus, signupsByWeek } from './repository';

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
  const [signups, byStatus, approval, sessionCounts, top, support, english] = await Promise.all([
    signupsByWeek(db, from),
    buddiesByStatus(db),
    buddyApprovalTimes(db),
    bookedSessionsPerWeek(db, { from, to: sessionWeeks.endInstant }),
    topBookedActivities(db, 5),
    openSupportByAge(db),
    listedBuddiesSpeaking(db, 'English'),
  ]);
  const signupsOf = (week: string, role: string) =>
    signups.find((row) => row.week === week && row.role === role)?.count ?? 0;
  return {
    activeEnglishBuddies: english,
    signupsByWeek: weeks.starts.map((week) => ({
      week,
      learners: signupsOf(week, 'learner'),
      buddies: signupsOf(week, 'buddy'),
    })),
    buddiesByStatus: byStatus.map(({ status, count }) => ({ status, count })),
    medianDaysToApproval: approval?.days == null ? null : Math.round(approval.days * 10) / 10,
    approvedBuddies: approval?.approved ?? 0,
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
