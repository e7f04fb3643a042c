/**
 * The learner's payment for a session (decision 038): it waits from the buddy's approval until
 * paid, or until its deadline, when the session lapses.
 */
export const PAYMENT_STATUSES = ['awaiting', 'paid', 'lapsed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment pays for: a booking, or the difference of an accepted move (decision 039). */
export const PAYMENT_KINDS = ['booking', 'move'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * Why money goes back (decision 039): the session ended without taking place (cancelled, lapsed,
 * withdrawn); a move made it cheaper; a payment came for nothing awaited (late, or another
 * amount); or a moderator decided on a report.
 */
export const REFUND_REASONS = ['ended', 'moved', 'late', 'decided'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The longest a learner has to pay: a day after the approval (a checkout's longest life). */
export const PAYMENT_WINDOW_MS = 24 * HOUR_MS;
/** Paid at the latest this long before the start, so the buddy knows in time whether to come. */
export const PAID_BEFORE_START_MS = 2 * HOUR_MS;
/** The shortest time a learner is given to pay (a checkout's shortest life). */
export const SHORTEST_PAYMENT_WINDOW_MS = 30 * MINUTE_MS;

export const PAYMENT_TEXTS = {
  providerUnavailable:
    'Our payment provider is not answering right now. Nothing was charged: please try again in a few minutes.',
  tooSoon:
    'This session starts too soon to be paid for in time: it can be booked up to 2½ hours before it starts',
  lapsed: 'Not paid by the deadline',
  moveLapsed: 'The difference was not paid by the deadline, so the session stays as booked',
  tooSoonForMove:
    'This move costs more than was paid, and it is too late to pay the difference before the session: it can be accepted up to 2½ hours before the session starts',
  onlyTheLearner: 'Only the learner of a session pays for it',
  nothingToPay: 'This session is not waiting for a payment',
  deadlinePassed: 'The time to pay for this session has passed',
  invalidSignature: 'The webhook signature is not valid',
  noSuchCheckout: 'There is no such checkout',
  noPayment: 'This session has no payment',
  tooManyPayoutCalls: 'Too many payout requests. Please try again later.',
  payoutsOnceApproved: 'Payouts can be set up once your buddy profile is approved',
  nothingHeld: 'This session has no money held for a decision',
  partialAmount: 'A partial refund is more than nothing and less than what was paid',
  refundedByModerator: 'Refunded by our moderators after a report',
  checkoutClosed: 'This checkout can no longer be paid',
  receiptForLearner: 'Only the learner of a session has its receipt',
  noReceipt: 'This session has no receipt: it was not paid',
  badMonth: 'Choose a month as YYYY-MM, from 2000 to 2099',
} as const;

/** The built-in test provider's checkout as its page shows it (decision 038). */
export interface TestCheckoutView {
  sessionId: string;
  amountCents: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: string;
  /** Whether it can still be paid. */
  open: boolean;
}

/**
 * When a session approved at `approvedAt` must be paid: the earlier of a day later and two
 * hours before it starts; null when that leaves the learner less than half an hour.
 */
export function paymentDeadline(approvedAt: Date, startsAt: Date): Date | null {
  const due = Math.min(
    approvedAt.getTime() + PAYMENT_WINDOW_MS,
    startsAt.getTime() - PAID_BEFORE_START_MS,
  );
  return due - approvedAt.getTime() < SHORTEST_PAYMENT_WINDOW_MS ? null : new Date(due);
}

/**
 * A session's payment as the screens show it: the one awaited, else the latest (its kind,
 * status, amount and deadline), and the session's money from the ledger.
 */
export interface SessionPayment {
  kind: PaymentKind;
  status: PaymentStatus;
  amountCents: number;
  /** The deadline: paid by then, or the session (or the move) lapses. */
  dueAt: string;
  /** When the latest of the session's payments was paid; null when none was. */
  paidAt: string | null;
  /** What the learner paid in all (a moved session may have paid twice), in cents. */
  paidCents: number;
  /** What was given back of it, in cents. */
  refundedCents: number;
}

/** The business that was paid, as a receipt names it (configured: BUSINESS_*). */
export interface BusinessDetails {
  name: string;
  address: string;
  /** The Chamber of Commerce (KvK) number. */
  kvk: string | null;
  vatId: string | null;
  email: string;
}

/** A paid session's receipt (decision 038): what the learner paid, for what, to whom. */
export interface Receipt {
  /** The receipt's number: stable, from the payment. */
  number: string;
  paidAt: string;
  learnerName: string;
  learnerEmail: string;
  buddyName: string;
  activity: string;
  startsAt: string;
  durationMinutes: number;
  location: string;
  /** What was paid in all. */
  amountCents: number;
  /** Each payment: the booking's, then the differences of moves, oldest first. */
  payments: { at: string; amountCents: number; kind: PaymentKind }[];
  refunds: { at: string; amountCents: number }[];
  business: BusinessDetails;
}

/**
 * A buddy's share of one paid session (decision 038): transferred to their payout account;
 * waiting (for the session to complete, or for their payout setup); held after a report until
 * a moderator decides; or nothing, the learner having been refunded in full.
 */
export const EARNING_STATUSES = ['paid_out', 'waiting', 'held', 'refunded'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

export interface Earning {
  sessionId: string;
  activity: string;
  learnerName: string;
  startsAt: string;
  /** What the learner paid and kept paying (after refunds). */
  paidCents: number;
  /** The buddy's share of it: 80%. */
  shareCents: number;
  status: EarningStatus;
  /** When the share was transferred. */
  paidOutAt: string | null;
}

/** A month of earnings, 'YYYY-MM', this century. */
export const MONTH_PATTERN = /^20\d\d-(0[1-9]|1[0-2])$/;

/**
 * A buddy's payouts (decision 038): none yet; details given but still checked (or more due);
 * paid out to; or stopped by the provider until the buddy acts.
 */
export const PAYOUT_STATUSES = ['not_started', 'pending', 'active', 'restricted'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A moderator's decision on a reported paid session whose buddy share is held. */
export type HeldDecision =
  { decision: 'release' } | { decision: 'refund' } | { decision: 'partial'; amountCents: number };

/** The moderators' view of the money (decision 038), in cents, from the ledger. */
export interface FinanceSummary {
  /** Who takes the payments on this server: off when sessions are booked without paying. */
  provider: 'stripe' | 'test' | 'off';
  takenCents: number;
  platformFeesCents: number;
  refundedCents: number;
  transferredCents: number;
  providerFeesCents: number;
  /** Owed to buddies, not yet transferred (waiting for completion or their payout setup). */
  owedCents: number;
  heldCents: number;
  heldSessions: HeldSession[];
}

export interface HeldSession {
  sessionId: string;
  activity: string;
  learnerName: string;
  buddyName: string;
  startsAt: string;
  heldCents: number;
  /** What the learner has paid and not been given back: the most a partial refund can be. */
  keptCents: number;
}
