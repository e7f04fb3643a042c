import { randomUUID } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refundEntries, transferEntries } from '../../../shared/ledger';
import { reconciliationDifferences, reconciliationRuns } from '../../db/schema/ledger';
import { payments, payoutAccounts } from '../../db/schema/payments';
import { advanceClock, resetClock } from '../../lib/clock';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildStaff } from '../../../../tests/support/factories';
import { FakeStripe } from '../../../../tests/support/fake-stripe';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { postToLedger, sessionMoney } from './ledger';
import type { PaymentProvider } from './provider';
import { reconcileIfDue, SETTLING_MS } from './reconciliation';
import { stripeProvider } from './stripe-provider';

const SECRET_KEY = 'sk_test_reconciliation';
const WEBHOOK_SECRET = 'whsec_test_reconciliation';

let t: TestApp;
let stripe: FakeStripe;
/** The app's provider, as the housekeeping job is given it. */
let provider: PaymentProvider;
let moderator: Party;
beforeAll(async () => {
  stripe = new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  await stripe.start();
  const config = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url };
  t = await createTestApp({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  provider = stripeProvider(config);
  const user = await buildStaff(t.db, 'moderator');
  moderator = { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
afterEach(() => resetClock());

const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

const paymentOf = async (id: string) =>
  (await t.db.select().from(payments).where(eq(payments.sessionId, id)))[0]!;

/** A session a day and a half ahead whose learner has paid at Stripe; `told`: the webhook came. */
async function paidSession({ told = true } = {}) {
  const session = await bookedSession(t, { hoursAhead: 36 });
  expect((await postAs(t, session.lea, `/api/payments/checkout/${session.id}`)).statusCode).toBe(
    200,
  );
  const completed = stripe.pay((await paymentOf(session.id)).checkoutId!);
  if (told) {
    expect((await deliver(stripe.event('checkout.session.completed', completed))).statusCode).toBe(
      200,
    );
  }
  await t.app.outbox.flush();
  return { ...session, paymentId: completed.payment_intent! };
}

/**
 * As if a day had passed since the last run started: the provider's and the ledger's times are
 * the real clock's, which a test cannot move, so the schedule's is moved instead.
 */
const aDayPasses = () =>
  t.db
    .update(reconciliationRuns)
    .set({ startedAt: sql`${reconciliationRuns.startedAt} - interval '1 day'` });

const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));

/**
 * The reconciliation due a day after the last, its window ending now: it waits for the next whole
 * second first, as windows are whole seconds, so that everything done so far is in it.
 */
async function reconcileNow() {
  await aDayPasses();
  await nextSecond();
  const run = await reconcileIfDue(t.db, provider, new Date(Date.now() + SETTLING_MS));
  expect(run).not.toBeNull();
  const differences = await t.db
    .select()
    .from(reconciliationDifferences)
    .where(eq(reconciliationDifferences.runId, run!.id));
  return { run: run!, differences };
}

const reconciliation = (party: Pick<Party, 'token'>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/payments/reconciliation',
    headers: bearer(party.token),
  });

describe('the reconciliation of the ledger with Stripe’s balance (decision 038)', () => {
  it('finds nothing different when every movement is booked as Stripe made it', async () => {
    expect((await reconciliation(moderator)).json()).toEqual({
      provider: 'stripe',
      lastRun: null,
      differences: [],
    });

    // Paid, then cancelled by the buddy: refunded in full.
    const cancelled = await paidSession();
    await postAs(t, cancelled.bo, `/api/proposals/${cancelled.id}/cancel`, { reason: 'Ill' });
    await t.app.outbox.flush();
    expect(await sessionMoney(t.db, cancelled.id)).toMatchObject({ refundedCents: 2500 });

    // Paid and met: the buddy's share transferred. Paid and reported: a moderator refunds a part.
    const met = await paidSession();
    const reported = await paidSession();
    advanceClock(40 * HOUR);
    for (const party of [met.lea, met.bo]) {
      expect((await postAs(t, party, `/api/proposals/${met.id}/confirm-session`)).statusCode).toBe(
        200,
      );
    }
    await postAs(t, met.bo, '/api/payments/payout-account');
    const [account] = await t.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, met.bo.id));
    stripe.setAccount(account!.accountId, {
      details_submitted: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { disabled_reason: null, past_due: [], currently_due: [] },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/payments/payout-account',
      headers: bearer(met.bo.token),
    });
    await postAs(t, reported.lea, `/api/proposals/${reported.id}/report`, {
      kind: 'no-show',
      text: 'Nobody came.',
    });
    const decided = await postAs(t, moderator, `/api/payments/sessions/${reported.id}/decision`, {
      decision: 'partial',
      amountCents: 1000,
    });
    expect(decided.statusCode).toBe(200);
    await t.app.outbox.flush();
    expect(await sessionMoney(t.db, met.id)).toMatchObject({ transferredCents: 2000 });
    expect(await sessionMoney(t.db, reported.id)).toMatchObject({ refundedCents: 1000 });
    resetClock();

    const { run, differences } = await reconcileNow();
    expect(differences).toEqual([]);
    expect(run.finishedAt).not.toBeNull();
    const answer = await reconciliation(moderator);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      provider: 'stripe',
      lastRun: {
        checkedAt: run.finishedAt!.toISOString(),
        from: run.windowFrom.toISOString(),
        to: run.windowTo.toISOString(),
      },
      differences: [],
    });
  });

  it('reports a charge not booked, a refund of another amount and a transfer Stripe never made', async () => {
    // Stripe's news of this payment never came.
    const unbooked = await paidSession({ told: false });
    // The ledger booked 9 euros of a 10-euro refund.
    const refunded = await paidSession();
    await provider.refund({
      paymentId: refunded.paymentId,
      amountCents: 1000,
      sessionId: refunded.id,
      reference: 'refund-by-hand',
      idempotencyKey: randomUUID(),
    });
    await t.db.transaction((tx) =>
      postToLedger(tx, refunded.id, 'refund', 'refund-by-hand', (money) =>
        refundEntries(money, 900),
      ),
    );
    // A transfer the ledger has and Stripe does not.
    const transferred = await paidSession();
    await t.db.transaction((tx) =>
      postToLedger(tx, transferred.id, 'transfer', 'tr_unknown', transferEntries),
    );

    const { run, differences } = await reconcileNow();
    const reported = differences.map(({ id: _id, runId: _run, occurredAt: _at, ...rest }) => rest);
    expect(reported).toHaveLength(4);
    expect(reported).toEqual(
      expect.arrayContaining([
        // The refund booked by hand, outside the money rule, leaves the session paid short.
        {
          kind: 'money_rule',
          movement: 'session',
          reference: refunded.id,
          sessionId: refunded.id,
          providerCents: null,
          ledgerCents: 1600,
          detail: '€16.00 paid and not given back where €25.00 should be (approved)',
        },
        {
          kind: 'not_in_ledger',
          movement: 'charge',
          reference: unbooked.paymentId,
          sessionId: unbooked.id,
          providerCents: 2500,
          ledgerCents: null,
          detail: null,
        },
        {
          kind: 'amount',
          movement: 'refund',
          reference: 'refund-by-hand',
          sessionId: refunded.id,
          providerCents: -1000,
          ledgerCents: -900,
          detail: null,
        },
        {
          kind: 'not_at_provider',
          movement: 'transfer',
          reference: 'tr_unknown',
          sessionId: transferred.id,
          providerCents: null,
          ledgerCents: -2000,
          detail: null,
        },
      ]),
    );

    const answer = (await reconciliation(moderator)).json();
    expect(answer.lastRun).toEqual({
      checkedAt: run.finishedAt!.toISOString(),
      from: run.windowFrom.toISOString(),
      to: run.windowTo.toISOString(),
    });
    expect(answer.differences).toHaveLength(4);
    expect(answer.differences).toContainEqual({
      kind: 'amount',
      movement: 'refund',
      reference: 'refund-by-hand',
      sessionId: refunded.id,
      providerCents: -1000,
      ledgerCents: -900,
      detail: null,
      at: expect.any(String),
      foundAt: run.finishedAt!.toISOString(),
    });
  });

  it('does not look at a window again: the next run starts where the last ended', async () => {
    const [last] = await t.db
      .select()
      .from(reconciliationRuns)
      .orderBy(sql`${reconciliationRuns.windowTo} desc`)
      .limit(1);
    const { run, differences } = await reconcileNow();
    expect(run.windowFrom).toEqual(last!.windowTo);
    expect(differences).toEqual([]);
    // The moderators still see what the earlier run found, under the latest run.
    const answer = (await reconciliation(moderator)).json();
    expect(answer.lastRun.from).toBe(last!.windowTo.toISOString());
    expect(answer.differences).toHaveLength(4);
  });

  it('runs once a day, one process at a time, and again after a failure', async () => {
    // Within the settling margin nothing is checked yet, even when a run is due.
    await paidSession({ told: false });
    await aDayPasses();
    expect(await reconcileIfDue(t.db, provider)).toBeNull();

    await nextSecond();
    const at = new Date(Date.now() + SETTLING_MS);
    const down: PaymentProvider = {
      ...provider,
      // eslint-disable-next-line require-yield
      async *balanceTransactions() {
        throw new Error('Stripe did not answer');
      },
    };
    await expect(reconcileIfDue(t.db, down, at)).rejects.toThrow('Stripe did not answer');
    expect(
      await t.db.select().from(reconciliationRuns).where(isNull(reconciliationRuns.finishedAt)),
    ).toEqual([]);

    const runs = await Promise.all([
      reconcileIfDue(t.db, provider, at),
      reconcileIfDue(t.db, provider, at),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // The same day again: not due.
    expect(await reconcileIfDue(t.db, provider, new Date(at.getTime() + HOUR))).toBeNull();
  });

  it('is shown to moderators only', async () => {
    const { lea, bo } = await bookedSession(t, { hoursAhead: 36, approve: false });
    expect((await reconciliation(lea)).statusCode).toBe(403);
    expect((await reconciliation(bo)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payments/reconciliation' });
    expect(anonymous.statusCode).toBe(401);
  });
});
