import { and, eq } from 'drizzle-orm';
import { refundEntries, releaseEntries } from '../../../shared/ledger';
import { PAYMENT_TEXTS, type HeldDecision } from '../../../shared/payments';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { sessions } from '../../db/schema/sessions';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { transition } from '../sessions/transition';
import { postToLedger, sessionMoney } from './ledger';
import { queueRefund } from './session-payments';

/**
 * A moderator decides on a reported paid session whose buddy share is held (decision 038):
 * `release` completes it and the buddy is paid; `refund` cancels it and the learner gets
 * everything back; `partial` gives the learner `amountCents` back, completes it, and the buddy
 * is paid 80% of what the learner keeps paying. The ledger moves with the decision; the
 * provider's refund and transfer follow through the outbox.
 */
export async function decideHeld(
  db: Database,
  sessionId: string,
  decision: HeldDecision,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    if (!session) throw notFound(PAYMENT_TEXTS.noPayment);
    const money = await sessionMoney(tx, sessionId);
    if (session.status !== 'approved' || money.heldCents === 0) {
      throw conflict(PAYMENT_TEXTS.nothingHeld);
    }
    const kept = money.paidCents - money.refundedCents;
    if (decision.decision === 'refund') {
      await transition(
        tx,
        sessionId,
        'cancel',
        { side: 'system' },
        { words: PAYMENT_TEXTS.refundedByModerator, publicUrl },
      );
      return;
    }
    if (decision.decision === 'partial') {
      const amount = decision.amountCents;
      if (!(amount > 0 && amount < kept)) throw badRequest(PAYMENT_TEXTS.partialAmount);
      const [paid] = await tx
        .select({ paymentId: payments.paymentId })
        .from(payments)
        .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'paid')));
      await postToLedger(tx, sessionId, 'refund', `decision-${sessionId}`, (now) =>
        refundEntries(now, amount),
      );
      await queueRefund(tx, {
        sessionId,
        paymentId: paid!.paymentId!,
        amountCents: amount,
        reason: 'decided',
        posted: true,
      });
    }
    await postToLedger(tx, sessionId, 'release', `release-${sessionId}`, releaseEntries);
    await transition(tx, sessionId, 'complete', { side: 'system' }, { publicUrl });
  });
}
