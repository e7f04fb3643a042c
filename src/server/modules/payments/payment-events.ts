import { chargeEntries, providerFeeEntries } from '../../../shared/ledger';
import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { enqueue, type OutboxHandler } from '../../lib/outbox';
import { bookPaid, lapseUnpaid } from '../sessions/paid';
import { postToLedger } from './ledger';
import { PROVIDER_FEE_TOPIC, settleMoney } from './money';
import { payoutAccountUpdated } from './payouts';
import type { PaymentProvider, ProviderEvent } from './provider';
import {
  findPayment,
  findRefund,
  firstOfEvent,
  paymentOfCheckout,
  refundMade,
  setProviderPayment,
} from './repository';
import { lockSessionMoney } from './session-lock';

type Completed = Extract<ProviderEvent, { type: 'checkout.completed' }>;

/**
 * A verified provider event (decision 038), processed once per event id: its id is written in
 * the same transaction as its effects, so a repeated delivery, or twenty at once, finds it and
 * does nothing. Events arrive late and out of order: each effect checks what it finds.
 */
export async function receiveProviderEvent(db: Database, event: ProviderEvent): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await firstOfEvent(tx, event, now()))) return;
    if (event.type === 'checkout.completed') await paymentCompleted(tx, event);
    if (event.type === 'account.updated') {
      await payoutAccountUpdated(tx, event.accountId, event.status);
    }
    // A checkout that expired changes nothing: the session lapses at its own deadline.
  });
}

/**
 * The learner paid: the money is in the ledger whatever the session's state. The payment the
 * session waits for, of the amount asked, books it (or the move it waits for) through the
 * session's own `pay`; any other money (paid for what no longer waits, or another amount) goes
 * back by the money rule (decision 039).
 */
async function paymentCompleted(tx: Executor, event: Completed) {
  // The payment of that checkout; or, if the news came before we stored the checkout, the
  // session's payment awaited. Found first, then locked in the one order: its session, then it.
  const found = await paymentOfCheckout(tx, event.checkoutId, event.sessionId);
  if (!found) return;
  const sessionId = found.sessionId;
  await lockSessionMoney(tx, sessionId);
  const payment = await findPayment(tx, found.id);
  // Told again under another event (Stripe sends a completed checkout and, for some methods,
  // its async success too).
  if (!payment || payment.paymentId === event.paymentId) return;
  await postToLedger(tx, sessionId, 'charge', event.paymentId, (money) =>
    chargeEntries(money, event.amountCents),
  );
  await setProviderPayment(tx, payment.id, event.paymentId);
  await enqueue(tx, PROVIDER_FEE_TOPIC, { sessionId, paymentId: event.paymentId });
  if (payment.status === 'awaiting' && event.amountCents === payment.amountCents) {
    await bookPaid(tx, sessionId);
  }
  // Money for nothing the session waits for (any more) goes back.
  await settleMoney(tx, sessionId, now(), { reason: 'late' });
}

/**
 * At a payment's deadline: a session (or a move) still waiting for it lapses, and both sides are
 * told; one paid or ended meanwhile is left as it is.
 */
export function paymentDeadlineHandler(db: Database): OutboxHandler {
  return {
    // Ids and amounts only: kept whole.
    keep: (payload) => payload,
    async work(payload) {
      const paymentId = String(payload.paymentId);
      await db.transaction(async (tx) => {
        const found = await findPayment(tx, paymentId);
        if (!found) return;
        await lockSessionMoney(tx, found.sessionId);
        const payment = await findPayment(tx, paymentId);
        if (payment?.status !== 'awaiting') return;
        await lapseUnpaid(tx, payment.sessionId);
      });
    },
  };
}

/**
 * Books what the provider charged for a payment, once it says (its balance entry may still be
 * pending: then the outbox asks again later). A payment without a fee books nothing.
 */
export function providerFeeHandler(db: Database, provider: PaymentProvider): OutboxHandler {
  return {
    keep: (payload) => payload,
    async work(payload) {
      const sessionId = String(payload.sessionId);
      const paymentId = String(payload.paymentId);
      const { feeCents } = await provider.paymentDetails(paymentId);
      if (feeCents === null) throw new Error(`The fee of ${paymentId} is not known yet`);
      if (feeCents === 0) return;
      await db.transaction((tx) =>
        postToLedger(tx, sessionId, 'provider_fee', `fee-${paymentId}`, () =>
          providerFeeEntries(feeCents),
        ),
      );
    },
  };
}

/** Ends a checkout at the provider once its session no longer waits for it. */
export function checkoutExpiryHandler(provider: PaymentProvider): OutboxHandler {
  return {
    // Ids and amounts only: kept whole.
    keep: (payload) => payload,
    async work(payload) {
      await provider.expireCheckout(String(payload.checkoutId));
    },
  };
}

/**
 * Makes a refund at the provider that the ledger has already booked (decision 039), against its
 * payment, and keeps the provider's refund. The provider answers a retried refund (same key) with
 * the same one; our key is in its metadata, which reconciliation matches the ledger by.
 */
export function refundHandler(db: Database, provider: PaymentProvider): OutboxHandler {
  return {
    // Ids only: kept whole.
    keep: (payload) => payload,
    async work(payload) {
      const refund = await findRefund(db, String(payload.refundId));
      if (!refund || refund.providerRefundId) return;
      const reference = `refund-${refund.id}`;
      const { refundId } = await provider.refund({
        paymentId: refund.paymentId,
        amountCents: refund.amountCents,
        sessionId: refund.sessionId,
        reference,
        idempotencyKey: reference,
      });
      await refundMade(db, refund.id, refundId, now());
    },
  };
}
