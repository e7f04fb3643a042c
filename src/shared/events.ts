/**
 * What the server pushes to a signed-in tab over `/api/events` (decision 012). `changed` names
 * what changed, in the product's words; the client refreshes every screen that shows it.
 */
export const CHANGES = ['buddies', 'own-profile', 'availability', 'matches'] as const;
export type Change = (typeof CHANGES)[number];

export const STREAM_EVENTS = {
  /** This tab's sign-in ended elsewhere (logout, password reset): sign out now. */
  signedOut: 'signed-out',
  /** `{ changes: Change[] }`: data on screen may be stale. */
  changed: 'changed',
  /**
   * The stream is open and caught up; its `id` is the newest event so far. A tab that reconnects
   * sends the last id it saw as `Last-Event-ID` and first hears what it missed.
   */
  ready: 'ready',
  /** Too much was missed to replay: reload everything on screen. */
  reset: 'reset',
} as const;
