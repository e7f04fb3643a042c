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

/** The unique index a failed insert hit, if that is why it failed. */
export const uniqueViolation = (err: unknown) => violated(err, UNIQUE_VIOLATION);

/** The exclusion constraint a failed write hit (overlapping booked times), if that is why. */
export const exclusionViolation = (err: unknown) => violated(err, EXCLUSION_VIOLATION);
