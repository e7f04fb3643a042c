import { sql } from 'drizzle-orm';

/**
 * The server's one clock (decision 008). Code that needs the time asks `now()` and passes the
 * answer into SQL with `sqlInstant`, rather than mixing JavaScript time with the database's
 * `now()`, so a test can set the time for everything at once.
 */
let read: () => number = Date.now;

export const now = (): Date => new Date(read());

/** The instant as a `timestamptz` SQL parameter, for expressions that compare times. */
export const sqlInstant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Tests only: stops the clock at an instant, or follows a function. Nothing the server runs calls it. */
export function setClock(to: Date | (() => Date)) {
  read = typeof to === 'function' ? () => to().getTime() : () => to.getTime();
}

/** Tests only: moves the clock on (or back, with a negative amount), stopped or running. */
export function advanceClock(ms: number) {
  const before = read;
  read = () => before() + ms;
}

/** Tests only: back to the system's time. */
export function resetClock() {
  read = Date.now;
}
