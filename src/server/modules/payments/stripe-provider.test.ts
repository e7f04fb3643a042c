import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../../../../tests/support/fake-stripe';
import { ForgedWebhookError, type CheckoutRequest, type PaymentProvider } from './provider';
import { payoutStatusOf, stripeProvider } from './stripe-provider';
import { PAYMENT_TEXTS } from '../../../shared/payments';

const SECRET_KEY = 'sk_test_stripe_provider';
const WEBHOOK_SECRET = 'whsec_test_stripe_provider';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let fake: FakeStripe;
let stripe: PaymentProvider;
beforeAll(async () => {
  fake = new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  await fake.start();
  stripe = stripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
});
afterAll(() => fake.close());

const unix = (at: Date | number) => Math.floor(new Date(at).getTime() / 1000);
const lastRequest = (path: string) => fake.requests.filter((r) => r.path === path).at(-1)!;

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const sessionId = randomUUID();
  return {
    sessionId,
    amountCents: 2500,
    description: 'Coffee Chat with Anna Bakker, 2 Dec 2026 14:00',
    customerEmail: 'lea@example.com',
    successUrl: 'https://buddies.test/learner/dashboard?paid=1',
    cancelUrl: 'https://buddies.test/messages',
    expiresAt: new Date(Date.now() + 3 * HOUR),
    notice: 'Free cancellation until Tue 1 Dec, 14:00.',
    idempotencyKey: `checkout-${sessionId}`,
    ...overrides,
  };
}

/** A checkout made through the adapter and paid at the fake Stripe. */
async function paidCheckout() {
  const request = checkoutRequest();
  const { checkoutId } = await stripe.createCheckout(request);
  const completed = fake.pay(checkoutId);
  const paymentId = completed.payment_intent!;
  const { chargeId } = await stripe.paymentDetails(paymentId);
  return { sessionId: request.sessionId, checkoutId, completed, paymentId, chargeId };
}

/** A buddy's connected account that can take transfers. */
async function activeAccount() {
  const { accountId } = await stripe.createPayoutAccount({
    userId: randomUUID(),
    email: 'bo@example.com',
  });
  fake.setAccount(accountId, {
    details_submitted: true,
    payouts_enabled: true,
    capabilities: { transfers: 'active' },
    requirements: { currently_due: [], past_due: [], disabled_reason: null },
  });
  return accountId;
}

