import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { bearer } from '../../../../tests/support/auth-helpers';
import { FakeStripe } from '../../../../tests/support/fake-stripe';
import { bookedSession, postAs } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { sessionMoney } from './ledger';

const WEBHOOK_SECRET = 'whsec_test_payment_races';
const SECRET_KEY = 'sk_test_payment_races';

let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  await stripe.start();
  t = await createTestApp({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('the payment’s news and a cancellation at the same moment', () => {
  it('end, fifty times over, booked and paid or cancelled and refunded in full; never a 5xx', async () => {
    const ROUNDS = 50;
    const sessions = [];
    for (let round = 0; round < ROUNDS; round++) {
      const session = await bookedSession(t, { hoursAhead: 36 });
      expect(
        (await postAs(t, session.lea, `/api/payments/checkout/${session.id}`)).statusCode,
      ).toBe(200);
      const [row] = await t.db.select().from(payments).where(eq(payments.sessionId, session.id));
      const event = stripe.event('checkout.session.completed', stripe.pay(row!.checkoutId!));
      sessions.push({ ...session, event });
    }
    const answers = [];
    // One pair at a time: each round's two requests meet each other, not the other rounds'.
    for (const { lea, id, event } of sessions) {
      answers.push(
        await Promise.all([
          t.app.inject({
            method: 'POST',
            url: '/api/payments/webhook',
            headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
            payload: event.payload,
          }),
          postAs(t, lea, `/api/proposals/${id}/cancel`, { reason: 'Changed my mind' }),
        ]),
      );
    }
    const codes = answers.flat().map((answer) => answer.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    await t.app.outbox.flush();
    for (const { lea, id } of sessions) {
      const status = (
        await t.app.inject({
          method: 'GET',
          url: `/api/proposals/${id}`,
          headers: bearer(lea.token),
        })
      ).json().status;
      const money = await sessionMoney(t.db, id);
      expect(money.paidCents).toBe(2500);
      expect(money.refundedCents).toBe(status === 'cancelled' ? 2500 : 0);
    }
  });
});
