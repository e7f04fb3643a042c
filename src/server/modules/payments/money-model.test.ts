import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buddyEarningsCents } from '../../../shared/pricing';
import { payments, payoutAccounts } from '../../db/schema/payments';
import { advanceClock, resetClock } from '../../lib/clock';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildStaff, TEST_PASSWORD } from '../../../../tests/support/factories';
import type { FakeStripe } from '../../../../tests/support/fake-stripe';
import { bookedSession, HOUR, type Party } from '../../../../tests/support/sessions';
import { deliver, stripeTestApp } from '../../../../tests/support/stripe-sessions';
import type { TestApp } from '../../../../tests/support/test-app';
import { buddyStatistics } from '../sessions/statistics';
import { earningsOf } from './earnings';
import { sessionMoney } from './ledger';
import { moneyBreachOf } from './money-news';

/**
 * The money of a session through random sequences of everything that can happen to it (issue
 * 35, decision 039): its sides' answers, moves, edits, cancellations, confirmations and
 * reports, moderators' decisions and suspensions, a deletion, the provider's news (late,
 * repeated, out of order, raced against a cancellation) and time passing. After every step: no
 * answer is a 5xx, the money rule holds, the buddy is owed exactly 80% of what the learner
 * kept paying, and the payment view, the receipt, the earnings and the statistics say what the
 * ledger says.
 */

/**
 * 30 on PostgreSQL, where requests truly run at once; 15 on PGlite (one connection), which checks
 * the same SQL on the embedded default: each sequence asserts every rule, and each run draws new
 * ones. npm run test:money-model runs thousands (decision 055: a sequence costs about a second).
 */
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? (process.env.TEST_DATABASE_URL ? 30 : 15));
const SEED = process.env.MONEY_MODEL_SEED ? Number(process.env.MONEY_MODEL_SEED) : undefined;

let t: TestApp;
let stripe: FakeStripe;
let close: () => Promise<unknown>;
let moderator: Party;
beforeAll(async () => {
  ({ t, stripe, close } = await stripeTestApp('money_model'));
  const user = await buildStaff(t.db, 'moderator');
  moderator = { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
});
afterAll(() => close());
afterEach(() => resetClock());

/** One session's world: its two sides, and the provider's news kept to deliver later. */
interface World {
  lea: Party;
  bo: Party;
  id: string;
  /** Stripe's events made and not yet delivered (or to deliver again). */
  news: { payload: string; signature: string }[];
}

/** Every answer is the server's considered one: never a 5xx. */
function answered(answer: LightMyRequestResponse) {
  expect(answer.statusCode, `${answer.statusCode} ${answer.body}`).toBeLessThan(500);
  return answer;
}
const post = async (who: Party, url: string, payload?: object) =>
  answered(
    await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(who.token),
      ...(payload && { payload }),
    }),
  );
const get = async (who: Party, url: string) =>
  answered(await t.app.inject({ method: 'GET', url, headers: bearer(who.token) }));
const act = (who: Party, w: World, action: string, payload: object = {}) =>
  post(who, `/api/proposals/${w.id}/${action}`, payload);
const side = (w: World, which: 'learner' | 'buddy') => (which === 'learner' ? w.lea : w.bo);

/** The learner pays what the session waits for at Stripe; Stripe's news is kept, not delivered. */
async function payAtStripe(w: World) {
  const checkout = await post(w.lea, `/api/payments/checkout/${w.id}`, {});
  if (checkout.statusCode !== 200) return;
  const [awaited] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, w.id), eq(payments.status, 'awaiting')));
  if (!awaited?.checkoutId) return;
  // A checkout paid already (its news not delivered yet) cannot be paid again at Stripe.
  const paid = (() => {
    try {
      return stripe.pay(awaited.checkoutId);
    } catch {
      return null;
    }
  })();
  if (paid) w.news.push(stripe.event('checkout.session.completed', paid));
}

