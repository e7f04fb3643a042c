/**
 * What may be logged of an error: enough to find the fault, nothing about the people involved.
 * A database error's message and parameters can hold what a user sent (an email, a password
 * hash, a phone number), so of those only the SQL text and the SQLSTATE code are kept.
 */
export interface ErrorDescription {
  name: string;
  code?: string;
  message?: string;
  query?: string;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  query?: unknown;
  severity?: unknown;
  cause?: unknown;
}

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;
const LONG_NUMBER = /\+?\d[\d\s-]{6,}\d/g;

/** Email addresses and phone-like numbers taken out of a free text. */
export function withoutPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]').slice(0, 500);
}

/** A PostgreSQL error, from `pg` or PGlite: it has a five-character SQLSTATE and a severity. */
function isDatabaseError(e: ErrorLike): boolean {
  return typeof e.severity === 'string' && typeof e.code === 'string' && e.code.length === 5;
}

export function describeError(err: unknown): ErrorDescription {
  const e = (err ?? {}) as ErrorLike;
  const name = typeof e.name === 'string' ? e.name : 'Error';
  const cause = (e.cause ?? undefined) as ErrorLike | undefined;
  // Drizzle wraps the driver's error: keep its SQL text (placeholders, no values) and the cause's code.
  if (typeof e.query === 'string') {
    const code = cause && typeof cause.code === 'string' ? cause.code : undefined;
    return { name, query: e.query.slice(0, 1000), ...(code ? { code } : {}) };
  }
  if (isDatabaseError(e)) return { name, code: e.code as string };
  const description: ErrorDescription = { name };
  if (typeof e.code === 'string') description.code = e.code;
  if (typeof e.message === 'string') description.message = withoutPersonalData(e.message);
  return description;
}
