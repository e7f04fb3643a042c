import { ApiError } from '@/lib/api-client';

/** The client's own texts for failed auth calls (SPEC section 8); the server words the rest. */
export const AUTH_TEXTS = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  forgotPasswordFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
  networkError: 'Network error. Please try again.',
} as const;

/** The server's `error` text when it sent one, else the network text or the fallback. */
export function failureText(error: Error, fallback: string): string {
  if (error instanceof ApiError) {
    const sent = (error.body as { error?: unknown } | undefined)?.error;
    return typeof sent === 'string' ? sent : fallback;
  }
  // fetch rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError ? AUTH_TEXTS.networkError : fallback;
}
