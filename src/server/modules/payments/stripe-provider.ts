import Stripe from 'stripe';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { HttpError } from '../../lib/http-errors';
import {
  ForgedWebhookError,
  type BalanceTransaction,
  type PaymentProvider,
  type PayoutStatus,
  type ProviderEvent,
} from './provider';

/** Every amount Buddies charges, refunds and transfers is in euros. */
const CURRENCY = 'eur';
/** Stripe that does not answer fails the call; the caller decides when to try again. */
const TIMEOUT_MS = 10_000;
/**
 * Stripe keeps a checkout open 30 minutes to 24 hours after it is made; the deadline is kept a
 * minute inside either end, for the request's own time and the two clocks' difference.
 */
const CHECKOUT_MIN_SECONDS = 31 * 60;
const CHECKOUT_MAX_SECONDS = 24 * 60 * 60 - 60;

/** What `payoutStatusOf` reads of a connected account (a `Stripe.Account` has all of it). */
export interface PayoutAccountState {
  details_submitted: boolean;
  payouts_enabled: boolean;
  requirements?: { disabled_reason?: string | null; past_due?: string[] | null } | null;
  capabilities?: { transfers?: string } | null;
}

/**
 * A buddy's payouts as Stripe reports their account: nothing given yet; stopped by Stripe
 * until the buddy acts; paid out to; or given and still being checked.
 */
export function payoutStatusOf(account: PayoutAccountState): PayoutStatus {
  if (!account.details_submitted) return 'not_started';
  const requirements = account.requirements;
  if (requirements?.disabled_reason || (requirements?.past_due?.length ?? 0) > 0) {
    return 'restricted';
  }
  if (account.payouts_enabled && account.capabilities?.transfers === 'active') return 'active';
  return 'pending';
}

/** A checkout's end, in unix seconds, moved into the window Stripe accepts. */
function checkoutEnd(expiresAt: Date): number {
  // Stripe's window is measured on its own (real) clock, not the server's test clock.
  const nowSeconds = Math.floor(Date.now() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  return Math.min(
    Math.max(wanted, nowSeconds + CHECKOUT_MIN_SECONDS),
    nowSeconds + CHECKOUT_MAX_SECONDS,
  );
}

const KEYS = /\b(?:sk|rk|pk)_(?:test|live)_[\w*]+|\bwhsec_\w+/g;

/** Seconds after which Stripe, down or too busy, is worth asking again. */
const UNAVAILABLE_RETRY_AFTER = 30;

/**
 * Stripe's answer as a plain error: its status, type, code and message, no keys. Stripe not
 * answering, or answering that it cannot now (5xx, 429), is a 503 whose words a learner reads
 * at the checkout (nothing was charged); work in the outbox tries again later.
 */
function stripeFailure(err: unknown): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  const kind = err.rawType ?? err.type;
  if (!err.statusCode || err.statusCode >= 500 || err.statusCode === 429) {
    return Object.assign(
      new HttpError(503, PAYMENT_TEXTS.providerUnavailable, undefined, UNAVAILABLE_RETRY_AFTER),
      { name: 'StripeUnavailable', code: `stripe-${err.statusCode ?? kind}` },
    );
  }
  const answer = err.statusCode
    ? `Stripe answered ${err.statusCode} ${kind}${err.code ? ` ${err.code}` : ''}`
    : `Stripe did not answer (${kind})`;
  const message = err.message.replace(KEYS, '[key]');
  return Object.assign(new Error(`${answer}: ${message}`), {
    name: 'StripeError',
    code: `stripe-${err.code ?? kind}`,
  });
}

/** Runs one call to Stripe, its failure described by `stripeFailure`. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    throw stripeFailure(err);
  }
}

/**
 * Stripe's answer to expiring a checkout that is no longer open (already expired, or paid):
 * a 400 with no code of its own, only its message (`... This Checkout Session has a status of
 * `complete`.`). Nothing is left to end then.
 */
function isNoLongerOpen(err: unknown): boolean {
  return (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    err.statusCode === 400 &&
    /can be expired\..*status of\W*(?:expired|complete)\b/is.test(err.message)
  );
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A checkout event in Buddies' words; a checkout Buddies did not make is ignored. */
function checkoutEvent(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  type: 'checkout.completed' | 'checkout.expired',
): ProviderEvent {
  const base = { id: event.id, createdAt: new Date(event.created * 1000) };
  const sessionId = session.metadata?.sessionId;
  if (!sessionId) return { ...base, type: 'ignored', providerType: event.type };
  if (type === 'checkout.expired') {
    return { ...base, type, checkoutId: session.id, sessionId };
  }
  const paymentId = idOf(session.payment_intent);
  if (!paymentId || session.amount_total === null) {
    return { ...base, type: 'ignored', providerType: event.type };
  }
  return {
    ...base,
    type,
    checkoutId: session.id,
    sessionId,
    paymentId,
    amountCents: session.amount_total,
  };
}

/** A verified Stripe event in Buddies' words (anything Buddies does not act on is ignored). */
function providerEventOf(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, createdAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
      // A bank transfer or similar completes unpaid; its async_payment_succeeded follows.
      return event.data.object.payment_status === 'paid'
        ? checkoutEvent(event, event.data.object, 'checkout.completed')
        : { ...base, type: 'ignored', providerType: event.type };
    case 'checkout.session.async_payment_succeeded':
      return checkoutEvent(event, event.data.object, 'checkout.completed');
    case 'checkout.session.expired':
      return checkoutEvent(event, event.data.object, 'checkout.expired');
    case 'account.updated':
      return {
        ...base,
        type: 'account.updated',
        accountId: event.data.object.id,
        status: payoutStatusOf(event.data.object),
      };
    default:
      return { ...base, type: 'ignored', providerType: event.type };
  }
}

