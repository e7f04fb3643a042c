import { transferEntries } from '../../../shared/ledger';
import type { PayoutStatus } from '../../../shared/payments';
import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { link } from '../../lib/links';
import { enqueue, type OutboxHandler } from '../../lib/outbox';
import { forbidden } from '../../lib/http-errors';
import { buddyEarningsCents } from '../../../shared/pricing';
import { mayBePaidOut } from './policy';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { sessionTermsOf } from '../sessions/money-reads';
import type { Who } from '../sessions/service';
import { postToLedger, sessionMoney, sessionsOwingTo } from './ledger';
import type { PaymentProvider } from './provider';
import { PAYMENT_TRANSFER_TOPIC } from './money';
import {
  accountOf,
  chargesOf,
  insertPayoutAccount,
  lockPayoutAccount,
  payoutAccountOf,
  setPayoutStatus,
} from './repository';

/**
 * How often a buddy may ask the provider about their payouts (an onboarding link, the status):
 * each is a call on the platform's key, which the provider limits for everyone.
 */
export const PAYOUT_CALLS: RateRule = { scope: 'payouts:buddy', max: 30, windowMs: 60 * 60_000 };

/**
 * The buddy's payout account: made at the provider on their first "Set up payouts", then the
 * provider's onboarding (an account link, short-lived, asked anew each time) where they give
 * their details (decision 038).
 */
export async function payoutOnboarding(
  db: Database,
  provider: PaymentProvider,
  caller: Who,
): Promise<{ url: string }> {
  const buddy = await accountOf(db, caller.userId);
  // Nobody the moderators and the learning experts have not approved is paid (issue 35).
  if (!buddy || !mayBePaidOut(buddy.status)) throw forbidden(PAYMENT_TEXTS.payoutsOnceApproved);
  await limitAttempts(db, PAYMENT_TEXTS.tooManyPayoutCalls, [[PAYOUT_CALLS, caller.userId]]);
  let account = await payoutAccountOf(db, caller.userId);
  if (!account) {
    const { accountId } = await provider.createPayoutAccount({
      userId: caller.userId,
      email: buddy.email,
    });
    // Two clicks at once: the first account made is kept.
    await insertPayoutAccount(db, caller.userId, accountId, now());
    account = await payoutAccountOf(db, caller.userId);
  }
  return provider.onboardingLink({
    accountId: account!.accountId,
    refreshUrl: link('/buddy/dashboard?tab=analytics'),
    returnUrl: link('/buddy/dashboard?tab=analytics'),
  });
}

/**
 * The buddy's payout status, asked of the provider while it is not active (the buddy is back
 * from onboarding, or looks at their earnings): kept, and once active, the transfers that waited
 * for it go out. An active one is as the provider's account events last told it.
 */
export async function payoutStatusOf(
  db: Database,
  provider: PaymentProvider,
  caller: Who,
): Promise<{ status: PayoutStatus }> {
  const account = await payoutAccountOf(db, caller.userId);
  if (!account) return { status: 'not_started' };
  if (account.status === 'active') return { status: 'active' };
  await limitAttempts(db, PAYMENT_TEXTS.tooManyPayoutCalls, [[PAYOUT_CALLS, caller.userId]]);
  const status = await provider.payoutAccountStatus(account.accountId);
  await db.transaction((tx) => payoutAccountUpdated(tx, account.accountId, status));
  return { status };
}

/**
 * What the provider says of a payout account (its `account.updated` event, or asked): kept, and
 * when it becomes active, every completed session of the buddy with money still owed is queued
 * for its transfer.
 */
export async function payoutAccountUpdated(tx: Executor, accountId: string, status: PayoutStatus) {
  const before = await lockPayoutAccount(tx, accountId);
  if (!before) return;
  await setPayoutStatus(tx, accountId, status, now());
  if (status !== 'active' || before.status === 'active') return;
  const owed = await sessionsOwingTo(tx, before.userId, ['buddy_payable'], {
    completedOnly: true,
  });
  for (const { sessionId } of owed) await enqueue(tx, PAYMENT_TRANSFER_TOPIC, { sessionId });
}

/**
 * Sends a completed session's buddy their share: everything owed and not held, to their payout
 * account once it is active (until then the session waits, and the account's activation sends
 * it), then posts each transfer. The share goes out from the learner's charges, one transfer
 * from each (a moved session may have two: its booking and the move's difference), each the
 * buddy's 80% of what that charge kept after refunds (the last takes the rounding). The amounts
 * depend only on the charges and refunds, so a retried run asks the provider for the same
 * transfers (same keys, same answers) and the ledger posts each once.
 */
export function transferHandler(db: Database, provider: PaymentProvider): OutboxHandler {
  return {
    keep: (payload) => payload,
    async work(payload) {
      const sessionId = String(payload.sessionId);
      const money = await sessionMoney(db, sessionId);
      if (money.payableCents === 0 || money.heldCents > 0) return;
      const [session] = await sessionTermsOf(db, [sessionId]);
      const found = session && (await payoutAccountOf(db, session.buddyId));
      if (!found || found.status !== 'active') return;
      const share = money.payableCents + money.transferredCents;
      const charges = (await chargesOf(db, sessionId)).filter((c) => c.cents > c.refundedCents);
      let planned = 0;
      for (const [index, charge] of charges.entries()) {
        const last = index === charges.length - 1;
        const amountCents = last
          ? share - planned
          : buddyEarningsCents(charge.cents - charge.refundedCents);
        planned += amountCents;
        if (amountCents <= 0) continue;
        const { chargeId } = await provider.paymentDetails(charge.paymentId);
        const { transferId } = await provider.transfer({
          accountId: found.accountId,
          amountCents,
          sessionId,
          chargeId,
          idempotencyKey: `transfer-${sessionId}-${charge.paymentId}`,
        });
        await db.transaction((tx) =>
          postToLedger(tx, sessionId, 'transfer', transferId, (now) =>
            transferEntries(now, amountCents),
          ),
        );
      }
    },
  };
}