describe('checkouts', () => {
  it('asks Stripe for a hosted checkout of one euro line, tied to the session', async () => {
    const request = checkoutRequest();
    const checkout = await stripe.createCheckout(request);
    expect(checkout.checkoutId).toMatch(/^cs_/);
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${checkout.checkoutId}`);

    const sent = lastRequest('/v1/checkout/sessions');
    expect(sent.method).toBe('POST');
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    expect(sent.body).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '2500',
            product_data: { name: request.description },
          },
        },
      ],
      customer_email: 'lea@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: String(unix(request.expiresAt)),
      // The cancellation rule beside Stripe's pay button (issue 37).
      custom_text: { submit: { message: request.notice } },
      metadata: { sessionId: request.sessionId },
      payment_intent_data: {
        transfer_group: request.sessionId,
        metadata: { sessionId: request.sessionId },
      },
    });
  });

  it('keeps the checkout’s end inside the 30 minutes to 24 hours Stripe takes', async () => {
    const soon = checkoutRequest({ expiresAt: new Date(Date.now() + 5 * MINUTE) });
    await stripe.createCheckout(soon);
    const soonEnd = Number(lastRequest('/v1/checkout/sessions').body.expires_at);
    expect(soonEnd).toBeGreaterThanOrEqual(unix(Date.now() + 30 * MINUTE));
    expect(soonEnd).toBeLessThanOrEqual(unix(Date.now() + 32 * MINUTE));

    const late = checkoutRequest({ expiresAt: new Date(Date.now() + 3 * 24 * HOUR) });
    await stripe.createCheckout(late);
    const lateEnd = Number(lastRequest('/v1/checkout/sessions').body.expires_at);
    expect(lateEnd).toBeLessThanOrEqual(unix(Date.now() + 24 * HOUR));
    expect(lateEnd).toBeGreaterThanOrEqual(unix(Date.now() + 24 * HOUR - 2 * MINUTE));
  });

  it('gives the same checkout again for the same idempotency key', async () => {
    const request = checkoutRequest();
    const first = await stripe.createCheckout(request);
    const again = await stripe.createCheckout(request);
    expect(again).toEqual(first);
    // The one checkout is paid once; there is no second to pay.
    fake.pay(first.checkoutId);
    expect(() => fake.pay(again.checkoutId)).toThrow(/complete/);
  });

  it('ends an open checkout, and takes one already ended or paid as ended', async () => {
    const { checkoutId } = await stripe.createCheckout(checkoutRequest());
    await stripe.expireCheckout(checkoutId);
    expect(lastRequest(`/v1/checkout/sessions/${checkoutId}/expire`).method).toBe('POST');
    await expect(stripe.expireCheckout(checkoutId)).resolves.toBeUndefined();

    const paid = await paidCheckout();
    await expect(stripe.expireCheckout(paid.checkoutId)).resolves.toBeUndefined();

    const lapsed = await stripe.createCheckout(checkoutRequest());
    fake.expire(lapsed.checkoutId);
    await expect(stripe.expireCheckout(lapsed.checkoutId)).resolves.toBeUndefined();
  });

  it('still fails to end a checkout Stripe does not know', async () => {
    await expect(stripe.expireCheckout('cs_test_unknown')).rejects.toThrow(
      "Stripe answered 404 invalid_request_error resource_missing: No such checkout.session: 'cs_test_unknown'",
    );
  });
});

describe('payments, refunds and transfers', () => {
  it('reads a payment’s charge and Stripe’s fee from the expanded balance entry', async () => {
    const paid = await paidCheckout();
    expect(await stripe.paymentDetails(paid.paymentId)).toEqual({
      paymentId: paid.paymentId,
      chargeId: expect.stringMatching(/^ch_/),
      amountCents: 2500,
      // 1.5% of 25.00 (0.38) + 0.25
      feeCents: 63,
    });
    const sent = lastRequest(`/v1/payment_intents/${paid.paymentId}`);
    expect(sent.method).toBe('GET');
    expect(sent.query).toEqual({ expand: ['latest_charge.balance_transaction'] });
  });

  it('fails for a payment Stripe does not know', async () => {
    await expect(stripe.paymentDetails('pi_unknown')).rejects.toThrow(
      "Stripe answered 404 invalid_request_error resource_missing: No such payment_intent: 'pi_unknown'",
    );
  });

  it('refunds once per idempotency key', async () => {
    const paid = await paidCheckout();
    const request = {
      paymentId: paid.paymentId,
      amountCents: 1000,
      sessionId: paid.sessionId,
      reference: 'refund-1',
      idempotencyKey: `refund-${paid.sessionId}`,
    };
    const first = await stripe.refund(request);
    expect(first.refundId).toMatch(/^re_/);
    const sent = lastRequest('/v1/refunds');
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    expect(sent.body).toEqual({
      payment_intent: paid.paymentId,
      amount: '1000',
      metadata: { sessionId: paid.sessionId, reference: 'refund-1' },
    });

    expect(await stripe.refund(request)).toEqual(first);
    // What is left is 15.00: a second refund of 20.00 is more than that, so one was made.
    await expect(
      stripe.refund({
        ...request,
        amountCents: 2000,
        idempotencyKey: `${request.idempotencyKey}-2`,
      }),
    ).rejects.toThrow(
      'Stripe answered 400 invalid_request_error amount_too_large: Refund amount (€20.00) is greater than unrefunded amount on charge (€15.00)',
    );
    await expect(stripe.refund({ ...request, amountCents: 500 })).rejects.toThrow(
      /^Stripe answered 400 idempotency_error: Keys for idempotent requests can only be used with the same parameters/,
    );
    await stripe.refund({
      ...request,
      amountCents: 1500,
      idempotencyKey: `${request.idempotencyKey}-3`,
    });
    await expect(
      stripe.refund({ ...request, amountCents: 1, idempotencyKey: `${request.idempotencyKey}-4` }),
    ).rejects.toThrow(`Stripe answered 400 invalid_request_error charge_already_refunded`);
  });

  it('refuses a refund above what was paid', async () => {
    const paid = await paidCheckout();
    await expect(
      stripe.refund({
        paymentId: paid.paymentId,
        amountCents: 2501,
        sessionId: paid.sessionId,
        reference: 'refund-2',
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toThrow(
      'Stripe answered 400 invalid_request_error amount_too_large: Refund amount (€25.01) is greater than unrefunded amount on charge (€25.00)',
    );
  });

  it('transfers the buddy’s share from the learner’s charge, once per idempotency key', async () => {
    const paid = await paidCheckout();
    const accountId = await activeAccount();
    const request = {
      accountId,
      amountCents: 2000,
      sessionId: paid.sessionId,
      chargeId: paid.chargeId,
      idempotencyKey: `transfer-${paid.sessionId}`,
    };
    const first = await stripe.transfer(request);
    expect(first.transferId).toMatch(/^tr_/);
    const sent = lastRequest('/v1/transfers');
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    expect(sent.body).toEqual({
      amount: '2000',
      currency: 'eur',
      destination: accountId,
      transfer_group: paid.sessionId,
      source_transaction: paid.chargeId,
      metadata: { sessionId: paid.sessionId },
    });
    expect(await stripe.transfer(request)).toEqual(first);
    // 5.00 of the 25.00 charge is left to send: the retry above sent nothing more.
    await expect(
      stripe.transfer({
        ...request,
        amountCents: 501,
        idempotencyKey: `${request.idempotencyKey}-2`,
      }),
    ).rejects.toThrow(/^Stripe answered 400 invalid_request_error amount_too_large/);
  });

  it('cannot transfer to an account that does not take transfers yet', async () => {
    const paid = await paidCheckout();
    const { accountId } = await stripe.createPayoutAccount({
      userId: randomUUID(),
      email: 'bo@example.com',
    });
    await expect(
      stripe.transfer({
        accountId,
        amountCents: 2000,
        sessionId: paid.sessionId,
        chargeId: paid.chargeId,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toThrow(
      /^Stripe answered 400 invalid_request_error insufficient_capabilities_for_transfer/,
    );
  });
});

describe('payout accounts', () => {
  it('makes one account per buddy however often it is asked', async () => {
    const userId = randomUUID();
    const first = await stripe.createPayoutAccount({ userId, email: 'bo@example.com' });
    const again = await stripe.createPayoutAccount({ userId, email: 'bo@example.com' });
    expect(again.accountId).toBe(first.accountId);
  });

  it('opens an Express account in NL for transfers, and links to its onboarding', async () => {
    const userId = randomUUID();
    const { accountId } = await stripe.createPayoutAccount({ userId, email: 'bo@example.com' });
    expect(accountId).toMatch(/^acct_/);
    expect(lastRequest('/v1/accounts').body).toEqual({
      type: 'express',
      country: 'NL',
      email: 'bo@example.com',
      business_type: 'individual',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { userId },
    });

    const link = await stripe.onboardingLink({
      accountId,
      refreshUrl: 'https://buddies.test/payouts/refresh',
      returnUrl: 'https://buddies.test/payouts/done',
    });
    expect(link.url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${accountId}/`));
    expect(lastRequest('/v1/account_links').body).toEqual({
      account: accountId,
      refresh_url: 'https://buddies.test/payouts/refresh',
      return_url: 'https://buddies.test/payouts/done',
      type: 'account_onboarding',
    });
  });

  it('reads the account’s payout state as it moves on', async () => {
    const { accountId } = await stripe.createPayoutAccount({
      userId: randomUUID(),
      email: 'bo@example.com',
    });
    expect(await stripe.payoutAccountStatus(accountId)).toBe('not_started');
    fake.setAccount(accountId, {
      details_submitted: true,
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
    expect(await stripe.payoutAccountStatus(accountId)).toBe('pending');
    fake.setAccount(accountId, { payouts_enabled: true, capabilities: { transfers: 'active' } });
    expect(await stripe.payoutAccountStatus(accountId)).toBe('active');
    fake.setAccount(accountId, {
      requirements: { past_due: ['individual.verification.document'] },
    });
    expect(await stripe.payoutAccountStatus(accountId)).toBe('restricted');
    expect(lastRequest(`/v1/accounts/${accountId}`).method).toBe('GET');
  });

  it('fails for an account Stripe does not know', async () => {
    await expect(stripe.payoutAccountStatus('acct_unknown')).rejects.toThrow(
      /^Stripe answered 404 invalid_request_error resource_missing/,
    );
  });
});

