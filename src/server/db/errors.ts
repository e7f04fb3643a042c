const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';

const DEADLOCK = '40P01';
const SERIALIZATION_FAILURE = '40001';

type SqlError = { code?: string; constraint?: string; cause?: unknown };

/** The database's own error of a failed statement, looking through wrapped causes. */
function sqlErrorOf(err: unknown, codes: readonly string[]): SqlError | undefined {
  for (let e = err as SqlError | undefined; e; e = e.cause as SqlError | undefined) {
    if (e.code !== undefined && codes.includes(e.code)) return e;
  }
  return undefined;
}

/** The constraint a failed statement hit with this SQLSTATE. */
const violated = (err: unknown, code: string) => {
  const e = sqlErrorOf(err, [code]);
  return e && (e.constraint ?? '');
};

/**
 * Whether a transaction failed only because another one crossed it (a deadlock, or a
 * serialization failure): run again, it succeeds or fails on its own merits.
 */
export const crossedByAnother = (err: unknown) =>
  sqlErrorOf(err, [DEADLOCK, SERIALIZATION_FAILURE]) !== undefined;

/**
 * SQLSTATEs of a database that is not there for now: shutting down or starting up (57P01-03),
 * a connection lost or refused (class 08), too many connections (53300).
 */
const UNAVAILABLE_STATES = ['57P01', '57P02', '57P03', '53300'];
/** The driver's words for a connection that could not be made or was lost. */
const UNAVAILABLE_ERRNO = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'];
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a statement failed because the database could not be reached (restarted, starting,
 * gone for a moment), not because of what it said: the request is answered 503 with a
 * Retry-After, and nothing of it was written (its transaction never committed).
 */
export function databaseUnavailable(err: unknown): boolean {
  for (let e = err as (SqlError & { message?: unknown }) | undefined; e;) {
    if (typeof e.code === 'string') {
      if (UNAVAILABLE_STATES.includes(e.code) || e.code.startsWith('08')) return true;
      if (UNAVAILABLE_ERRNO.includes(e.code)) return true;
    }
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    const next = e.cause as typeof e | undefined;
    // An AggregateError (every address of a host refused) carries its errors in a list.
    const inner = (e as { errors?: unknown[] }).errors?.[0] as typeof e | undefined;
    e = next ?? inner;
  }
  return false;
}

/** The unique index a failed insert hit, if that is why it failed. */
export const uniqueViolation = (err: unknown) => violated(err, UNIQUE_VIOLATION);

/** The exclusion constraint a failed write hit (overlapping booked times), if that is why. */
export const exclusionViolation = (err: unknown) => violated(err, EXCLUSION_VIOLATION);
