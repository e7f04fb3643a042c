import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReconciliationSchema } from '../../../shared/reconciliation';
import { lastReconciliation } from './reconciliation';

/** The moderators' view of the daily reconciliation (decision 038); registered with Stripe. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.metrics.gauge(
    'buddies_reconciliation_differences',
    'Differences between the ledger and the provider found by the reconciliations moderators see',
    async () => (await lastReconciliation(app.db)).differences.length,
  );
  app.get(
    '/api/payments/reconciliation',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The last comparison of the ledger with the provider's balance, and the differences found lately",
        response: { 200: ReconciliationSchema },
      },
      config: { access: ['moderator'] },
    },
    async () => lastReconciliation(app.db),
  );
};
