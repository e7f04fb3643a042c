import { CALENDAR_FEED_PREFIX, CALENDAR_TEXTS } from '../../../shared/calendar';
import type { CalendarFeedStatus, CalendarFeedUrl } from '../../../shared/calendar';
import type { Database, Executor } from '../../db/client';
import type { AppointmentSource } from './appointment';
import { feedCalendar } from './calendar-file';
import { now } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { link } from '../../lib/links';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { hashToken, newToken } from '../../lib/tokens';
import {
  calendarFeedOwner,
  deleteCalendarFeed,
  findCalendarFeed,
  saveCalendarFeed,
} from './repository';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** What a feed lists: appointments from a month ago to a year ahead (as far as one can book). */
const FEED_PAST_MS = 30 * DAY_MS;
const FEED_AHEAD_MS = 366 * DAY_MS;
/** At most this many of each kind of appointment. */
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

/** GET /api/calendar-feed: whether the caller has a feed (its address cannot be shown again). */
export async function calendarFeedStatus(
  db: Executor,
  userId: string,
): Promise<CalendarFeedStatus> {
  const feed = await findCalendarFeed(db, userId);
  return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
}

/**
 * POST /api/calendar-feed: a new secret address for the caller's feed, shown this once; an
 * address made before stops working. Only the secret's SHA-256 is stored.
 */
export async function createCalendarFeed(db: Database, userId: string): Promise<CalendarFeedUrl> {
  await limitAttempts(db, CALENDAR_TEXTS.tooManyFeedChanges, [[FEED_CHANGE_LIMIT, userId]]);
  const token = newToken();
  await saveCalendarFeed(db, userId, hashToken(token), now());
  return { url: link(`${CALENDAR_FEED_PREFIX}${token}.ics`) };
}

/** DELETE /api/calendar-feed: the address stops working (again: nothing changes). */
export async function revokeCalendarFeed(db: Executor, userId: string) {
  await deleteCalendarFeed(db, userId);
}

/**
 * GET /api/calendar/{secret}.ics, public: the appointments of whoever the secret belongs to,
 * from every source (sessions, interviews), soonest first. One read of a unique index finds
 * them; an unknown or revoked secret is 404 and counts against the caller's address, a known one
 * against that secret address.
 */
export async function calendarFeed(
  db: Database,
  sources: readonly AppointmentSource[],
  token: string,
  address: string,
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
  const startingIn = { from: new Date(at - FEED_PAST_MS), to: new Date(at + FEED_AHEAD_MS) };
  const appointments = (
    await Promise.all(sources.map((source) => source(db, userId, startingIn, FEED_MAX)))
  ).flat();
  appointments.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id),
  );
  return feedCalendar(appointments);
}
