import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { now } from '../../lib/clock';
import { link } from '../../lib/links';
import { ForgedWebhookError, type PaymentProvider, type ProviderEvent } from './provider';

/**
 * The built-in test provider (decision 038, `PAYMENTS=test`; refused in production): a page of
 * ours plays the provider's checkout with "Pay" and "Fail", for development, the demo and the
 * browser tests. Nothing leaves the machine and no money moves. A checkout carries what it is
 * for in its id, so it outlives a restart; the amount paid is checked against the payment on our
 * side as any provider's is, so an edited id books nothing.
 */
const CHECKOUT_PREFIX = 'test_cs_';

const CheckoutSchema = z.object({
  sessionId: z.uuid(),
  amountCents: z.number().int().positive(),
  description: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  expiresAt: z.iso.datetime(),
});
/** What the test checkout page shows and pays. */
export type TestCheckout = z.infer<typeof CheckoutSchema>;

/** A short, stable id for a test object made from `seed`: the same seed, the same object. */
const idFrom = (prefix: string, seed: string) =>
  `${prefix}${createHash('sha256').update(seed).digest('base64url').slice(0, 24)}`;

/** The checkout an id stands for, or null for an id this provider did not make. */
export function readTestCheckout(checkoutId: string): TestCheckout | null {
  if (!checkoutId.startsWith(CHECKOUT_PREFIX)) return null;
  try {
    const data: unknown = JSON.parse(
      Buffer.from(checkoutId.slice(CHECKOUT_PREFIX.length), 'base64url').toString('utf8'),
    );
    const parsed = CheckoutSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The provider's news that the learner paid this checkout, as its webhook would bring it. */
export function testPaymentEvent(checkoutId: string, checkout: TestCheckout): ProviderEvent {
  return {
    id: `evt_test_${randomUUID()}`,
    createdAt: now(),
    type: 'checkout.completed',
    checkoutId,
    sessionId: checkout.sessionId,
    paymentId: `pi_test_${checkout.amountCents}_${idFrom('', checkoutId)}`,
    amountCents: checkout.amountCents,
  };
}

export function testProvider(): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      const checkout: TestCheckout = {
        sessionId: request.sessionId,
        amountCents: request.amountCents,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt.toISOString(),
      };
      const checkoutId = `${CHECKOUT_PREFIX}${Buffer.from(JSON.stringify(checkout)).toString('base64url')}`;
      return { checkoutId, url: link(`/payments/test-checkout?checkout=${checkoutId}`) };
    },
    // Whether a checkout is still payable is the payment's own status on our side.
    async expireCheckout() {},
    // No fee: nothing was charged.
    async paymentDetails(paymentId) {
      const amountCents = Number(/^pi_test_(\d+)_/.exec(paymentId)?.[1] ?? 0);
      return { paymentId, chargeId: idFrom('ch_test_', paymentId), amountCents, feeCents: 0 };
    },
    async refund(request) {
      return { refundId: idFrom('re_test_', request.idempotencyKey) };
    },
    async transfer(request) {
      return { transferId: idFrom('tr_test_', request.idempotencyKey) };
    },
    async createPayoutAccount(request) {
      return { accountId: idFrom('acct_test_', request.userId) };
    },
    // Onboarding is done at once: the buddy comes straight back.
    async onboardingLink(request) {
      return { url: request.returnUrl };
    },
    async payoutAccountStatus() {
      return 'active';
    },
    async *balanceTransactions() {},
    parseWebhook() {
      throw new ForgedWebhookError('The test provider sends no webhooks');
    },
  };
}
