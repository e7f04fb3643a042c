/**
 * What the server pushes to a signed-in tab over `/api/events` (decision 012). `changed` names
 * what changed, in the product's words; the client refreshes every screen that shows it.
 */
export const CHANGES = ['buddies', 'own-profile'] as const;
export type Change = (typeof CHANGES)[number];

export const STREAM_EVENTS = {
  /** This tab's sign-in ended elsewhere (logout, password reset): sign out now. */
  signedOut: 'signed-out',
  /** `{ changes: Change[] }`: data on screen may be stale. */
  changed: 'changed',
} as const;
