import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { SESSION_ACTION_TEXTS } from '../../../shared/session-actions';
import { payments, refunds } from '../../db/schema/payments';
import { advanceClock, now, resetClock, setClock } from '../../lib/clock';
import { bearer, expectError, mailsTo } from '../../../../tests/support/auth-helpers';
import type { FakeStripe } from '../../../../tests/support/fake-stripe';
import { inHours } from '../../../../tests/support/hours';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import {
  deliver,
  paidSession,
  payAtStripe,
  stripeTestApp,
  view,
} from '../../../../tests/support/stripe-sessions';
import type { TestApp } from '../../../../tests/support/test-app';
import { sessionMoney } from './ledger';
import { moneyBreachOf } from './money-news';

let t: TestApp;
let stripe: FakeStripe;
let close: () => Promise<unknown>;
beforeAll(async () => {
  ({ t, stripe, close } = await stripeTestApp('money_through_moves'));
});
afterAll(() => close());
afterEach(() => resetClock());

const act = (who: Party, id: string, action: string, payload: object = {}) =>
  postAs(t, who, `/api/proposals/${id}/${action}`, payload);
const get = (who: Party, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const paymentsOf = (id: string) =>
  t.db.select().from(payments).where(eq(payments.sessionId, id)).orderBy(payments.createdAt);
/** The money rule holds (decision 039), read as the server reads it. */
const expectRuleHolds = async (id: string) =>
  expect(await t.db.transaction((tx) => moneyBreachOf(tx, id))).toBeNull();

describe('a paid session moved to a longer one (decision 039)', () => {
  it('waits for the difference, holding both times; paid, the move is made and every view agrees', async () => {
    const { lea, bo, id } = await paidSession(t, stripe);
    const asked = await act(lea, id, 'move', {
      reason: 'Two hours instead?',
      proposedTime: inHours(96),
      duration: 120,
    });
    expect(asked.statusCode).toBe(200);
    const accepted = await act(bo, id, 'move/accept');
    expect(accepted.json()).toMatchObject({
      status: 'approved',
      duration: 60,
      price: 25,
      move: { status: 'awaiting_payment', terms: { duration: 120, price: 50 } },
    });
    await expectRuleHolds(id);
    const [, difference] = await paymentsOf(id);
    expect(difference).toMatchObject({ kind: 'move', status: 'awaiting', amountCents: 2500 });
    // The learner is mailed what to pay, by when, with a way to pay; at once.
    const [payMail] = (await mailsTo(t.db, lea.email)).filter(
      (m) => m.subject.startsWith('Pay €25.00 by') && m.subject.includes('to move'),
    );
    expect(payMail?.text).toContain('Pay the €25.00 difference by');
    expect(payMail?.text).toContain(`/pay/${id}`);
    // Both the booked time and the new one are held: nobody else books the buddy at either.
    for (const hours of [72, 96]) {
      const other = await postAs(t, lea, '/api/proposals', {
        buddyId: bo.id,
        activity: 'Coffee Chats',
        proposedTime: inHours(hours),
        message: 'Another?',
      });
      expect(other.statusCode).toBe(409);
    }
    expect((await get(lea, `/api/payments/sessions/${id}`)).json()).toMatchObject({
      kind: 'move',
      status: 'awaiting',
      amountCents: 2500,
      paidCents: 2500,
    });

    expect((await deliver(t, await payAtStripe(t, stripe, lea, id))).statusCode).toBe(200);
    expect(await view(t, lea, id)).toMatchObject({
      status: 'approved',
      duration: 120,
      price: 50,
      proposedDateTime: inHours(96),
      move: null,
    });
    await expectRuleHolds(id);
    expect(await sessionMoney(t.db, id)).toMatchObject({
      paidCents: 5000,
      refundedCents: 0,
      payableCents: 4000,
      feeCents: 1000,
    });
    expect((await get(lea, `/api/payments/sessions/${id}`)).json()).toMatchObject({
      kind: 'move',
      status: 'paid',
      paidCents: 5000,
    });
    const receipt = (await get(lea, `/api/payments/sessions/${id}/receipt`)).json();
    expect(receipt).toMatchObject({
      durationMinutes: 120,
      amountCents: 5000,
      payments: [
        { amountCents: 2500, kind: 'booking' },
        { amountCents: 2500, kind: 'move' },
      ],
    });
    for (const who of [lea, bo]) {
      const changed = (await mailsTo(t.db, who.email)).filter((m) =>
        m.subject.startsWith('Session changed'),
      );
      expect(changed).toHaveLength(1);
      expect(changed[0]?.calendar?.method).toBe('REQUEST');
    }
    const buddyMail = (await mailsTo(t.db, bo.email)).find((m) =>
      m.subject.startsWith('Session changed'),
    );
    expect(buddyMail?.text).toContain('Your share of this session: €40.00');

    // Met, confirmed: the buddy is owed, and sees, 80% of both payments.
    advanceClock(99 * HOUR);
    await act(lea, id, 'confirm-session');
    await act(bo, id, 'confirm-session');
    const month = (await view(t, bo, id)).proposedDate.slice(0, 7) as string;
    const [earning] = (await get(bo, `/api/payments/earnings?month=${month}`)).json();
    expect(earning).toMatchObject({ sessionId: id, paidCents: 5000, shareCents: 4000 });
    expect((await get(bo, '/api/buddy/statistics')).json().totalEarningsCents).toBe(4000);
    await expectRuleHolds(id);
  });

  it('stays as booked when the difference is not paid by its deadline; a late payment goes back', async () => {
    const { lea, bo, id } = await paidSession(t, stripe);
    await act(lea, id, 'move', { reason: 'Longer?', duration: 90 });
    await act(bo, id, 'move/accept');
    const late = await payAtStripe(t, stripe, lea, id);
    const [, difference] = await paymentsOf(id);
    advanceClock(difference!.dueAt.getTime() - now().getTime() + 1000);
    await t.app.outbox.flush();
    expect(await view(t, lea, id)).toMatchObject({ status: 'approved', duration: 60, move: null });
    expect((await paymentsOf(id))[1]?.status).toBe('lapsed');
    for (const who of [lea, bo]) {
      const told = (await mailsTo(t.db, who.email)).filter((m) =>
        m.subject.startsWith('Not moved'),
      );
      expect(told).toHaveLength(1);
    }
    await expectRuleHolds(id);
    // Stripe's news of the difference comes after all: taken, and given back.
    expect((await deliver(t, late)).statusCode).toBe(200);
    await t.app.outbox.flush();
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 3750, refundedCents: 1250 });
    await expectRuleHolds(id);
    const made = await t.db.select().from(refunds).where(eq(refunds.sessionId, id));
    expect(made).toMatchObject([{ amountCents: 1250, reason: 'late' }]);
    expect(made[0]?.providerRefundId).toMatch(/^re_/);
  });

  it('is refused when too little time is left to pay the difference', async () => {
    const { lea, bo, id } = await paidSession(t, stripe, { hoursAhead: 30 });
    await act(lea, id, 'move', { reason: 'Longer?', duration: 120 });
    // Two hours and a quarter before the start: the difference would be due in a quarter hour.
    const startsAt = new Date((await view(t, lea, id)).proposedDateTime as string);
    setClock(new Date(startsAt.getTime() - 2.25 * HOUR));
    expectError(await act(bo, id, 'move/accept'), 409, PAYMENT_TEXTS.tooSoonForMove);
    expect((await view(t, lea, id)).move).toMatchObject({ status: 'asked' });
    // The learner can keep the session as booked instead.
    expect((await act(lea, id, 'move/withdraw')).json().move).toBeNull();
  });

  it('gives everything back when cancelled while the difference is awaited', async () => {
    const { lea, bo, id } = await paidSession(t, stripe);
    await act(bo, id, 'move', { reason: 'Longer walk?', duration: 180 });
    await act(lea, id, 'move/accept');
    await postAs(t, lea, `/api/payments/checkout/${id}`);
    expect((await act(lea, id, 'cancel', { reason: 'Changed my mind' })).statusCode).toBe(200);
    await t.app.outbox.flush();
    const [booking, difference] = await paymentsOf(id);
    expect(booking?.status).toBe('paid');
    expect(difference?.status).toBe('cancelled');
    expect(
      stripe.requests.some(
        (r) => r.path === `/v1/checkout/sessions/${difference!.checkoutId}/expire`,
      ),
    ).toBe(true);
    expect(await sessionMoney(t.db, id)).toMatchObject({ refundedCents: 2500, payableCents: 0 });
    await expectRuleHolds(id);
    const cancelMail = (await mailsTo(t.db, lea.email)).find((m) =>
      m.subject.startsWith('Session cancelled'),
    );
    expect(cancelMail?.text).toContain('Everything you paid, €25.00, goes back');
  });
});