describe('the balance', () => {
  it('gives every entry since a time, oldest first, across pages', async () => {
    // A Stripe of its own, so that only this test's entries are in its balance.
    const own = new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    await own.start();
    try {
      const provider = stripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: own.url,
      });
      const since = new Date();
      const checkouts = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          provider.createCheckout(checkoutRequest({ amountCents: 1000 + i })),
        ),
      );
      const charges = checkouts.map(({ checkoutId }) => own.pay(checkoutId));
      const first = charges[0]!;
      await provider.refund({
        paymentId: first.payment_intent!,
        amountCents: 400,
        sessionId: first.metadata.sessionId!,
        reference: 'refund-3',
        idempotencyKey: randomUUID(),
      });

      const entries = [];
      for await (const entry of provider.balanceTransactions(since)) entries.push(entry);
      expect(entries).toHaveLength(101);
      const details = await provider.paymentDetails(first.payment_intent!);
      expect(entries[0]).toEqual({
        id: expect.stringMatching(/^txn_/),
        type: 'charge',
        amountCents: 1000,
        feeCents: 40,
        sourceId: details.chargeId,
        paymentId: first.payment_intent,
        sessionId: first.metadata.sessionId,
        reference: null,
        createdAt: expect.any(Date),
      });
      expect(entries.slice(0, 100).map((entry) => entry.amountCents)).toEqual(
        Array.from({ length: 100 }, (_, i) => 1000 + i),
      );
      expect(entries[100]).toMatchObject({ type: 'refund', amountCents: -400, feeCents: 0 });
      expect(entries[100]!.sourceId).toMatch(/^re_/);
      // A refund carries our own key (decision 039).
      expect(entries[100]).toMatchObject({
        paymentId: first.payment_intent,
        sessionId: first.metadata.sessionId,
        reference: 'refund-3',
      });

      const pages = own.requests.filter((r) => r.path === '/v1/balance_transactions');
      expect(pages.map((page) => page.query)).toEqual([
        { created: { gte: String(unix(since)) }, limit: '100', expand: ['data.source'] },
        {
          created: { gte: String(unix(since)) },
          limit: '100',
          expand: ['data.source'],
          starting_after: expect.any(String),
        },
      ]);

      const later = provider.balanceTransactions(new Date(Date.now() + 60_000));
      for await (const entry of later) expect.fail(`nothing after now, got ${entry.id}`);
    } finally {
      await own.close();
    }
  });
});

