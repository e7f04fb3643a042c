/**
 * A fresh key for a new message (POST /api/messages' `clientKey`). Sending it again (a retry
 * after a failure) with the same key gets the first message back from the server, never a copy.
 * getRandomValues works on plain http too, unlike randomUUID.
 */
export function newClientKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
