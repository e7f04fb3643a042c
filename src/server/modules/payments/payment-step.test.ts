import { and, eq } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/ledger';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { payments, payoutAccounts, providerEvents } from '../../db/schema/payments';
import { advanceClock, now, resetClock } from '../../lib/clock';
import { bearer, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildStaff, TEST_PASSWORD } from '../../../../tests/support/factories';
import type { FakeStripe } from '../../../../tests/support/fake-stripe';
import {
  deliver as deliverTo,
  payAtStripe as payAtStripeFor,
  stripeTestApp,
} from '../../../../tests/support/stripe-sessions';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import type { TestApp } from '../../../../tests/support/test-app';
import { sessionMoney } from './ledger';
import { attempt } from '../../lib/rate-limits';
import { SESSION_MAIL_LIMITS } from '../sessions/reactions';

let t: TestApp;
let stripe: FakeStripe;
let connectWebhookSecret: string;
let close: () => Promise<unknown>;
beforeAll(async () => {
  ({ t, stripe, connectWebhookSecret, close } = await stripeTestApp('payment_step'));
});
afterAll(() => close());
afterEach(() => resetClock());

const statusOf = async (party: Party, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/proposals/${id}`, headers: bearer(party.token) })
  ).json().status as string;

/** A session approved by its buddy a day and a half ahead: it waits for the learner's payment. */
async function awaitingSession() {
  const session = await bookedSession(t, { hoursAhead: 36 });
  expect(await statusOf(session.lea, session.id)).toBe('awaiting_payment');
  return session;
}

const checkout = (party: Party, id: string) => postAs(t, party, `/api/payments/checkout/${id}`);

const deliver = (event: { payload: string; signature: string }) => deliverTo(t, event);
const payAtStripe = (lea: Party, id: string) => payAtStripeFor(t, stripe, lea, id);

describe('the payment step (decision 038)', () => {
  it('books a session once Stripe says it is paid, with the buddy’s 80% owed', async () => {
    const { lea, bo, id } = await awaitingSession();
    const [payment] = await t.db.select().from(payments).where(eq(payments.sessionId, id));
    expect(payment).toMatchObject({ status: 'awaiting', amountCents: 2500 });
    // The earlier of a day after the approval and two hours before the start.
    expect(payment!.dueAt.getTime()).toBeLessThanOrEqual(now().getTime() + 24 * HOUR);

    const first = await checkout(lea, id);
    expect(first.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    // Asked again: the same checkout, not a second one.
    expect((await checkout(lea, id)).json().url).toBe(first.json().url);
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({
      mode: 'payment',
      metadata: { sessionId: id },
      line_items: [{ price_data: { currency: 'eur', unit_amount: '2500' } }],
      payment_intent_data: { transfer_group: id },
    });

    const [row] = await t.db.select().from(payments).where(eq(payments.sessionId, id));
    const event = stripe.event('checkout.session.completed', stripe.pay(row!.checkoutId!));
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await statusOf(lea, id)).toBe('approved');
    expect(await sessionMoney(t.db, id)).toMatchObject({
      paidCents: 2500,
      payableCents: 2000,
      feeCents: 500,
    });
    for (const party of [lea, bo]) {
      const mails = await mailsTo(t.db, party.email);
      expect(mails.some((mail) => /^Session booked:/.test(mail.subject))).toBe(true);
    }
    // Stripe's fee on the charge is booked as the platform's cost.
    await t.app.outbox.flush();
    const fees = await t.db
      .select({ amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sessionId, id), eq(ledgerEntries.account, 'provider_fees')));
    expect(fees).toEqual([{ amountCents: 63 }]);

    // Delivered again, and twenty times at once: nothing more happens.
    const again = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(again.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    // The same payment under another event (a method's async success): taken once, not refunded.
    const completed = JSON.parse(event.payload).data.object as object;
    const success = stripe.event('checkout.session.async_payment_succeeded', completed);
    expect((await deliver(success)).statusCode).toBe(200);
    await t.app.outbox.flush();
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 2500, refundedCents: 0 });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);
  });

  it('mails the learner at once what to pay and by when, whatever the mail limits', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 36, approve: false });
    // The buddy has written to the learner just now, and the learner has had a day's mails.
    await attempt(t.db, SESSION_MAIL_LIMITS.perSender, `${bo.id}>${lea.id}`);
    for (let i = 0; i < SESSION_MAIL_LIMITS.perRecipient.max; i++) {
      await attempt(t.db, SESSION_MAIL_LIMITS.perRecipient, lea.id);
    }
    expect((await postAs(t, bo, `/api/proposals/${id}/approve`)).statusCode).toBe(200);
    const [mail, ...more] = (await mailsTo(t.db, lea.email)).filter((m) =>
      m.subject.startsWith('Pay €25.00 by'),
    );
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Pay €25\.00 by \w{3} \d{1,2} \w{3} \d\d:\d\d to book: /);
    expect(mail?.text).toMatch(/Pay €25\.00 by \w+day \d{1,2} \w+ at \d\d:\d\d \(Amsterdam time\)/);
    expect(mail?.text).toContain(`/pay/${id}`);
  });

  it('books one payment for twenty first deliveries of its event at once', async () => {
    const { lea, id } = await awaitingSession();
    const event = await payAtStripe(lea, id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const charges = await t.db
      .select({ amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sessionId, id), eq(ledgerEntries.account, 'provider_balance')));
    expect(charges).toEqual([{ amountCents: 2500 }]);
    expect(await statusOf(lea, id)).toBe('approved');
  });

  it('refuses a forged event and writes nothing', async () => {
    const { lea, id } = await awaitingSession();
    await checkout(lea, id);
    const [row] = await t.db.select().from(payments).where(eq(payments.sessionId, id));
    const completed = stripe.pay(row!.checkoutId!);
    const forged = stripe.event('checkout.session.completed', completed, 'whsec_someone_else');
    const answer = await deliver(forged);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(PAYMENT_TEXTS.invalidSignature);
    const genuine = stripe.event('checkout.session.completed', completed);
    const tampered = { ...genuine, payload: genuine.payload.replace('"paid"', '"paid" ') };
    expect((await deliver(tampered)).statusCode).toBe(400);
    expect((await deliver({ payload: genuine.payload, signature: '' })).statusCode).toBe(400);
    expect(await t.db.select().from(providerEvents)).not.toContainEqual(
      expect.objectContaining({ id: JSON.parse(genuine.payload).id }),
    );
    expect(await statusOf(lea, id)).toBe('awaiting_payment');
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 0 });
  });

  it('lets only the session’s learner pay, and nothing once it is not waiting', async () => {
    const { lea, bo, id } = await awaitingSession();
    expect((await checkout(bo, id)).statusCode).toBe(403);
    const other = await bookedSession(t, { hoursAhead: 60 });
    expect((await checkout(other.lea, id)).statusCode).toBe(404);
    const event = await payAtStripe(lea, id);
    await deliver(event);
    const answer = await checkout(lea, id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe(PAYMENT_TEXTS.nothingToPay);
  });

  it('refuses to book a session too soon to be paid for in time', async () => {
    // Between one and two hours ahead: two hours before it has passed.
    const session = await bookedSession(t, { hoursAhead: 1, approve: false });
    const answer = await postAs(t, session.bo, `/api/proposals/${session.id}/approve`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe(PAYMENT_TEXTS.tooSoon);
    expect(await statusOf(session.lea, session.id)).toBe('pending');
  });

  it('reminds the learner once, a few hours before the deadline, unless paid by then', async () => {
    const unpaid = await awaitingSession();
    const paid = await awaitingSession();
    await deliver(await payAtStripe(paid.lea, paid.id));
    const [payment] = await t.db.select().from(payments).where(eq(payments.sessionId, unpaid.id));
    advanceClock(payment!.dueAt.getTime() - now().getTime() - 2 * HOUR);
    // Two runs of the outbox, as two processes might: one reminder.
    await Promise.all([t.app.outbox.flush(), t.app.outbox.flush()]);
    await t.app.outbox.flush();
    const reminders = async (party: Party) =>
      (await mailsTo(t.db, party.email)).filter((m) => m.subject.startsWith('Reminder: Pay'));
    const [reminder, ...more] = await reminders(unpaid.lea);
    expect(more).toEqual([]);
    expect(reminder?.subject).toMatch(/^Reminder: Pay €25\.00 by .+ to book: Coffee Chats with /);
    expect(reminder?.text).toContain(`/pay/${unpaid.id}`);
    expect(await reminders(paid.lea)).toEqual([]);
    expect(await reminders(unpaid.bo)).toEqual([]);
  });

  it('lets an unpaid session lapse at its deadline, frees its time, and refunds a late payment', async () => {
    const { lea, bo, id } = await awaitingSession();
    const event = await payAtStripe(lea, id);
    advanceClock(25 * HOUR);
    await t.app.outbox.flush();
    expect(await statusOf(lea, id)).toBe('cancelled');
    const [payment] = await t.db.select().from(payments).where(eq(payments.sessionId, id));
    expect(payment?.status).toBe('lapsed');
    for (const party of [lea, bo]) {
      const mails = await mailsTo(t.db, party.email);
      expect(mails.some((mail) => /was not paid in time$/.test(mail.subject))).toBe(true);
    }
    // The checkout is ended at Stripe, by the outbox work the lapse queued (a flush may come
    // before it is there to take).
    await expect
      .poll(async () => {
        await t.app.outbox.flush();
        return stripe.requests.some(
          (r) => r.path === `/v1/checkout/sessions/${payment!.checkoutId}/expire`,
        );
      })
      .toBe(true);

    // Stripe's event comes after all: the money is taken, then given back; nothing is booked.
    expect((await deliver(event)).statusCode).toBe(200);
    await t.app.outbox.flush();
    expect(await statusOf(lea, id)).toBe('cancelled');
    expect(await sessionMoney(t.db, id)).toMatchObject({
      paidCents: 2500,
      refundedCents: 2500,
      payableCents: 0,
      feeCents: 0,
    });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });
});

describe('a session waiting for payment, called off', () => {
  it('is cancelled by either side at once, its checkout ended at Stripe', async () => {
    const { lea, bo, id } = await awaitingSession();
    await checkout(lea, id);
    const answer = await postAs(t, bo, `/api/proposals/${id}/cancel`, { reason: 'Ill, sorry' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('cancelled');
    await t.app.outbox.flush();
    const [payment] = await t.db.select().from(payments).where(eq(payments.sessionId, id));
    expect(payment?.status).toBe('cancelled');
    expect(
      stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${payment!.checkoutId}/expire`),
    ).toBe(true);
    expect((await checkout(lea, id)).statusCode).toBe(409);
    // Moving it is not a thing: it is not booked yet.
    const other = await awaitingSession();
    const move = await postAs(t, other.lea, `/api/proposals/${other.id}/move`, {
      reason: 'Later?',
      proposedTime: new Date(now().getTime() + 72 * HOUR).toISOString(),
    });
    expect(move.statusCode).toBe(409);
  });

  it('ends with the account of its learner', async () => {
    const { lea, bo, id } = await awaitingSession();
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/delete/${lea.id}`,
      headers: bearer(lea.token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    expect(await statusOf(bo, id)).toBe('cancelled');
    const [payment] = await t.db.select().from(payments).where(eq(payments.sessionId, id));
    expect(payment?.status).toBe('cancelled');
  });
});

describe('a paid session that does not take place (decision 038)', () => {
  /** A session paid at Stripe and booked. */
  async function paidSession() {
    const session = await awaitingSession();
    await deliver(await payAtStripe(session.lea, session.id));
    expect(await statusOf(session.lea, session.id)).toBe('approved');
    return session;
  }
  const refundsOf = (paymentIntent: string) =>
    stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === paymentIntent,
    );
  const paymentIntentOf = async (id: string) =>
    (await t.db.select().from(payments).where(eq(payments.sessionId, id)))[0]!.paymentId!;

  it('refunds the learner in full when either side cancels it', async () => {
    for (const side of ['lea', 'bo'] as const) {
      const session = await paidSession();
      const answer = await postAs(t, session[side], `/api/proposals/${session.id}/cancel`, {
        reason: 'Something came up',
      });
      expect(answer.statusCode).toBe(200);
      await t.app.outbox.flush();
      const intent = await paymentIntentOf(session.id);
      expect(refundsOf(intent)).toHaveLength(1);
      expect(refundsOf(intent)[0]!.body).toMatchObject({ amount: '2500' });
      expect(await sessionMoney(t.db, session.id)).toMatchObject({
        paidCents: 2500,
        refundedCents: 2500,
        payableCents: 0,
        feeCents: 0,
      });
      // The outbox running the refund again changes nothing.
      await t.app.outbox.flush();
      expect(refundsOf(intent)).toHaveLength(1);
    }
  });
});

describe('the buddy’s share (decision 038)', () => {
  it('is transferred after the session completes, once their payouts are active', async () => {
    const session = await awaitingSession();
    const { lea, bo, id } = session;
    await deliver(await payAtStripe(lea, id));
    advanceClock(40 * HOUR);
    for (const party of [lea, bo]) {
      const confirmed = await postAs(t, party, `/api/proposals/${id}/confirm-session`);
      expect(confirmed.statusCode).toBe(200);
    }
    expect(await statusOf(lea, id)).toBe('completed');
    await t.app.outbox.flush();
    // No payout account yet: the money waits, owed.
    const transfers = () => stripe.requests.filter((r) => r.path === '/v1/transfers');
    expect(transfers()).toHaveLength(0);
    expect(await sessionMoney(t.db, id)).toMatchObject({ payableCents: 2000, transferredCents: 0 });

    const status = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/payments/payout-account',
        headers: bearer(bo.token),
      });
    expect((await status()).json()).toEqual({ status: 'not_started' });
    const setup = await postAs(t, bo, '/api/payments/payout-account');
    expect(setup.statusCode).toBe(200);
    expect(setup.json().url).toMatch(/^https:\/\//);
    const [account] = await t.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, bo.id));
    expect((await status()).json()).toEqual({ status: 'not_started' });
    expect((await postAs(t, lea, '/api/payments/payout-account')).statusCode).toBe(403);

    // Onboarding done at Stripe: the next look activates it, and the waiting share goes out.
    stripe.setAccount(account!.accountId, {
      details_submitted: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { disabled_reason: null, past_due: [], currently_due: [] },
    });
    expect((await status()).json()).toEqual({ status: 'active' });
    await t.app.outbox.flush();
    expect(transfers()).toHaveLength(1);
    expect(transfers()[0]!.body).toMatchObject({
      amount: '2000',
      currency: 'eur',
      destination: account!.accountId,
      transfer_group: id,
    });
    expect(transfers()[0]!.body.source_transaction).toMatch(/^ch_/);
    expect(await sessionMoney(t.db, id)).toMatchObject({
      paidCents: 2500,
      payableCents: 0,
      transferredCents: 2000,
      feeCents: 500,
    });
    await t.app.outbox.flush();
    expect((await status()).json()).toEqual({ status: 'active' });
    await t.app.outbox.flush();
    expect(transfers()).toHaveLength(1);
  });
});

describe('a buddy who deletes their account while owed a share', () => {
  it('keeps their payout account until paid, and drops it when nothing is owed', async () => {
    const { lea, bo, id } = await awaitingSession();
    await deliver(await payAtStripe(lea, id));
    await postAs(t, bo, '/api/payments/payout-account');
    advanceClock(40 * HOUR);
    for (const party of [lea, bo]) {
      expect((await postAs(t, party, `/api/proposals/${id}/confirm-session`)).statusCode).toBe(200);
    }
    await t.app.outbox.flush();
    expect(await sessionMoney(t.db, id)).toMatchObject({ payableCents: 2000 });

    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/delete/${bo.id}`,
      headers: bearer(bo.token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    const [account] = await t.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, bo.id));
    expect(account).toBeDefined();
    // Their onboarding finishes at Stripe: what they are owed still reaches them.
    const updated = stripe.setAccount(account!.accountId, {
      details_submitted: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { disabled_reason: null, past_due: [], currently_due: [] },
    });
    expect(
      (await deliver(stripe.event('account.updated', updated, connectWebhookSecret))).statusCode,
    ).toBe(200);
    await t.app.outbox.flush();
    expect(await sessionMoney(t.db, id)).toMatchObject({ payableCents: 0, transferredCents: 2000 });

    // Another buddy, owed nothing: the payout account goes with theirs.
    resetClock();
    const other = await bookedSession(t, { hoursAhead: 30, approve: false });
    await postAs(t, other.bo, '/api/payments/payout-account');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/account/delete/${other.bo.id}`,
      headers: bearer(other.bo.token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(
      await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, other.bo.id)),
    ).toEqual([]);
  });
});

describe('a payout account told by Stripe', () => {
  it('is kept current from account.updated, on the connected accounts’ endpoint', async () => {
    const { bo } = await bookedSession(t, { hoursAhead: 30, approve: false });
    await postAs(t, bo, '/api/payments/payout-account');
    const [account] = await t.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, bo.id));
    const updated = stripe.setAccount(account!.accountId, {
      details_submitted: true,
      payouts_enabled: false,
      requirements: { disabled_reason: null, past_due: [], currently_due: ['external_account'] },
    });
    const signed = stripe.event('account.updated', updated, connectWebhookSecret);
    expect((await deliver(signed)).statusCode).toBe(200);
    const [after] = await t.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, bo.id));
    expect(after?.status).toBe('pending');
    const forged = stripe.event('account.updated', updated, 'whsec_nobody');
    expect((await deliver(forged)).statusCode).toBe(400);
  });
});

describe('a buddy asking about payouts', () => {
  it('is limited to 30 calls an hour, each a call on the platform’s key at Stripe', async () => {
    const { bo } = await bookedSession(t, { hoursAhead: 30, approve: false });
    const before = stripe.requests.length;
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await postAs(t, bo, '/api/payments/payout-account'));
    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
    expect(answers[30]!.json().error).toMatch(/^Too many payout requests/);
    // One account, and a link for each allowed call.
    expect(stripe.requests.slice(before).filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
  });

  it('is refused to an applicant, a rejected and a suspended buddy, with no call to Stripe', async () => {
    for (const status of ['pending', 'expert_review', 'rejected', 'suspended'] as const) {
      const { user } = await buildBuddy(t.db, { status });
      const applicant: Party = {
        id: user.id,
        email: user.email,
        token: await sessionFor(t.db, user),
      };
      const before = stripe.requests.length;
      const answer = await postAs(t, applicant, '/api/payments/payout-account');
      expect([403]).toContain(answer.statusCode);
      expect(stripe.requests.length).toBe(before);
      expect(
        await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id)),
      ).toEqual([]);
    }
  });
});

describe('a reported paid session (decision 038)', () => {
  /** Paid, met (the clock moved past it), and reported by the learner: the share is held. */
  async function reportedSession() {
    const session = await awaitingSession();
    await deliver(await payAtStripe(session.lea, session.id));
    advanceClock(40 * HOUR);
    const report = await postAs(t, session.lea, `/api/proposals/${session.id}/report`, {
      kind: 'no-show',
      text: 'Nobody came.',
    });
    expect(report.statusCode).toBe(200);
    expect(await sessionMoney(t.db, session.id)).toMatchObject({
      heldCents: 2000,
      payableCents: 0,
    });
    return session;
  }
  let moderator: Party;
  beforeAll(async () => {
    const user = await buildStaff(t.db, 'moderator');
    moderator = { id: user.id, email: user.email, token: await sessionFor(t.db, user) };
  });
  const decide = (who: Party, id: string, body: object) =>
    postAs(t, who, `/api/payments/sessions/${id}/decision`, body);

  it('holds the buddy’s share until a moderator releases it, then completes the session', async () => {
    const { lea, bo, id } = await reportedSession();
    const finance = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/payments/finance',
        headers: bearer(moderator.token),
      });
    const before = (await finance()).json();
    expect(before.heldSessions).toContainEqual(
      expect.objectContaining({ sessionId: id, heldCents: 2000, activity: 'Coffee Chats' }),
    );
    expect(before).toMatchObject({ takenCents: expect.any(Number), heldCents: expect.any(Number) });
    const asLearner = await t.app.inject({
      method: 'GET',
      url: '/api/payments/finance',
      headers: bearer(lea.token),
    });
    expect(asLearner.statusCode).toBe(403);
    expect((await decide(bo, id, { decision: 'release' })).statusCode).toBe(403);
    expect((await decide(moderator, id, { decision: 'release' })).statusCode).toBe(200);
    expect(await statusOf(lea, id)).toBe('completed');
    expect(await sessionMoney(t.db, id)).toMatchObject({ heldCents: 0, payableCents: 2000 });
    const after = (await finance()).json();
    expect(after.heldSessions.map((held: { sessionId: string }) => held.sessionId)).not.toContain(
      id,
    );
    expect(after.heldCents).toBe(before.heldCents - 2000);
    expect(after.owedCents).toBe(before.owedCents + 2000);
    // Decided once: nothing is held any more.
    const again = await decide(moderator, id, { decision: 'refund' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PAYMENT_TEXTS.nothingHeld);
  });

  it('refunds everything on a moderator’s refund, and cancels the session', async () => {
    const { lea, id } = await reportedSession();
    expect((await decide(moderator, id, { decision: 'refund' })).statusCode).toBe(200);
    expect(await statusOf(lea, id)).toBe('cancelled');
    await t.app.outbox.flush();
    expect(await sessionMoney(t.db, id)).toMatchObject({
      refundedCents: 2500,
      heldCents: 0,
      payableCents: 0,
      feeCents: 0,
    });
  });

  it('refunds a part, and owes the buddy 80% of what the learner keeps paying', async () => {
    const { lea, id } = await reportedSession();
    const tooMuch = await decide(moderator, id, { decision: 'partial', amountCents: 2500 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe(PAYMENT_TEXTS.partialAmount);
    expect(
      (await decide(moderator, id, { decision: 'partial', amountCents: 1000 })).statusCode,
    ).toBe(200);
    expect(await statusOf(lea, id)).toBe('completed');
    await t.app.outbox.flush();
    const intent = (await t.db.select().from(payments).where(eq(payments.sessionId, id)))[0]!
      .paymentId!;
    const refunds = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === intent,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toMatchObject({ amount: '1000' });
    expect(await sessionMoney(t.db, id)).toMatchObject({
      paidCents: 2500,
      refundedCents: 1000,
      heldCents: 0,
      payableCents: 1200,
      feeCents: 300,
    });
  });
});