describe('webhooks', () => {
  const parse = ({ payload, signature }: { payload: string; signature: string }) =>
    stripe.parseWebhook(Buffer.from(payload), signature);

  it('reads a paid checkout as completed', async () => {
    const paid = await paidCheckout();
    const delivery = fake.event('checkout.session.completed', paid.completed);
    const sent = JSON.parse(delivery.payload) as { id: string; created: number };
    expect(parse(delivery)).toEqual({
      id: sent.id,
      createdAt: new Date(sent.created * 1000),
      type: 'checkout.completed',
      checkoutId: paid.checkoutId,
      sessionId: paid.sessionId,
      paymentId: paid.paymentId,
      amountCents: 2500,
    });
  });

  it('waits for the money of a checkout completed unpaid', async () => {
    const paid = await paidCheckout();
    const unpaid = { ...paid.completed, payment_status: 'unpaid' };
    expect(parse(fake.event('checkout.session.completed', unpaid))).toMatchObject({
      type: 'ignored',
      providerType: 'checkout.session.completed',
    });
    expect(
      parse(fake.event('checkout.session.async_payment_succeeded', paid.completed)),
    ).toMatchObject({
      type: 'checkout.completed',
      sessionId: paid.sessionId,
      paymentId: paid.paymentId,
      amountCents: 2500,
    });
  });

  it('reads an expired checkout', async () => {
    const request = checkoutRequest();
    const { checkoutId } = await stripe.createCheckout(request);
    const expired = fake.expire(checkoutId);
    expect(parse(fake.event('checkout.session.expired', expired))).toMatchObject({
      type: 'checkout.expired',
      checkoutId,
      sessionId: request.sessionId,
    });
  });

  it('reads a connected account’s payout state', async () => {
    const accountId = await activeAccount();
    const account = fake.setAccount(accountId, {});
    expect(parse(fake.event('account.updated', account))).toMatchObject({
      type: 'account.updated',
      accountId,
      status: 'active',
    });
  });

  it('ignores what Buddies does not act on', async () => {
    const paid = await paidCheckout();
    expect(
      parse(fake.event('charge.refunded', { id: paid.chargeId, object: 'charge' })),
    ).toMatchObject({
      type: 'ignored',
      providerType: 'charge.refunded',
    });
    // A checkout made elsewhere (the dashboard, a payment link) carries no session of ours.
    const foreign = { ...paid.completed, metadata: {} };
    expect(parse(fake.event('checkout.session.completed', foreign))).toMatchObject({
      type: 'ignored',
    });
  });

  it('refuses a delivery whose signature does not hold', async () => {
    const paid = await paidCheckout();
    const genuine = fake.event('checkout.session.completed', paid.completed);
    const forgeries = [
      fake.event('checkout.session.completed', paid.completed, 'whsec_someone_else'),
      { ...genuine, payload: genuine.payload.replace('"amount_total": 2500', '"amount_total": 1') },
      { ...genuine, signature: '' },
      // Stripe's default tolerance is five minutes.
      fake.event(
        'checkout.session.completed',
        paid.completed,
        WEBHOOK_SECRET,
        unix(Date.now()) - 301,
      ),
    ];
    for (const forged of forgeries) expect(() => parse(forged)).toThrow(ForgedWebhookError);
    expect(() => stripe.parseWebhook(Buffer.from(genuine.payload), undefined)).toThrow(
      ForgedWebhookError,
    );
    expect(parse(genuine)).toMatchObject({ type: 'checkout.completed' });
  });
});

