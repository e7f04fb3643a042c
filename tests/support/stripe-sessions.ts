import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payments } from '../../src/server/db/schema/payments';
import { bearer } from './auth-helpers';
import { FakeStripe } from './fake-stripe';
import { bookedSession, postAs, type Party } from './sessions';
import type { AppDependencies } from '../../src/server/app';
import { createTestApp, type TestApp } from './test-app';

/**
 * An app taking payments through the Stripe adapter, pointed at a local fake of Stripe's API
 * (decision 038): its webhooks signed as Stripe signs them.
 */
export async function stripeTestApp(name: string, deps: Pick<AppDependencies, 'onRoute'> = {}) {
  const secrets = {
    secretKey: `sk_test_${name}`,
    webhookSecret: `whsec_test_${name}`,
    connectWebhookSecret: `whsec_test_${name}_connect`,
  };
  const stripe = new FakeStripe({
    secretKey: secrets.secretKey,
    webhookSecret: secrets.webhookSecret,
  });
  await stripe.start();
  const t = await createTestApp(
    {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: secrets.secretKey,
      STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
      STRIPE_CONNECT_WEBHOOK_SECRET: secrets.connectWebhookSecret,
      STRIPE_API_URL: stripe.url,
    },
    undefined,
    deps,
  );
  return { t, stripe, ...secrets, close: () => Promise.all([t.close(), stripe.close()]) };
}

/** Delivers a signed event as Stripe does: the raw JSON and its signature header. */
export const deliver = (
  t: TestApp,
  { payload, signature }: { payload: string; signature: string },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

/** The learner opens the checkout of what the session waits for and pays there; Stripe's event. */
export async function payAtStripe(t: TestApp, stripe: FakeStripe, lea: Party, id: string) {
  const answer = await postAs(t, lea, `/api/payments/checkout/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const [awaited] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, id), eq(payments.status, 'awaiting')));
  return stripe.event('checkout.session.completed', stripe.pay(awaited!.checkoutId!));
}

/** A session `hoursAhead` paid at Stripe and booked. */
export async function paidSession(t: TestApp, stripe: FakeStripe, { hoursAhead = 72 } = {}) {
  const session = await bookedSession(t, { hoursAhead });
  expect((await deliver(t, await payAtStripe(t, stripe, session.lea, session.id))).statusCode).toBe(
    200,
  );
  expect((await view(t, session.lea, session.id)).status).toBe('approved');
  return session;
}

/** The session as one side reads it. */
export const view = async (t: TestApp, who: Party, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/proposals/${id}`, headers: bearer(who.token) })
  ).json();
