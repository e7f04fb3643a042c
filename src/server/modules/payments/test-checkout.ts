import { PAYMENT_TEXTS } from '../../../shared/payments';
import type { TestCheckoutView } from '../../../shared/payments';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { conflict, notFound } from '../../lib/http-errors';
import { receiveProviderEvent } from './payment-events';
import { paymentOfCheckoutId } from './repository';
import { readTestCheckout, testPaymentEvent } from './test-provider';

/**
 * The test provider's checkout (decision 038): what it asks, and whether it can still be paid
 * (the payment it is for still awaited, its deadline not passed).
 */
export async function testCheckoutView(
  db: Database,
  checkoutId: string,
): Promise<TestCheckoutView> {
  const checkout = readTestCheckout(checkoutId);
  if (!checkout) throw notFound(PAYMENT_TEXTS.noSuchCheckout);
  const payment = await paymentOfCheckoutId(db, checkoutId);
  const open = payment?.status === 'awaiting' && payment.dueAt.getTime() > now().getTime();
  return { ...checkout, open };
}

/** "Pay" on the test checkout: the provider's news of a payment, taken as a webhook's is. */
export async function payTestCheckout(
  db: Database,
  checkoutId: string,
): Promise<{ redirect: string }> {
  const view = await testCheckoutView(db, checkoutId);
  if (!view.open) throw conflict(PAYMENT_TEXTS.checkoutClosed);
  await receiveProviderEvent(db, testPaymentEvent(checkoutId, view));
  return { redirect: view.successUrl };
}
