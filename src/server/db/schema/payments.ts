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
import {
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  REFUND_REASONS,
  type PaymentKind,
  type RefundReason,
  PAYOUT_STATUSES,
  type PaymentStatus,
  type PayoutStatus,
} from '../../../shared/payments';
import { oneOf } from './checks';
import { sessions } from './sessions';
import { users } from './users';

/**
 * What a learner owes for a session waiting for payment (decision 038), and how it ended: paid,
 * lapsed at its deadline, or cancelled. One open at a time per session. The amount is the
 * session's price when it came to wait; the checkout is the provider's, made when the learner
 * first asks to pay.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    /** What it pays for: the booking, or the difference of an accepted move (decision 039). */
    kind: text('kind').$type<PaymentKind>().notNull().default('booking'),
    status: text('status').$type<PaymentStatus>().notNull().default('awaiting'),
    amountCents: integer('amount_cents').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    /** The provider's payment (Stripe: the payment intent) and its charge, once paid. */
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When the learner was reminded to pay, a few hours before the deadline (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_open_key')
      .on(t.sessionId)
      .where(sql`${t.status} = 'awaiting'`),
    index('payments_session_idx').on(t.sessionId, t.createdAt),
    uniqueIndex('payments_checkout_key').on(t.checkoutId),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_kind_check', oneOf(t.kind, PAYMENT_KINDS)),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Money given back to a learner (decision 039): decided, and booked in the ledger under
 * `refund-<id>`, in the transaction of the change that gives it back; made at the provider after
 * the commit (the outbox), against one payment of the session (a session paid in two payments,
 * its booking and a move's difference, is refunded from the later first). What the provider
 * answered is kept: its refund's id, and when.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    /** The provider's payment it gives back from (Stripe: the payment intent). */
    paymentId: text('payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_session_idx').on(t.sessionId),
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_reason_check', oneOf(t.reason, REFUND_REASONS)),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The provider's webhook events already processed: each is processed once (decision 038). */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buddy's account at the payment provider, where their 80% is transferred (decision 038), and
 * its payout state as the provider last told it.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull().unique(),
    status: text('status').$type<PayoutStatus>().notNull().default('not_started'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payout_accounts_status_check', oneOf(t.status, PAYOUT_STATUSES))],
);
