import { and, eq } from 'drizzle-orm';
import { transferEntries } from '../../../shared/ledger';
import type { PayoutStatus } from '../../../shared/payments';
import type { Database, Executor } from '../../db/client';
import { payments, payoutAccounts } from '../../db/schema/payments';
import { sessions } from '../../db/schema/sessions';
import { liveAccount, users } from '../../db/schema/users';
import { now } from '../../lib/clock';
import type { OutboxHandler } from '../../lib/outbox';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import type { Who } from '../sessions/service';
import { postToLedger, sessionMoney, sessionsOwing } from './ledger';
import type { PaymentProvider } from './provider';
import { queueTransfer } from './session-payments';

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
  publicUrl: string,
): Promise<{ url: string }> {
  await limitAttempts(db, PAYMENT_TEXTS.tooManyPayoutCalls, [[PAYOUT_CALLS, caller.userId]]);
  let [account] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, caller.userId));
  if (!account) {
    const [buddy] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, caller.userId), liveAccount));
    const { accountId } = await provider.createPayoutAccount({
      userId: caller.userId,
      email: buddy!.email,
    });
    // Two clicks at once: the first account made is kept.
    await db
      .insert(payoutAccounts)
      .values({ userId: caller.userId, accountId, createdAt: now(), updatedAt: now() })
      .onConflictDoNothing();
    [account] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, caller.userId));
  }
  return provider.onboardingLink({
    accountId: account!.accountId,
    refreshUrl: `${publicUrl}/buddy/dashboard?tab=analytics`,
    returnUrl: `${publicUrl}/buddy/dashboard?tab=analytics`,
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
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, caller.userId));
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
  const [before] = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, accountId))
    .for('update');
  if (!before) return;
  await tx
    .update(payoutAccounts)
    .set({ status, updatedAt: now() })
    .where(eq(payoutAccounts.accountId, accountId));
  if (status !== 'active' || before.status === 'active') return;
  const owed = await sessionsOwing(tx, before.userId, ['buddy_payable'], {
    completedOnly: true,
  });
  for (const { sessionId } of owed) await queueTransfer(tx, sessionId);
}

/**
 * Sends a completed session's buddy their share: everything owed and not held, to their payout
 * account once it is active (until then the session waits, and the account's activation sends
 * it), from the learner's charge, then posts the transfer. The provider answers a retried
 * transfer (same key) with the same one; the ledger posts it once.
 */
export function transferHandler(db: Database, provider: PaymentProvider): OutboxHandler {
  return {
    keep: (payload) => payload,
    async work(payload) {
      const sessionId = String(payload.sessionId);
      const money = await sessionMoney(db, sessionId);
      if (money.payableCents === 0 || money.heldCents > 0) return;
      const [found] = await db
        .select({
          accountId: payoutAccounts.accountId,
          payoutStatus: payoutAccounts.status,
          paymentId: payments.paymentId,
        })
        .from(sessions)
        .innerJoin(payments, and(eq(payments.sessionId, sessions.id), eq(payments.status, 'paid')))
        .leftJoin(payoutAccounts, eq(payoutAccounts.userId, sessions.buddyId))
        .where(eq(sessions.id, sessionId));
      if (!found?.paymentId || !found.accountId || found.payoutStatus !== 'active') return;
      const { chargeId } = await provider.paymentDetails(found.paymentId);
      const amountCents = money.payableCents;
      const { transferId } = await provider.transfer({
        accountId: found.accountId,
        amountCents,
        sessionId,
        chargeId,
        idempotencyKey: `transfer-${sessionId}-${money.transferredCents}`,
      });
      await db.transaction((tx) =>
        postToLedger(tx, sessionId, 'transfer', transferId, transferEntries),
      );
    },
  };
}
