import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { payments } from '../../db/schema/payments';
import { bookedSession, postAs } from '../../../../tests/support/sessions';
import {
  deliver,
  payAtStripe,
  stripeTestApp,
  view,
} from '../../../../tests/support/stripe-sessions';

/**
 * Stripe unreachable (issue 36): the learner's checkout answers a clear 503 and nothing is made
 * or booked; once Stripe is back the same checkout is made once, and its webhook, arriving
 * later, books the session once.
 */

let s: Awaited<ReturnType<typeof stripeTestApp>>;
beforeAll(async () => {
  s = await stripeTestApp('down');
});
afterAll(() => s.close());

describe('the payment provider unreachable', () => {
  it('answers the checkout 503 in words, books nothing, and books once when it is back', async () => {
    const { t, stripe } = s;
    const session = await bookedSession(t, { hoursAhead: 72 });
    const port = Number(new URL(stripe.url).port);
    await stripe.close();

    const refused = await postAs(t, session.lea, `/api/payments/checkout/${session.id}`);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({ error: PAYMENT_TEXTS.providerUnavailable });
    const [awaited] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.sessionId, session.id), eq(payments.status, 'awaiting')));
    expect(awaited!.checkoutId).toBeNull();
    expect((await view(t, session.lea, session.id)).status).not.toBe('approved');

    await stripe.start(port);
    const paid = await payAtStripe(t, stripe, session.lea, session.id);
    // Stripe sends its event again when unsure it arrived: applied once.
    expect((await deliver(t, paid)).statusCode).toBe(200);
    expect((await deliver(t, paid)).statusCode).toBe(200);
    expect((await view(t, session.lea, session.id)).status).toBe('approved');
    const all = await t.db.select().from(payments).where(eq(payments.sessionId, session.id));
    expect(all.filter((p) => p.status === 'paid')).toHaveLength(1);
  });
});
