import { and, desc, eq, or } from 'drizzle-orm';
import { chargeEntries, providerFeeEntries, refundEntries } from '../../../shared/ledger';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import type { Database, Executor } from '../../db/client';
import { payments, providerEvents } from '../../db/schema/payments';
import { now } from '../../lib/clock';
import { enqueue, type OutboxHandler } from '../../lib/outbox';
import { transition } from '../sessions/transition';
import { lockSessionMoney, postToLedger } from './ledger';
import { payoutAccountUpdated } from './payouts';
import type { PaymentProvider, ProviderEvent } from './provider';
import { PROVIDER_FEE_TOPIC, queueRefund, type RefundReason } from './session-payments';

type Completed = Extract<ProviderEvent, { type: 'checkout.completed' }>;

/**
 * A verified provider event (decision 038), processed once per event id: its id is written in
 * the same transaction as its effects, so a repeated delivery, or twenty at once, finds it and
 * does nothing. Events arrive late and out of order: each effect checks what it finds.
 */
export async function receiveProviderEvent(
  db: Database,
  event: ProviderEvent,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(providerEvents)
      .values({ id: event.id, type: event.type, receivedAt: now() })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (!fresh) return;
    if (event.type === 'checkout.completed') await paymentCompleted(tx, event, publicUrl);
    if (event.type === 'account.updated') {
      await payoutAccountUpdated(tx, event.accountId, event.status);
    }
    // A checkout that expired changes nothing: the session lapses at its own deadline.
  });
}

/**
 * The learner paid: the money is in the ledger whatever the session's state; a session still
 * waiting for this payment is booked, any other (lapsed, cancelled meanwhile, or a checkout we
 * do not know) gets the money back through the provider.
 */
async function paymentCompleted(tx: Executor, event: Completed, publicUrl: string) {
  // The payment of that checkout; or, if the news came before we stored the checkout, the
  // session's payment awaited. Found first, then locked in the one order: its session, then it.
  const byCheckout = eq(payments.checkoutId, event.checkoutId);
  const ofEvent = or(
    byCheckout,
    and(eq(payments.sessionId, event.sessionId), eq(payments.status, 'awaiting')),
  );
  const [found] = await tx
    .select({ sessionId: payments.sessionId })
    .from(payments)
    .where(ofEvent)
    .orderBy(desc(byCheckout))
    .limit(1);
  if (!found) return;
  await lockSessionMoney(tx, found.sessionId);
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(ofEvent, eq(payments.sessionId, found.sessionId)))
    .orderBy(desc(byCheckout))
    .limit(1);
  // No payment of ours, or this one told again under another event (Stripe sends a completed
  // checkout and, for some methods, its async success too).
  if (!payment || payment.paymentId === event.paymentId) return;
  const sessionId = payment.sessionId;
  await postToLedger(tx, sessionId, 'charge', event.paymentId, (money) =>
    chargeEntries(money, event.amountCents),
  );
  await enqueue(tx, PROVIDER_FEE_TOPIC, { sessionId, paymentId: event.paymentId });
  // A payment still awaited (its session waits for it: the reactions keep the two together),
  // of the amount asked.
  const booked = payment.status === 'awaiting' && event.amountCents === payment.amountCents;
  if (booked) await transition(tx, sessionId, 'pay', { side: 'system' }, { publicUrl });
  await tx
    .update(payments)
    .set({
      paymentId: event.paymentId,
      ...(booked && { status: 'paid' as const, paidAt: now() }),
    })
    .where(eq(payments.id, payment.id));
  if (!booked) {
    await queueRefund(tx, {
      sessionId,
      paymentId: event.paymentId,
      amountCents: event.amountCents,
      reason: 'late',
    });
  }
}

/**
 * At a payment's deadline: a session still waiting for it lapses (its time free again, both
 * told); one paid or ended meanwhile is left as it is.
 */
export function paymentDeadlineHandler(db: Database, publicUrl: string): OutboxHandler {
  return {
    // Ids and amounts only: kept whole.
    keep: (payload) => payload,
    async work(payload) {
      const paymentId = String(payload.paymentId);
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ sessionId: payments.sessionId })
          .from(payments)
          .where(eq(payments.id, paymentId));
        if (!found) return;
        await lockSessionMoney(tx, found.sessionId);
        const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
        if (payment?.status !== 'awaiting') return;
        await transition(
          tx,
          payment.sessionId,
          'lapse',
          { side: 'system' },
          { words: PAYMENT_TEXTS.lapsed, publicUrl },
        );
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
 * Gives a learner's money back through the provider, then posts the refund (once per provider
 * refund; the provider answers a retried refund, same key, with the same one).
 */
export function refundHandler(db: Database, provider: PaymentProvider): OutboxHandler {
  return {
    // Ids and amounts only: kept whole.
    keep: (payload) => payload,
    async work(payload) {
      const sessionId = String(payload.sessionId);
      const paymentId = String(payload.paymentId);
      const amountCents = Number(payload.amountCents);
      const reason = String(payload.reason) as RefundReason;
      const { refundId } = await provider.refund({
        paymentId,
        amountCents,
        sessionId,
        idempotencyKey: `refund-${reason}-${paymentId}`,
      });
      if (payload.posted === true) return;
      await db.transaction((tx) =>
        postToLedger(tx, sessionId, 'refund', refundId, (money) =>
          refundEntries(money, amountCents),
        ),
      );
    },
  };
}
