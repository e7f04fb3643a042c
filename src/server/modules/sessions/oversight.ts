import { encodePageCursor, type PageCursor } from '../../../shared/page-cursor';
import type { ModeratedSession, SessionList } from '../../../shared/moderation';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/http-errors';
import { may, type Caller } from '../../lib/policy';
import { presentProposal } from './presenter';
import {
  bookedSessionsByWeek,
  findSession,
  markSessionNotified,
  mostBookedActivities,
  sessionsForModerators,
  type SessionRow,
} from './repository';

const WHICH = {
  proposals: 'all',
  'approved-sessions': 'approved',
  'upcoming-sessions': 'upcoming',
  'completed-sessions': 'completed',
} as const satisfies Record<SessionList, string>;

const present = (row: SessionRow): ModeratedSession => ({
  ...presentProposal(row),
  notifiedAt: row.session.moderatorNotifiedAt?.toISOString() ?? null,
});

/**
 * The moderators' oversight of sessions (SPEC: Sessions & Proposals): one list a page at a time,
 * and the `before` of the next page when there may be one.
 */
export async function moderatorSessions(
  db: Executor,
  caller: Caller,
  list: SessionList,
  page: { before?: PageCursor; limit: number },
): Promise<{ sessions: ModeratedSession[]; before: string | null }> {
  if (!may(caller, 'read-any-session')) throw forbidden();
  const rows = await sessionsForModerators(db, WHICH[list], now(), page);
  const last = rows.at(-1);
  return {
    sessions: rows.map(present),
    before:
      rows.length === page.limit && last
        ? encodePageCursor({ at: last.session.startsAt, id: last.session.id })
        : null,
  };
}

/** POST /api/moderator/mark-notified/{id}: the moderator saw to the session. */
export async function markNotified(
  db: Executor,
  caller: Caller,
  id: string,
): Promise<ModeratedSession> {
  if (!may(caller, 'read-any-session')) throw forbidden();
  await markSessionNotified(db, id, caller.userId, now());
  const row = await findSession(db, id);
  if (!row) throw notFound(PROPOSAL_TEXTS.notFound);
  return present(row);
}

/** Booked sessions starting in [from, to) by Amsterdam week, for the moderators' Reports tab. */
export const bookedSessionsPerWeek = (db: Executor, startingIn: { from: Date; to: Date }) =>
  bookedSessionsByWeek(db, startingIn);

/** The `max` activities with the most booked sessions, for the moderators' Reports tab. */
export const topBookedActivities = (db: Executor, max: number) => mostBookedActivities(db, max);