describe('failures', () => {
  it('says what Stripe answered, and never the key', async () => {
    const wrongKey = 'sk_test_not_the_right_one';
    const provider = stripeProvider({
      secretKey: wrongKey,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
    const failure = await provider.payoutAccountStatus('acct_any').catch((err: Error) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      name: 'StripeError',
      code: 'stripe-invalid_request_error',
      message: 'Stripe answered 401 invalid_request_error: Invalid API Key provided: [key]',
    });
    expect(String((failure as Error).message)).not.toContain('right_one');
  });

  it('says when Stripe did not answer at all: 503, to try again later', async () => {
    const gone = new FakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    await gone.start();
    const apiUrl = gone.url;
    await gone.close();
    const provider = stripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl,
    });
    // A 503 in words a learner reads; nothing about keys or hosts.
    await expect(provider.payoutAccountStatus('acct_any')).rejects.toMatchObject({
      statusCode: 503,
      retryAfter: 30,
      name: 'StripeUnavailable',
      message: PAYMENT_TEXTS.providerUnavailable,
    });
  });
});

describe('payoutStatusOf', () => {
  const account = {
    details_submitted: true,
    payouts_enabled: true,
    requirements: { disabled_reason: null, past_due: [] },
    capabilities: { transfers: 'active' },
  };

  it('is not started until the buddy has given their details', () => {
    expect(payoutStatusOf({ ...account, details_submitted: false })).toBe('not_started');
    expect(
      payoutStatusOf({
        details_submitted: false,
        payouts_enabled: false,
        requirements: { disabled_reason: 'requirements.past_due', past_due: ['external_account'] },
      }),
    ).toBe('not_started');
  });

  it('is restricted when Stripe stopped the account or details are overdue', () => {
    expect(
      payoutStatusOf({
        ...account,
        requirements: { disabled_reason: 'rejected.fraud', past_due: [] },
      }),
    ).toBe('restricted');
    expect(
      payoutStatusOf({
        ...account,
        requirements: { disabled_reason: null, past_due: ['individual.dob.day'] },
      }),
    ).toBe('restricted');
  });

  it('is active once payouts and transfers are both on', () => {
    expect(payoutStatusOf(account)).toBe('active');
    expect(payoutStatusOf({ ...account, requirements: null })).toBe('active');
  });

  it('is pending while Stripe is still checking', () => {
    expect(payoutStatusOf({ ...account, payouts_enabled: false })).toBe('pending');
    expect(payoutStatusOf({ ...account, capabilities: { transfers: 'pending' } })).toBe('pending');
    expect(payoutStatusOf({ ...account, capabilities: undefined })).toBe('pending');
  });
});
