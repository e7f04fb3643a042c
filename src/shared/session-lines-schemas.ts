import { z } from 'zod';
import { SESSION_LINE_KINDS } from './session-lines';

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
