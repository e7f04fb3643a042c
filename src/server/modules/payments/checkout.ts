import { formatEuros } from '../../../shared/format-money';
import { PAYMENT_TEXTS, type SessionPayment } from '../../../shared/payments';
import { cancellationNotice } from '../../../shared/session-actions';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { link } from '../../lib/links';
import { proposal, type Who } from '../sessions/service';
import { sessionMoney } from './ledger';
import { mayPay } from './policy';
import type { PaymentProvider } from './provider';
import { accountOf, awaitedPaymentOf, paymentsOf, setCheckout } from './repository';

/**
 * POST /api/payments/checkout/{sessionId}: where the session's learner pays what it waits for,
 * the provider's hosted checkout, made once and given again until paid or past its deadline.
 * The amount is the payment's, fixed on the server when the session came to wait: nothing the
 * browser sends reaches it.
 */
export async function checkoutFor(
  db: Database,
  provider: PaymentProvider,
  caller: Who,
  sessionId: string,
): Promise<{ url: string }> {
  const session = await proposal(db, caller, sessionId);
  if (!mayPay(caller, session)) throw forbidden(PAYMENT_TEXTS.onlyTheLearner);
  const payment = await awaitedPaymentOf(db, sessionId);
  if (!payment) throw conflict(PAYMENT_TEXTS.nothingToPay);
  if (payment.dueAt.getTime() <= now().getTime()) throw conflict(PAYMENT_TEXTS.deadlinePassed);
  if (payment.checkoutUrl) return { url: payment.checkoutUrl };

  const learner = await accountOf(db, caller.userId);
  // The provider's call is outside any transaction; its idempotency key makes a retried or
  // parallel request get the same checkout.
  const checkout = await provider.createCheckout({
    sessionId,
    amountCents: payment.amountCents,
    description:
      payment.kind === 'move' && session.move
        ? `Moving ${session.activityType} with ${session.buddyName} to ${session.move.terms.date} ${session.move.terms.time} (${session.move.terms.duration} minutes): the difference, ${formatEuros(payment.amountCents)}`
        : `${session.activityType} with ${session.buddyName}, ${formatEuros(payment.amountCents)}`,
    customerEmail: learner!.email,
    successUrl: link(`/learner/dashboard?paid=${sessionId}`),
    cancelUrl: link('/messages'),
    expiresAt: payment.dueAt,
    notice: cancellationNotice(
      new Date(
        payment.kind === 'move' && session.move
          ? session.move.terms.dateTime
          : session.proposedDateTime,
      ),
      now(),
    ),
    idempotencyKey: `checkout-${payment.id}`,
  });
  await setCheckout(db, payment.id, checkout);
  return { url: checkout.url };
}

/**
 * GET /api/payments/sessions/{sessionId}: the session's payment, to its learner, its buddy and
 * staff who may read the session: the one awaited (what it asks, by when), else the latest and
 * how it ended, with what was paid and given back in all (decision 039).
 */
export async function paymentOf(
  db: Database,
  caller: Who,
  sessionId: string,
): Promise<SessionPayment> {
  await proposal(db, caller, sessionId);
  const all = await paymentsOf(db, sessionId);
  const payment = all.find((p) => p.status === 'awaiting') ?? all[0];
  if (!payment) throw notFound(PAYMENT_TEXTS.noPayment);
  const paidAt = all.find((p) => p.paidAt !== null)?.paidAt ?? null;
  const money = await sessionMoney(db, sessionId);
  return {
    kind: payment.kind,
    status: payment.status,
    amountCents: payment.amountCents,
    dueAt: payment.dueAt.toISOString(),
    paidAt: paidAt?.toISOString() ?? null,
    paidCents: money.paidCents,
    refundedCents: money.refundedCents,
  };
}
