import { and, desc, eq, isNull } from 'drizzle-orm';
import { formatEuros } from '../../../shared/pricing';
import { PAYMENT_TEXTS, type SessionPayment } from '../../../shared/payments';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { liveAccount, users } from '../../db/schema/users';
import { now } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { proposal, type Who } from '../sessions/service';
import { sessionMoney } from './ledger';
import type { PaymentProvider } from './provider';

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
  publicUrl: string,
): Promise<{ url: string }> {
  const session = await proposal(db, caller, sessionId);
  if (session.learnerId !== caller.userId) throw forbidden(PAYMENT_TEXTS.onlyTheLearner);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'awaiting')));
  if (!payment) throw conflict(PAYMENT_TEXTS.nothingToPay);
  if (payment.dueAt.getTime() <= now().getTime()) throw conflict(PAYMENT_TEXTS.deadlinePassed);
  if (payment.checkoutUrl) return { url: payment.checkoutUrl };

  const [learner] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, caller.userId), liveAccount));
  // The provider's call is outside any transaction; its idempotency key makes a retried or
  // parallel request get the same checkout.
  const checkout = await provider.createCheckout({
    sessionId,
    amountCents: payment.amountCents,
    description: `${session.activityType} with ${session.buddyName}, ${formatEuros(payment.amountCents)}`,
    customerEmail: learner!.email,
    successUrl: `${publicUrl}/learner/dashboard?paid=${sessionId}`,
    cancelUrl: `${publicUrl}/messages`,
    expiresAt: payment.dueAt,
    idempotencyKey: `checkout-${payment.id}`,
  });
  await db
    .update(payments)
    .set({ checkoutId: checkout.checkoutId, checkoutUrl: checkout.url })
    .where(and(eq(payments.id, payment.id), isNull(payments.checkoutId)));
  return { url: checkout.url };
}

/**
 * GET /api/payments/sessions/{sessionId}: the session's latest payment, to its learner, its
 * buddy and staff who may read the session: what it asks, by when, and how it ended.
 */
export async function paymentOf(
  db: Database,
  caller: Who,
  sessionId: string,
): Promise<SessionPayment> {
  await proposal(db, caller, sessionId);
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.sessionId, sessionId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) throw notFound(PAYMENT_TEXTS.noPayment);
  return {
    status: payment.status,
    amountCents: payment.amountCents,
    dueAt: payment.dueAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    refundedCents: (await sessionMoney(db, sessionId)).refundedCents,
  };
}
