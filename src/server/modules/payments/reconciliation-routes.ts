import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReconciliationSchema } from '../../../shared/reconciliation';
import type { PaymentProvider } from './provider';
import { lastReconciliation } from './reconciliation';

/**
 * The moderators' view of the daily reconciliation (decision 038), whichever provider takes the
 * payments: Stripe's is compared with the ledger once a day; the test provider keeps no balance,
 * so nothing is compared and the answer says that (the Finance tab shows it, decision 047).
 */
export const reconciliationRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider['name'];
}> = async (app, { provider }) => {
  const compared = provider === 'stripe';
  if (compared) {
    app.metrics.gauge(
      'buddies_reconciliation_differences',
      'Differences between the ledger and the provider found by the reconciliations moderators see',
      async () => (await lastReconciliation(app.db)).differences.length,
    );
  }
  app.get(
    '/api/payments/reconciliation',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The last comparison of the ledger with the provider's balance, and the differences " +
          'found lately; with the test provider (no balance) never a run',
        response: { 200: ReconciliationSchema },
      },
      config: { access: ['moderator'] },
    },
    async () => ({
      provider,
      ...(compared ? await lastReconciliation(app.db) : { lastRun: null, differences: [] }),
    }),
  );
};
