/** Query parameters that carry one-time secrets (reset, verification and email change links). */
const SECRET_PARAMS = /([?&](?:token|verifyEmailToken|currentEmailToken|newEmailToken)=)[^&#]*/gi;
/** Path segments that are secrets: a calendar feed's address (`/api/calendar/<secret>.ics`). */
const SECRET_SEGMENTS = /(\/api\/calendar\/)[^/?#]*/gi;

/** The URL as it may appear in logs: secrets in the path and the query string replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}
