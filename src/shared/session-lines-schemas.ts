import { z } from 'zod';

/**
 * A chat line about a session (a proposal, an answer, a cancellation) is stored as data, a kind
 * with the session's terms, never as an English sentence: each reader's screen, and each mail,
 * words it in the reader's language. The sender's own words travel as the message's content.
 */
export const SESSION_LINE_KINDS = [
  'proposed',
  'booked',
  'countered',
  'approved',
  'rejected',
  'accepted',
  'declined',
  'cancelled',
  'move-asked',
  'move-accepted',
  'move-declined',
  'move-withdrawn',
  'changed',
] as const;
export type SessionLineKind = (typeof SESSION_LINE_KINDS)[number];

/** The terms a line is about, as they were when it was posted. */
export const SessionLineSchema = z.object({
  kind: z.enum(SESSION_LINE_KINDS),
  /** The catalogue activity's id. */
  activityId: z.string(),
  /** An instant (ISO 8601). */
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string(),
  priceCents: z.number().int(),
});
