import type { ServerModule } from '../../lib/server-module';
import { financeRoutes } from './finance-routes';
import {
  CHECKOUT_EXPIRY_TOPIC,
  PAYMENT_DEADLINE_TOPIC,
  PAYMENT_REFUND_TOPIC,
  PAYMENT_TRANSFER_TOPIC,
  PROVIDER_FEE_TOPIC,
} from './money';
import {
  checkoutExpiryHandler,
  paymentDeadlineHandler,
  providerFeeHandler,
  refundHandler,
} from './payment-events';
import { transferHandler } from './payouts';
import { paymentsPersonalData } from './personal-data';
import { reconcileIfDue } from './reconciliation';
import { paymentRoutes } from './routes';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

export const paymentsModule: ServerModule = {
  name: 'payments',
  personalData: paymentsPersonalData,
  build: ({ db, config }) => {
    const payments = config.payments;
    const deadline = { [PAYMENT_DEADLINE_TOPIC]: paymentDeadlineHandler(db) };
    if (!payments) {
      return {
        routes: async (app) => {
          await app.register(financeRoutes, { provider: 'off' });
        },
        outbox: deadline,
      };
    }
    // Learners pay through the provider while payments are on (decision 038).
    const provider = payments.provider === 'stripe' ? stripeProvider(payments) : testProvider();
    return {
      routes: async (app) => {
        await app.register(paymentRoutes, { provider, business: payments.business });
        await app.register(financeRoutes, { provider: provider.name });
      },
      outbox: {
        ...deadline,
        [CHECKOUT_EXPIRY_TOPIC]: checkoutExpiryHandler(provider),
        [PAYMENT_REFUND_TOPIC]: refundHandler(db, provider),
        [PAYMENT_TRANSFER_TOPIC]: transferHandler(db, provider),
        [PROVIDER_FEE_TOPIC]: providerFeeHandler(db, provider),
      },
      // The ledger is compared with Stripe's balance; the test provider moves no money to compare.
      jobs:
        provider.name === 'stripe'
          ? [{ name: 'reconciliation', run: (database) => reconcileIfDue(database, provider) }]
          : [],
    };
  },
};
