import { z } from 'zod';
import {
  AVAILABILITY_TEXTS,
  REPEAT_TYPES,
  slotProblem,
  TRAVEL_BUFFER_MAX,
  type AvailabilitySlot,
} from './availability';
import { CalendarDateSchema } from './validation';

/** The availability API's shapes (decision 029); the rules themselves are in availability.ts. */

const RepeatSchema = z.object({
  type: z.enum(REPEAT_TYPES, { error: AVAILABILITY_TEXTS.repeat }),
  frequency: z.number({ error: AVAILABILITY_TEXTS.frequency }),
  duration: z.number({ error: AVAILABILITY_TEXTS.duration }),
});

const GridTime = z.string({ error: AVAILABILITY_TEXTS.grid }).max(5, AVAILABILITY_TEXTS.grid);

/**
 * POST /api/buddy/availability/slots: a slot on the grid; it starts on its day from `startsOn`
 * (today in Amsterdam when left out) and repeats as `repeat` says (once when left out).
 */
export const NewSlotSchema = z
  .object({
    day: z.number({ error: AVAILABILITY_TEXTS.day }),
    startTime: GridTime,
    endTime: GridTime,
    startsOn: CalendarDateSchema.optional(),
    repeat: RepeatSchema.default({ type: 'none', frequency: 1, duration: 1 }),
  })
  .superRefine((slot, ctx) => {
    const problem = slotProblem({ ...slot, startsOn: slot.startsOn ?? '2000-01-03' });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type NewSlot = z.output<typeof NewSlotSchema>;

export const SlotSchema = z.object({
  id: z.string(),
  day: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  startsOn: z.string(),
  repeat: RepeatSchema,
  /** The slot's last date (YYYY-MM-DD): its repeats end there. */
  lastDate: z.string(),
}) satisfies z.ZodType<AvailabilitySlot & { id: string; lastDate: string }>;
export type Slot = z.infer<typeof SlotSchema>;

/** GET /api/buddy/availability: the calling buddy's slots, days off and travel time. */
export const AvailabilitySchema = z.object({
  slots: z.array(SlotSchema),
  daysOff: z.array(z.string()),
  travelBufferMinutes: z.number(),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** PUT /api/buddy/availability/travel-buffer */
export const TravelBufferSchema = z.object({
  minutes: z
    .number({ error: AVAILABILITY_TEXTS.buffer })
    .int(AVAILABILITY_TEXTS.buffer)
    .min(0, AVAILABILITY_TEXTS.buffer)
    .max(TRAVEL_BUFFER_MAX, AVAILABILITY_TEXTS.buffer)
    .multipleOf(15, AVAILABILITY_TEXTS.buffer),
});

export const DayOffParamsSchema = z.object({ date: CalendarDateSchema });

/** The most days of open times one request reads. */
export const OPEN_TIMES_DAYS_MAX = 28;

/** GET /api/buddy/{id}/open-times?from=YYYY-MM-DD&days=14 */
export const OpenTimesQuerySchema = z.object({
  from: CalendarDateSchema.optional(),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(OPEN_TIMES_DAYS_MAX, `Open times are read ${OPEN_TIMES_DAYS_MAX} days at a time`)
    .default(14),
});

export const OpenTimeSchema = z.object({ start: z.string(), end: z.string() });
export type OpenTime = z.infer<typeof OpenTimeSchema>;
