import type { PayoutStatus } from '../../../shared/payments';
import type { ProviderMovement } from '../../../shared/reconciliation';

/**
 * What Buddies asks of a payment provider (decision 038): Stripe Connect through the official
 * `stripe` package (stripe-provider.ts), or the built-in test provider (test-provider.ts) that
 * plays the same part in development, the demo and the browser tests. Amounts are integer euro
 * cents; ids are the provider's own. Every call that moves money takes an idempotency key, so a
 * retried call never moves it twice.
 */
export type { PayoutStatus };

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';

  /** A hosted checkout for one session's price; the learner pays there. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Ends a checkout that is no longer payable (the session lapsed or was cancelled). */
  expireCheckout(checkoutId: string): Promise<void>;
  /** What a completed payment cost: its charge and the provider's fee. */
  paymentDetails(paymentId: string): Promise<PaymentDetails>;
  /** Gives back `amountCents` of a payment to its original method. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** Sends a buddy's share from the platform's balance to their connected account. */
  transfer(request: TransferRequest): Promise<{ transferId: string }>;

  /** A connected account for a buddy's payouts (Stripe: an Express account in NL). */
  createPayoutAccount(request: { userId: string; email: string }): Promise<{ accountId: string }>;
  /** Where the buddy finishes (or continues) their payout onboarding: a short-lived link. */
  onboardingLink(request: OnboardingLinkRequest): Promise<{ url: string }>;
  /** The connected account's payout state as the provider knows it now. */
  payoutAccountStatus(accountId: string): Promise<PayoutStatus>;

  /** The platform balance's movements created at or after `since`, oldest first, all pages. */
  balanceTransactions(since: Date): AsyncIterable<BalanceTransaction>;

  /**
   * A webhook delivery, checked against its signature over the raw body with the provider's own
   * verification; throws `ForgedWebhookError` when the signature does not hold.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export interface CheckoutRequest {
  /** Our session's id: the checkout's metadata and the charge's transfer group. */
  sessionId: string;
  amountCents: number;
  /** The line the learner sees, e.g. "Coffee Chat with Anna Bakker, 2 Dec 2026 14:00". */
  description: string;
  customerEmail: string;
  /** Where the provider sends the learner back after paying, and after turning back. */
  successUrl: string;
  cancelUrl: string;
  /** The payment deadline: the checkout ends then (Stripe takes 30 minutes to 24 hours ahead). */
  expiresAt: Date;
  /** The cancellation rule the session is booked under, shown beside the provider's pay button. */
  notice: string;
  idempotencyKey: string;
}

export interface Checkout {
  checkoutId: string;
  /** The provider's hosted page. */
  url: string;
}

export interface PaymentDetails {
  paymentId: string;
  chargeId: string;
  amountCents: number;
  /** The provider's own fee on the charge, once known (null while its balance entry is pending). */
  feeCents: number | null;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  sessionId: string;
  /** Our refund, as the ledger books it (`refund-<id>`): kept in the refund's metadata. */
  reference: string;
  idempotencyKey: string;
}

export interface TransferRequest {
  /** The buddy's connected account. */
  accountId: string;
  amountCents: number;
  /** The session the money is for: the transfer group ties it to the learner's charge. */
  sessionId: string;
  /** The charge the money came from (Stripe: `source_transaction`). */
  chargeId: string;
  idempotencyKey: string;
}

export interface OnboardingLinkRequest {
  accountId: string;
  /** Where the provider sends the buddy when the link has expired: asks for a new one. */
  refreshUrl: string;
  /** Where the provider sends the buddy when they leave the onboarding. */
  returnUrl: string;
}

/**
 * One of the platform balance's movements (Stripe: a balance transaction), as reconciliation
 * reads it: signed cents, its source object, and the payment and session it belongs to.
 */
export type BalanceTransaction = ProviderMovement;

/** A webhook event, in Buddies' words; `id` is the provider's event id (processed once). */
export type ProviderEvent = { id: string; createdAt: Date } & (
  | {
      type: 'checkout.completed';
      checkoutId: string;
      sessionId: string;
      paymentId: string;
      amountCents: number;
    }
  | { type: 'checkout.expired'; checkoutId: string; sessionId: string }
  | { type: 'account.updated'; accountId: string; status: PayoutStatus }
  | { type: 'ignored'; providerType: string }
);

/** A webhook whose signature does not hold: answered 400, nothing written. */
export class ForgedWebhookError extends Error {
  override name = 'ForgedWebhookError';
}
