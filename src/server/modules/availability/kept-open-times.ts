import { addAmsterdamDays, amsterdamDate, amsterdamInstant } from '../../../shared/amsterdam-time';
import { openTimes, type TimeRange } from '../../../shared/availability';
import type { OpenTime } from '../../../shared/availability-schemas';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import type { EventBus } from '../../lib/event-bus';
import { ReadCache } from '../../lib/read-cache';
import { bookedTimes } from '../sessions/service';
import { openTimesWithin } from './slots';

/** The safety net behind `open-times-changed`: nothing is served older than this. */
const KEPT_MS = 30_000;
/** Windows kept at most (a buddy and a start date each); the oldest go first. */
const KEPT_MAX = 5_000;

interface Kept {
  buddyId: string;
  open: TimeRange[];
}

export interface OpenTimesQuery {
  from?: string;
  days: number;
}

/**
 * GET /api/buddy/{id}/open-times, kept in this process's memory: learners looking at one buddy
 * read the same times, and each reading costs the buddy's slots, days off and bookings. A kept
 * answer is forgotten when any process publishes `open-times-changed` for that buddy (their
 * availability changed, or a time was booked or given up). Open times run from now on: a kept
 * answer is cut to the present when served, which gives what reading it afresh would.
 */
export function startKeptOpenTimes(db: Executor, events: EventBus) {
  const kept = new ReadCache<string, Kept>(KEPT_MS, KEPT_MAX);
  events.subscribe((event) => {
    if (event.type === 'open-times-changed') {
      kept.deleteWhere((value) => value.buddyId === event.buddyId);
    }
    if (event.type === 'missed') kept.clear();
  });
  return async (buddyId: string, query: OpenTimesQuery): Promise<OpenTime[]> => {
    const from = query.from ?? amsterdamDate(now());
    const read = await kept.get(JSON.stringify([buddyId, from, query.days]), async () => {
      const start = amsterdamInstant(from, '00:00');
      const window = { start, end: addAmsterdamDays(start, query.days) };
      return { buddyId, open: await openTimesWithin(db, buddyId, window, now(), bookedTimes) };
    });
    return openTimes(read.open, [], { now: now(), bufferMinutes: 0 }).map((time) => ({
      start: time.start.toISOString(),
      end: time.end.toISOString(),
    }));
  };
}
