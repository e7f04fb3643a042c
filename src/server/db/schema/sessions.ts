import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MOVE_STATUSES,
  type MoveStatus,
  SESSION_ACTORS,
  SESSION_EVENTS,
  SESSION_STATUSES,
  type SessionActor,
  type SessionEvent,
  type SessionStatus,
} from '../../../shared/sessions';
import { activities } from './buddies';
import { oneOf } from './checks';
import { users } from './users';

/**
 * One table for the session lifecycle (ARCHITECTURE.md section 3): proposals, counter-proposals
 * and bookings. A buddy and a learner can never hold two overlapping approved sessions: two
 * exclusion constraints (migrations 0009 and 0030, btree_gist) refuse the second, whatever the app
 * does; a session waiting for payment holds its time as a booked one does (decision 038).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buddyId: uuid('buddy_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id),
    status: text('status').$type<SessionStatus>().notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull(),
    /** What the learner pays, fixed when proposed (or counter-proposed): euro cents. */
    priceCents: integer('price_cents').notNull(),
    /** The buddy's hourly rate range this price was computed from, in cents. */
    rateMinCents: integer('rate_min_cents').notNull(),
    rateMaxCents: integer('rate_max_cents').notNull(),
    /** The learner's message with the proposal. */
    message: text('message').notNull(),
    /** The buddy's words with an answer (a reason to decline, a note to a new time). */
    buddyResponse: text('buddy_response'),
    /** A counter-proposal of the buddy, while status is `modified`. */
    counterStartsAt: timestamp('counter_starts_at', { withTimezone: true }),
    counterDurationMinutes: integer('counter_duration_minutes'),
    counterLocation: text('counter_location'),
    counterPriceCents: integer('counter_price_cents'),
    /**
     * A move of a booked session one side asked for (decision 039): its terms, who asked, their
     * words and when. The booking's own terms stand until the other side accepts; accepted and
     * dearer, the move waits for the difference (`move_status` awaiting_payment), its time held.
     */
    moveStatus: text('move_status').$type<MoveStatus>(),
    moveBy: text('move_by').$type<'learner' | 'buddy'>(),
    moveStartsAt: timestamp('move_starts_at', { withTimezone: true }),
    moveEndsAt: timestamp('move_ends_at', { withTimezone: true }),
    moveDurationMinutes: integer('move_duration_minutes'),
    moveLocation: text('move_location'),
    movePriceCents: integer('move_price_cents'),
    moveReason: text('move_reason'),
    moveAskedAt: timestamp('move_asked_at', { withTimezone: true }),
    /** After the end, each side confirms the session took place; both make it completed. */
    learnerConfirmedAt: timestamp('learner_confirmed_at', { withTimezone: true }),
    buddyConfirmedAt: timestamp('buddy_confirmed_at', { withTimezone: true }),
    /** Instead of confirming, a side reported a no-show or a problem: no completion then. */
    learnerReportedAt: timestamp('learner_reported_at', { withTimezone: true }),
    buddyReportedAt: timestamp('buddy_reported_at', { withTimezone: true }),
    /** A booked session called off before it started, by whom and why (shown to the other). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** A moderator marked the session as seen to (SPEC: mark notified), when and who. */
    moderatorNotifiedAt: timestamp('moderator_notified_at', { withTimezone: true }),
    moderatorNotifiedBy: uuid('moderator_notified_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** When the reminder mails went out (once, whichever process sends them). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The calendar files' SEQUENCE: one up on every change a calendar must follow. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /**
     * Whether the learner's proposed time lay inside the buddy's open times when proposed (or
     * moved by the learner): the buddy sees the others marked as outside availability.
     */
    withinAvailability: boolean('within_availability').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_learner_starts_idx').on(t.learnerId, t.startsAt),
    index('sessions_buddy_starts_idx').on(t.buddyId, t.startsAt),
    check('sessions_status_check', oneOf(t.status, SESSION_STATUSES)),
    check(
      'sessions_duration_check',
      sql`${t.durationMinutes} between 30 and 180 and ${t.durationMinutes} % 30 = 0`,
    ),
    check('sessions_ends_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('sessions_price_check', sql`${t.priceCents} >= 0`),
    check('sessions_parties_check', sql`${t.learnerId} <> ${t.buddyId}`),
    check('sessions_move_status_check', oneOf(t.moveStatus, MOVE_STATUSES)),
    check(
      'sessions_move_check',
      sql`(${t.moveStatus} is null) = (${t.moveStartsAt} is null) and (${t.moveStatus} is null or (${t.status} = 'approved' and ${t.moveBy} in ('learner', 'buddy') and ${t.moveEndsAt} > ${t.moveStartsAt} and ${t.moveDurationMinutes} is not null and ${t.moveLocation} is not null and ${t.movePriceCents} >= 0 and ${t.moveAskedAt} is not null))`,
    ),
  ],
);

/**
 * Every status a session took, appended by `transition()` (sessions/transition.ts) in the same
 * transaction as the change, never updated: who moved it, when, from what, to what and why.
 */
export const sessionStatusChanges = pgTable(
  'session_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    event: text('event').$type<SessionEvent>().notNull(),
    /** Null for the change that made the session. */
    fromStatus: text('from_status').$type<SessionStatus>(),
    toStatus: text('to_status').$type<SessionStatus>().notNull(),
    actor: text('actor').$type<SessionActor>().notNull(),
    /** The user who made it (null for the server's own, or once the account is gone). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('session_status_changes_session_idx').on(t.sessionId, t.id),
    check('session_status_changes_event_check', oneOf(t.event, SESSION_EVENTS)),
    check('session_status_changes_to_check', oneOf(t.toStatus, SESSION_STATUSES)),
    check('session_status_changes_actor_check', oneOf(t.actor, SESSION_ACTORS)),
  ],
);