/** What one step does; `check` is always true: the server refuses what does not fit. */
class Step implements fc.AsyncCommand<object, World> {
  constructor(
    private readonly name: string,
    private readonly action: (w: World) => Promise<unknown>,
  ) {}
  check = () => true;
  async run(_model: object, w: World) {
    await this.action(w);
    await expectMoneyRight(w);
  }
  toString = () => this.name;
}
const step = (name: string, action: (w: World) => Promise<unknown>) => new Step(name, action);

const who = fc.constantFrom('learner' as const, 'buddy' as const);
const duration = fc.constantFrom(30, 60, 90, 120, 180);

const STEPS = [
  fc.constant(step('approve', (w) => act(w.bo, w, 'approve'))),
  fc.constant(step('reject', (w) => act(w.bo, w, 'reject'))),
  duration.map((d) => step(`counter ${d}`, (w) => act(w.bo, w, 'modify', { duration: d }))),
  fc.constant(step('accept counter', (w) => act(w.lea, w, 'accept'))),
  fc.constant(step('decline counter', (w) => act(w.lea, w, 'decline'))),
  fc.constant(step('pay at Stripe', payAtStripe)),
  fc.record({ index: fc.nat(), times: fc.integer({ min: 1, max: 3 }) }).map(({ index, times }) =>
    step(`deliver news ${index} x${times}`, async (w) => {
      const news = w.news[index % Math.max(1, w.news.length)];
      if (!news) return;
      for (const answer of await Promise.all(
        Array.from({ length: times }, () => deliver(t, news)),
      )) {
        answered(answer);
      }
    }),
  ),
  who.map((by) =>
    step(`news raced with a cancellation by the ${by}`, async (w) => {
      const news = w.news.at(-1);
      await Promise.all([
        news ? deliver(t, news).then(answered) : undefined,
        act(side(w, by), w, 'cancel', { reason: 'Cannot come' }),
      ]);
    }),
  ),
  fc
    .record({ by: who, d: duration, hours: fc.integer({ min: -48, max: 96 }) })
    .map(({ by, d, hours }) =>
      step(`move by the ${by}: ${d} minutes, ${hours} h`, async (w) => {
        const session = (await get(moderator, `/api/proposals/${w.id}`)).json();
        const at = new Date(new Date(session.proposedDateTime).getTime() + hours * HOUR);
        await act(side(w, by), w, 'move', {
          reason: 'Another time?',
          proposedTime: at.toISOString(),
          duration: d,
        });
      }),
    ),
  who.map((by) => step(`accept move as ${by}`, (w) => act(side(w, by), w, 'move/accept'))),
  who.map((by) => step(`decline move as ${by}`, (w) => act(side(w, by), w, 'move/decline'))),
  who.map((by) => step(`withdraw move as ${by}`, (w) => act(side(w, by), w, 'move/withdraw'))),
  fc.constant(step('edit the place', (w) => act(w.bo, w, 'edit', { location: 'Vondelpark' }))),
  who.map((by) =>
    step(`cancel by the ${by}`, (w) => act(side(w, by), w, 'cancel', { reason: 'Ill' })),
  ),
  fc.constantFrom(1, 3, 12, 23, 26, 50, 100, 24 * 8).map((hours) =>
    step(`${hours} hours pass`, async () => {
      advanceClock(hours * HOUR);
      await t.app.outbox.flush();
    }),
  ),
  fc.constant(step('the outbox runs', () => t.app.outbox.flush())),
  who.map((by) => step(`confirm as ${by}`, (w) => act(side(w, by), w, 'confirm-session'))),
  who.map((by) =>
    step(`report as ${by}`, (w) =>
      act(side(w, by), w, 'report', { kind: 'no-show', text: 'Nobody came' }),
    ),
  ),
  fc
    .oneof(
      fc.constant({ decision: 'release' }),
      fc.constant({ decision: 'refund' }),
      fc
        .integer({ min: 1, max: 9000 })
        .map((amountCents) => ({ decision: 'partial', amountCents })),
    )
    .map((decision) =>
      step(`moderator decides ${JSON.stringify(decision)}`, (w) =>
        post(moderator, `/api/payments/sessions/${w.id}/decision`, decision),
      ),
    ),
  who.map((by) =>
    step(`moderator suspends the ${by}`, (w) =>
      post(moderator, `/api/moderator/suspend/${side(w, by).id}`, { reason: 'Test' }),
    ),
  ),
  fc.constant(
    step('the learner deletes their account', (w) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/account/delete/${w.lea.id}`,
        headers: bearer(w.lea.token),
        payload: { currentPassword: TEST_PASSWORD },
      }),
    ),
  ),
  fc.constant(step('the buddy sets up payouts', activatePayouts)),
];

/** The buddy's payout account made and made active at Stripe: shares owed go out. */
async function activatePayouts(w: World) {
  if ((await post(w.bo, '/api/payments/payout-account', {})).statusCode !== 200) return;
  const [account] = await t.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, w.bo.id));
  stripe.setAccount(account!.accountId, {
    details_submitted: true,
    payouts_enabled: true,
    capabilities: { transfers: 'active' },
    requirements: { disabled_reason: null, past_due: [], currently_due: [] },
  });
  await get(w.bo, '/api/payments/payout-account');
}

/** What every view of the session's money says, against the ledger, after each step. */
async function expectMoneyRight(w: World) {
  const [breach, money, payment, receipt, session] = await Promise.all([
    t.db.transaction((tx) => moneyBreachOf(tx, w.id)),
    sessionMoney(t.db, w.id),
    get(moderator, `/api/payments/sessions/${w.id}`),
    get(moderator, `/api/payments/sessions/${w.id}/receipt`),
    get(moderator, `/api/proposals/${w.id}`).then((answer) => answer.json()),
  ]);
  expect(breach).toBeNull();
  const kept = money.paidCents - money.refundedCents;
  const share = money.payableCents + money.heldCents + money.transferredCents;
  expect(share).toBe(buddyEarningsCents(kept));
  expect(money.feeCents).toBe(kept - share);
  if (payment.statusCode === 200) {
    expect(payment.json()).toMatchObject({
      paidCents: money.paidCents,
      refundedCents: money.refundedCents,
    });
  }
  if (receipt.statusCode === 200) {
    const { amountCents, refunds } = receipt.json() as {
      amountCents: number;
      refunds: { amountCents: number }[];
    };
    expect(amountCents).toBe(money.paidCents);
    expect(amountCents - refunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(kept);
  } else {
    expect(money.paidCents).toBe(0);
  }
  const [earnings, statistics] = await Promise.all([
    earningsOf(t.db, w.bo.id, session.proposedDate.slice(0, 7)),
    buddyStatistics(t.db, w.bo.id),
  ]);
  const earning = earnings.find((e) => e.sessionId === w.id);
  if (money.paidCents > 0) expect(earning).toMatchObject({ paidCents: kept, shareCents: share });
  expect(statistics.totalEarningsCents).toBe(session.status === 'completed' ? share : 0);
}

describe('the money of a session, whatever happens to it (model-based, decision 039)', () => {
  it(
    `holds the money rule and every view agrees, through ${RUNS} random sequences`,
    { timeout: 0 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 30, max: 120 }),
          fc.constantFrom('proposed', 'approved', 'paid'),
          fc.commands(STEPS, { maxCommands: 12 }),
          async (hoursAhead, start, steps) => {
            resetClock();
            const { lea, bo, id } = await bookedSession(t, { hoursAhead, approve: false });
            const world: World = { lea, bo, id, news: [] };
            // Most sequences start from a booking, many from a paid one: where the money is.
            if (start !== 'proposed') await act(bo, world, 'approve');
            if (start === 'paid') {
              await payAtStripe(world);
              answered(await deliver(t, world.news[0]!));
            }
            await fc.asyncModelRun(() => ({ model: {}, real: world }), steps);
            // What is left to run runs, and the money is still right.
            await t.app.outbox.flush();
            await expectMoneyRight(world);
          },
        ),
        { numRuns: RUNS, ...(SEED !== undefined && { seed: SEED }) },
      );
    },
  );
});
