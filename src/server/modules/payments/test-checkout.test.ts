import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildStaff } from '../../../../tests/support/factories';
import { bookedSession, postAs } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { sessionMoney } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENTS: 'test', PUBLIC_URL: 'http://buddies.test' });
});
afterAll(() => t.close());

const view = (checkout: string) =>
  t.app.inject({ method: 'GET', url: '/api/payments/test-checkout', query: { checkout } });
const pay = (checkout: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/test-checkout/pay', payload: { checkout } });

describe('the built-in test provider (PAYMENTS=test, decision 038)', () => {
  it('plays the checkout: the learner pays on our page and the session is booked', async () => {
    const { lea, id } = await bookedSession(t, { hoursAhead: 36 });
    const { url } = (await postAs(t, lea, `/api/payments/checkout/${id}`)).json() as {
      url: string;
    };
    const checkoutId =
      /^http:\/\/buddies\.test\/payments\/test-checkout\?checkout=(test_cs_[\w-]+)$/.exec(url)?.[1];
    expect(checkoutId).toBeDefined();
    expect((await view(checkoutId!)).json()).toMatchObject({
      sessionId: id,
      amountCents: 2500,
      open: true,
      successUrl: `http://buddies.test/learner/dashboard?paid=${id}`,
    });

    const paid = await pay(checkoutId!);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirect).toBe(`http://buddies.test/learner/dashboard?paid=${id}`);
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/proposals/${id}`,
      headers: bearer(lea.token),
    });
    expect(session.json().status).toBe('approved');
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 2500, payableCents: 2000 });

    // Paid: the page is closed, and paying again (twice at once) takes nothing more.
    expect((await view(checkoutId!)).json().open).toBe(false);
    const again = await Promise.all([pay(checkoutId!), pay(checkoutId!)]);
    expect(again.map((answer) => answer.statusCode)).toEqual([409, 409]);
    expect(again[0]!.json().error).toBe(PAYMENT_TEXTS.checkoutClosed);
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 2500 });
  });

  it('books nothing for an edited checkout, and refuses ids it did not make', async () => {
    const { lea, id } = await bookedSession(t, { hoursAhead: 36 });
    const { url } = (await postAs(t, lea, `/api/payments/checkout/${id}`)).json() as {
      url: string;
    };
    const checkoutId = new URL(url).searchParams.get('checkout')!;
    const data = JSON.parse(Buffer.from(checkoutId.slice(8), 'base64url').toString()) as object;
    const cheaper = `test_cs_${Buffer.from(JSON.stringify({ ...data, amountCents: 1 })).toString('base64url')}`;
    expect((await view(cheaper)).json().open).toBe(false);
    expect((await pay(cheaper)).statusCode).toBe(409);
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 0 });

    expect((await view('test_cs_bm90LWpzb24')).statusCode).toBe(404);
    expect((await view('cs_live_123')).statusCode).toBe(400);
    expect((await view(`test_cs_${'a'.repeat(5000)}`)).statusCode).toBe(400);
    // The test provider sends no webhooks: any delivery is refused.
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(webhook.statusCode).toBe(400);
  });
});

describe('GET /api/payments/reconciliation with the test provider', () => {
  it('answers moderators that nothing is compared (no balance), instead of a 404', async () => {
    const moderator = await buildStaff(t.db, 'moderator');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/payments/reconciliation',
      headers: bearer(await sessionFor(t.db, moderator)),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ provider: 'test', lastRun: null, differences: [] });
    const { lea } = await bookedSession(t, { hoursAhead: 36, approve: false });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/payments/reconciliation',
      headers: bearer(lea.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /api/payments/sessions/{id}', () => {
  it('tells the learner and the buddy what is owed and by when, and no one else', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 36 });
    for (const party of [lea, bo]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/payments/sessions/${id}`,
        headers: bearer(party.token),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'awaiting', amountCents: 2500, paidAt: null });
    }
    const stranger = await bookedSession(t, { hoursAhead: 60 });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sessions/${id}`,
      headers: bearer(stranger.lea.token),
    });
    expect(answer.statusCode).toBe(404);
    const unpaidless = await bookedSession(t, { hoursAhead: 60, approve: false });
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sessions/${unpaidless.id}`,
      headers: bearer(unpaidless.lea.token),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(PAYMENT_TEXTS.noPayment);
  });
});
