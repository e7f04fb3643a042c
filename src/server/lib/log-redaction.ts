/** Query parameters that carry one-time secrets (reset and verification links). */
const SECRET_PARAMS = /([?&](?:token|verifyEmailToken)=)[^&#]*/gi;

/** The URL as it may appear in logs: secrets in the query string replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