/**
 * Stripe Connect through the official `stripe` client (decision 038): hosted checkouts, refunds,
 * transfers to the buddies' Express accounts, and the webhooks. `apiUrl` points the client at
 * another server (the local fake in tests) through its own host, port and protocol options.
 * The client's own retries stay off: every caller retries with the same idempotency key.
 */
export function stripeProvider(config: {
  secretKey: string;
  webhookSecret: string;
  /** The signing secret of the endpoint for connected accounts' events, when it has its own. */
  connectWebhookSecret?: string;
  apiUrl?: string;
}): PaymentProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 0,
    timeout: TIMEOUT_MS,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: CURRENCY,
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            customer_email: request.customerEmail,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: checkoutEnd(request.expiresAt),
            custom_text: { submit: { message: request.notice } },
            metadata: { sessionId: request.sessionId },
            payment_intent_data: {
              transfer_group: request.sessionId,
              metadata: { sessionId: request.sessionId },
            },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) throw new Error(`Stripe gave checkout ${session.id} no page`);
      return { checkoutId: session.id, url: session.url };
    },

    async expireCheckout(checkoutId) {
      try {
        await stripe.checkout.sessions.expire(checkoutId);
      } catch (err) {
        if (isNoLongerOpen(err)) return;
        throw stripeFailure(err);
      }
    },

    async paymentDetails(paymentId) {
      const intent = await call(() =>
        stripe.paymentIntents.retrieve(paymentId, {
          expand: ['latest_charge.balance_transaction'],
        }),
      );
      const charge = intent.latest_charge;
      const chargeId = idOf(charge);
      if (!chargeId) throw new Error(`Stripe payment ${paymentId} has no charge yet`);
      const balance = typeof charge === 'object' ? charge?.balance_transaction : null;
      return {
        paymentId: intent.id,
        chargeId,
        amountCents: intent.amount_received,
        feeCents: balance && typeof balance === 'object' ? balance.fee : null,
      };
    },

    async refund(request) {
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: request.paymentId,
            amount: request.amountCents,
            metadata: { sessionId: request.sessionId, reference: request.reference },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { refundId: refund.id };
    },

    async transfer(request) {
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: request.amountCents,
            currency: CURRENCY,
            destination: request.accountId,
            transfer_group: request.sessionId,
            source_transaction: request.chargeId,
            metadata: { sessionId: request.sessionId },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },

    async createPayoutAccount(request) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country: 'NL',
            email: request.email,
            business_type: 'individual',
            capabilities: { transfers: { requested: true } },
            metadata: { userId: request.userId },
          },
          // A retried or repeated call for the same buddy makes no second account (within the
          // 24 hours Stripe keeps its keys; our stored account covers the rest).
          { idempotencyKey: `payout-account-${request.userId}` },
        ),
      );
      return { accountId: account.id };
    },

    async onboardingLink(request) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: request.accountId,
          refresh_url: request.refreshUrl,
          return_url: request.returnUrl,
          type: 'account_onboarding',
        }),
      );
      return { url: link.url };
    },

    async payoutAccountStatus(accountId) {
      return payoutStatusOf(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async *balanceTransactions(since) {
      // Stripe lists newest first; every page is read before the oldest is given.
      const read: BalanceTransaction[] = [];
      await call(async () => {
        // Each entry's object, for the payment and session it belongs to (reconciliation).
        const list = stripe.balanceTransactions.list({
          created: { gte: Math.floor(since.getTime() / 1000) },
          limit: 100,
          expand: ['data.source'],
        });
        for await (const entry of list) {
          const source = typeof entry.source === 'object' ? entry.source : null;
          const paymentId =
            source && 'payment_intent' in source ? idOf(source.payment_intent) : null;
          const metadata = source && 'metadata' in source ? source.metadata : null;
          read.push({
            id: entry.id,
            type: entry.type,
            amountCents: entry.amount,
            feeCents: entry.fee,
            sourceId: idOf(entry.source),
            paymentId,
            sessionId: metadata?.sessionId ?? null,
            reference: metadata?.reference ?? null,
            createdAt: new Date(entry.created * 1000),
          });
        }
      });
      yield* read.reverse();
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new ForgedWebhookError('The webhook has no Stripe-Signature header');
      // The platform's endpoint, or the one for connected accounts' events (account.updated),
      // each signed with its own secret.
      const secrets = [config.webhookSecret, config.connectWebhookSecret].filter(
        (secret): secret is string => Boolean(secret),
      );
      let failure: unknown;
      for (const secret of secrets) {
        try {
          return providerEventOf(stripe.webhooks.constructEvent(rawBody, signature, secret));
        } catch (err) {
          if (!(err instanceof Stripe.errors.StripeSignatureVerificationError)) throw err;
          failure = err;
        }
      }
      throw new ForgedWebhookError(
        `The webhook's signature does not hold: ${(failure as Error).message}`,
      );
    },
  };
}
