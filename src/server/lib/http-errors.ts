/** A failure the caller can act on: its message is shown to users as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** Seconds after which trying again can succeed (429, 503): sent as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = 'The request is too large') =>
  new HttpError(413, message);
/** 'a minute', '15 minutes', 'an hour', '2 hours': a wait of `seconds`, rounded up. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/** 429 saying what was too much and when to try again, in words and in Retry-After. */
export const tooManyRequests = (message: string, retryAfter: number) =>
  new HttpError(
    429,
    `${message} Please try again in ${waitText(retryAfter)}.`,
    undefined,
    retryAfter,
  );
export const busy = (retryAfter: number) =>
  new HttpError(
    503,
    'We are very busy right now. Please try again in a moment.',
    undefined,
    retryAfter,
  );