describe('a paid session moved to a shorter one (decision 039)', () => {
  it('gives the difference back at once; the receipt, the payment and the earnings agree', async () => {
    const session = await bookedSession(t, { hoursAhead: 72, approve: false });
    const { lea, bo, id } = session;
    await act(bo, id, 'modify', { duration: 180 });
    await act(lea, id, 'accept');
    expect((await deliver(t, await payAtStripe(t, stripe, lea, id))).statusCode).toBe(200);
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 7500, payableCents: 6000 });
    await act(bo, id, 'move', { reason: 'Only half an hour, sorry', duration: 30 });
    const accepted = await act(lea, id, 'move/accept');
    expect(accepted.json()).toMatchObject({ duration: 30, price: 12.5, move: null });
    expect(await sessionMoney(t.db, id)).toMatchObject({
      paidCents: 7500,
      refundedCents: 6250,
      payableCents: 1000,
    });
    await expectRuleHolds(id);
    await t.app.outbox.flush();
    const refund = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(refund.at(-1)?.body).toMatchObject({ amount: '6250' });
    expect((await get(lea, `/api/payments/sessions/${id}`)).json()).toMatchObject({
      status: 'paid',
      paidCents: 7500,
      refundedCents: 6250,
    });
    const receipt = (await get(lea, `/api/payments/sessions/${id}/receipt`)).json();
    expect(receipt).toMatchObject({ durationMinutes: 30, amountCents: 7500 });
    expect(receipt.refunds).toEqual([{ at: expect.any(String), amountCents: 6250 }]);
    // The learner's mail says what goes back; the buddy's, what their share is now.
    const learnerMail = (await mailsTo(t.db, lea.email)).find((m) =>
      m.subject.startsWith('Session changed'),
    );
    expect(learnerMail?.text).toContain('€62.50 of what you paid goes back to the way you paid');
    const buddyMail = (await mailsTo(t.db, bo.email)).find((m) =>
      m.subject.includes('accepted moving your session'),
    );
    expect(buddyMail?.calendar?.method).toBe('REQUEST');
    expect(buddyMail?.text).toContain('gets €62.50 back; your share of the session is now €10.00');
  });
});

describe('a move nobody answers (decision 039)', () => {
  it('never strands the money: it lapses, and the session goes the usual way after its time', async () => {
    const { lea, bo, id } = await paidSession(t, stripe, { hoursAhead: 48 });
    await act(lea, id, 'move', { reason: 'Next week?', proposedTime: inHours(200) });
    // The booked time comes first: the move lapses then, and the session takes place as booked.
    advanceClock(51 * HOUR);
    await t.app.outbox.flush();
    expect(await view(t, lea, id)).toMatchObject({ status: 'approved', move: null });
    await expectRuleHolds(id);
    expect((await act(lea, id, 'confirm-session')).statusCode).toBe(200);
    expect((await act(bo, id, 'confirm-session')).json().status).toBe('completed');
    await expectRuleHolds(id);
    expectError(await act(lea, id, 'move/withdraw'), 409, SESSION_ACTION_TEXTS.noMove);
  });
});
