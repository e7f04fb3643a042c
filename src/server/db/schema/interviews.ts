import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INTERVIEW_STATES, type InterviewState } from '../../../shared/interviews';
import { oneOf } from './checks';
import { users } from './users';

/**
 * A learning expert's interview of a candidate buddy (SPEC section 5). An expert never has two
 * scheduled interviews at once (an exclusion constraint, migration 0017, btree_gist, as booked
 * sessions), and a buddy has at most one scheduled interview (a partial unique index). The
 * buddy's own status (interview_scheduled and on) stays in users.profile_status (decision 011).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** History outlives the accounts of both (decision 010). */
    buddyId: uuid('buddy_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<InterviewState>().notNull().default('scheduled'),
    /** Where (decision 044): an address to meet at, or a video-call link; neither: details to follow. */
    place: text('place'),
    videoLink: text('video_link'),
    /** The expert's feedback with the verdict. */
    feedback: text('feedback'),
    /** The calendar files' SEQUENCE: one up on every change a calendar must follow. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** When the reminder went out (once, whichever process sends it). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('interviews_buddy_starts_idx').on(t.buddyId, t.startsAt),
    index('interviews_expert_starts_idx').on(t.expertId, t.startsAt),
    uniqueIndex('interviews_one_scheduled_per_buddy')
      .on(t.buddyId)
      .where(sql`${t.status} = 'scheduled'`),
    check('interviews_status_check', oneOf(t.status, INTERVIEW_STATES)),
    check('interviews_length_check', sql`${t.endsAt} = ${t.startsAt} + interval '30 minutes'`),
    check('interviews_parties_check', sql`${t.buddyId} <> ${t.expertId}`),
    check('interviews_one_place_check', sql`${t.place} is null or ${t.videoLink} is null`),
  ],
);

/**
 * A learning expert's usual place for interviews (decision 044), given to each new invitation
 * unless the invitation names another: an address, or a video-call link.
 */
export const interviewPlaces = pgTable(
  'interview_places',
  {
    expertId: uuid('expert_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    place: text('place'),
    videoLink: text('video_link'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('interview_places_one_check', sql`num_nonnulls(${t.place}, ${t.videoLink}) = 1`)],
);
