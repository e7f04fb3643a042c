import { ApiError } from './api-client';

export const NETWORK_ERROR = 'Network error. Please try again.';

/** The server's `error` text when it sent one, else the network text or the fallback. */
export function failureText(error: Error, fallback: string): string {
  if (error instanceof ApiError) {
    const sent = (error.body as { error?: unknown } | undefined)?.error;
    return typeof sent === 'string' ? sent : fallback;
  }
  // fetch rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError ? NETWORK_ERROR : fallback;
}
