import { releaseEntries } from '../../../shared/ledger';
import { PAYMENT_TEXTS, type HeldDecision } from '../../../shared/payments';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { transition } from '../sessions/transition';
import { postToLedger, sessionMoney } from './ledger';
import { giveBack } from './money';
import { lockSessionMoney } from './session-lock';

/**
 * A moderator decides on a reported paid session whose buddy share is held (decision 038):
 * `release` completes it and the buddy is paid; `refund` gives the learner everything back and
 * cancels it; `partial` gives the learner `amountCents` back, completes it, and the buddy is
 * paid 80% of what the learner keeps paying. The refund is the decision's (the money rule keeps
 * what it did not give back, decision 039), in the ledger with it; the provider's refund and
 * the transfer follow through the outbox.
 */
export async function decideHeld(
  db: Database,
  sessionId: string,
  decision: HeldDecision,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { session } = await lockSessionMoney(tx, sessionId);
    if (!session) throw notFound(PAYMENT_TEXTS.noPayment);
    const money = await sessionMoney(tx, sessionId);
    if (session.status !== 'approved' || money.heldCents === 0) {
      throw conflict(PAYMENT_TEXTS.nothingHeld);
    }
    const at = now();
    const kept = money.paidCents - money.refundedCents;
    if (decision.decision === 'refund') {
      await giveBack(tx, sessionId, kept, 'decided', at);
      await transition(
        tx,
        sessionId,
        'cancel',
        { side: 'system' },
        { words: PAYMENT_TEXTS.refundedByModerator },
      );
      return;
    }
    if (decision.decision === 'partial') {
      const amount = decision.amountCents;
      if (!(amount > 0 && amount < kept)) throw badRequest(PAYMENT_TEXTS.partialAmount);
      await giveBack(tx, sessionId, amount, 'decided', at);
    }
    await postToLedger(tx, sessionId, 'release', `release-${sessionId}`, releaseEntries);
    await transition(tx, sessionId, 'complete', { side: 'system' });
  });
}
