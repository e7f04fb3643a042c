import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  GRID_END,
  GRID_START,
  GRID_STEP_MINUTES,
  minutesOf,
  REPEAT_DURATION,
  REPEAT_FREQUENCY,
  REPEAT_TYPES,
  type RepeatType,
} from '../../../shared/availability';
import { ALL_DAY_PARTS } from '../../../shared/open-time-summaries';
import { oneOf } from './checks';
import { users } from './users';

/**
 * A buddy's availability slots on the week's grid, each with its repeat rule (decision 029).
 * Times are minutes from midnight, Amsterdam wall-clock time; no two of a buddy's slots
 * overlap (checked under the buddy's lock by the service, with the same pure rules).
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buddyId: uuid('buddy_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 is Monday. */
    day: smallint('day').notNull(),
    startMinutes: smallint('start_minutes').notNull(),
    endMinutes: smallint('end_minutes').notNull(),
    startsOn: date('starts_on').notNull(),
    repeatType: text('repeat_type').$type<RepeatType>().notNull(),
    repeatFrequency: smallint('repeat_frequency').notNull(),
    repeatDuration: smallint('repeat_duration').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('availability_slots_buddy_idx').on(t.buddyId),
    check('availability_slots_day_check', sql`${t.day} between 0 and 6`),
    check(
      'availability_slots_grid_check',
      sql`${t.startMinutes} >= ${sql.raw(String(minutesOf(GRID_START)))} and ${t.endMinutes} <= ${sql.raw(String(minutesOf(GRID_END)))} and ${t.startMinutes} < ${t.endMinutes} and ${t.startMinutes} % ${sql.raw(String(GRID_STEP_MINUTES))} = 0 and ${t.endMinutes} % ${sql.raw(String(GRID_STEP_MINUTES))} = 0`,
    ),
    check('availability_slots_repeat_check', oneOf(t.repeatType, REPEAT_TYPES)),
    check(
      'availability_slots_bounds_check',
      sql`${t.repeatFrequency} between ${sql.raw(String(REPEAT_FREQUENCY.min))} and ${sql.raw(String(REPEAT_FREQUENCY.max))} and ${t.repeatDuration} between ${sql.raw(String(REPEAT_DURATION.min))} and ${sql.raw(String(REPEAT_DURATION.max))}`,
    ),
  ],
);

/** A buddy's days off: no slot of theirs is available on these Amsterdam dates. */
export const availabilityDaysOff = pgTable(
  'availability_days_off',
  {
    buddyId: uuid('buddy_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.buddyId, t.date] })],
);

/**
 * A buddy's open times in brief (decision 057): the start of the next one, the day parts with
 * open time in the next 28 days (bit day * 3 + part, day 0 Monday; shared/open-time-summaries.ts)
 * and when the row stops being true. Written with every change of the buddy's open times;
 * housekeeping rewrites the rows past `valid_until`.
 */
export const openTimeSummaries = pgTable(
  'open_time_summaries',
  {
    buddyId: uuid('buddy_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nextOpenAt: timestamp('next_open_at', { withTimezone: true }),
    dayParts: integer('day_parts').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('open_time_summaries_next_open_idx').on(t.nextOpenAt, t.buddyId),
    index('open_time_summaries_valid_until_idx').on(t.validUntil),
    check(
      'open_time_summaries_day_parts_check',
      sql`${t.dayParts} between 0 and ${sql.raw(String(ALL_DAY_PARTS))}`,
    ),
  ],
);
