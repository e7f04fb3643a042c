const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';

/** The constraint a failed statement hit with this SQLSTATE, looking through wrapped causes. */
function violated(err: unknown, code: string): string | undefined {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === code) return e.constraint ?? '';
  }
  return undefined;
}

/** The unique index a failed insert hit, if that is why it failed. */
export const uniqueViolation = (err: unknown) => violated(err, UNIQUE_VIOLATION);

/** The exclusion constraint a failed write hit (overlapping booked times), if that is why. */
export const exclusionViolation = (err: unknown) => violated(err, EXCLUSION_VIOLATION);
