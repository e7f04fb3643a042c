import { CALENDAR_FEED_PREFIX, CALENDAR_TEXTS } from '../../../shared/calendar';
import type { CalendarFeedStatus, CalendarFeedUrl } from '../../../shared/calendar';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import type { Caller } from '../../lib/policy';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { hashToken, newToken } from '../../lib/tokens';
import { calendarFileName, feedCalendar, sessionCalendarFile } from './calendar';
import { canReadProposal, sideOf } from './policy';
import {
  calendarFeedOwner,
  calendarSessionsOf,
  deleteCalendarFeed,
  findCalendarFeed,
  findSession,
  saveCalendarFeed,
} from './repository';

type Who = Pick<Caller, 'userId' | 'role'>;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** What a feed lists: sessions from a month ago to a year ahead (as far as one can book). */
const FEED_PAST_MS = 30 * DAY_MS;
const FEED_AHEAD_MS = 366 * DAY_MS;
const FEED_MAX = 1000;
/** A secret of newToken(): 32 bytes, base64url. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Calendar apps look every few minutes at most; more is a leaked address being hammered. */
export const FEED_READ_LIMIT: RateRule = {
  scope: 'calendar-feed:read',
  max: 120,
  windowMs: HOUR_MS,
};
/** Addresses that ask for feeds that do not exist: guessing, or a stale subscription gone mad. */
export const FEED_MISS_LIMIT: RateRule = {
  scope: 'calendar-feed:miss',
  max: 30,
  windowMs: HOUR_MS,
};
/** New addresses per user: enough to rotate a leaked one, not to churn. */
export const FEED_CHANGE_LIMIT: RateRule = {
  scope: 'calendar-feed:change',
  max: 10,
  windowMs: HOUR_MS,
};

/** Statuses with a calendar file: booked or held, and called off (a file that removes it). */
const WITH_FILE = new Set(['approved', 'completed', 'cancelled']);

/**
 * GET /api/proposals/{id}/calendar.ics: a session's calendar file, to its learner, its buddy and
 * staff; anyone else, and a session not (or no longer) booked, is told it is not there.
 */
export async function sessionCalendar(db: Executor, caller: Who, id: string, publicUrl: string) {
  const row = await findSession(db, id);
  if (!row || !canReadProposal(caller, row.session) || !WITH_FILE.has(row.session.status)) {
    throw notFound(PROPOSAL_TEXTS.notFound);
  }
  return {
    filename: calendarFileName(row),
    content: sessionCalendarFile(
      row,
      sideOf(caller, row.session) ?? 'learner',
      publicUrl,
      'PUBLISH',
    ),
  };
}

/** GET /api/calendar-feed: whether the caller has a feed (its address cannot be shown again). */
export async function calendarFeedStatus(db: Executor, caller: Who): Promise<CalendarFeedStatus> {
  const feed = await findCalendarFeed(db, caller.userId);
  return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
}

/**
 * POST /api/calendar-feed: a new secret address for the caller's feed, shown this once; an
 * address made before stops working. Only the secret's SHA-256 is stored.
 */
export async function createCalendarFeed(
  db: Database,
  caller: Who,
  publicUrl: string,
): Promise<CalendarFeedUrl> {
  await limitAttempts(db, CALENDAR_TEXTS.tooManyFeedChanges, [[FEED_CHANGE_LIMIT, caller.userId]]);
  const token = newToken();
  await saveCalendarFeed(db, caller.userId, hashToken(token), now());
  return { url: `${publicUrl}${CALENDAR_FEED_PREFIX}${token}.ics` };
}

/** DELETE /api/calendar-feed: the address stops working (again: nothing changes). */
export async function revokeCalendarFeed(db: Executor, caller: Who) {
  await deleteCalendarFeed(db, caller.userId);
}

/**
 * GET /api/calendar/{secret}.ics, public: the feed of whoever the secret belongs to. One read
 * of a unique index finds them; an unknown or revoked secret is 404 and counts against the
 * caller's address, a known one against that secret address.
 */
export async function calendarFeed(
  db: Database,
  token: string,
  address: string,
  publicUrl: string,
): Promise<string> {
  const secretHash = hashToken(token);
  const userId = FEED_TOKEN.test(token) ? await calendarFeedOwner(db, secretHash) : undefined;
  if (!userId) {
    await limitAttempts(db, CALENDAR_TEXTS.tooManyFeedReads, [[FEED_MISS_LIMIT, address]]);
    throw notFound(CALENDAR_TEXTS.feedNotFound);
  }
  // Per address of the feed, not per user: a new address works at once beside a hammered one.
  await limitAttempts(db, CALENDAR_TEXTS.tooManyFeedReads, [[FEED_READ_LIMIT, secretHash]]);
  const at = now().getTime();
  const rows = await calendarSessionsOf(
    db,
    userId,
    { from: new Date(at - FEED_PAST_MS), to: new Date(at + FEED_AHEAD_MS) },
    FEED_MAX,
  );
  return feedCalendar(rows, userId, publicUrl);
}
