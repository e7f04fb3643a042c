import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReconciliationSchema } from '../../../shared/reconciliation';
import { callerOf } from '../../plugins/access';
import { financeSummary } from './finance';
import type { PaymentProvider } from './provider';
import { lastReconciliation } from './reconciliation';

/**
 * The moderators' view of the money (decision 038): the ledger's totals and held sessions, which
 * the ledger holds whether or not payments are on now (`provider: 'off'` says they are off), and
 * the daily reconciliation whichever provider takes the payments: Stripe's is compared with the
 * ledger once a day; the test provider keeps no balance, so nothing is compared and the answer
 * says that (the Finance tab shows it, decision 047).
 */
export const financeRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider['name'] | 'off';
}> = async (app, { provider }) => {
  app.get(
    '/api/payments/finance',
    {
      schema: {
        tags: ['payments'],
        summary: 'The money from the ledger, and the held sessions waiting for a decision',
        response: {
          200: z.object({
            provider: z.enum(['stripe', 'test', 'off']),
            takenCents: z.number(),
            platformFeesCents: z.number(),
            refundedCents: z.number(),
            transferredCents: z.number(),
            providerFeesCents: z.number(),
            owedCents: z.number(),
            heldCents: z.number(),
            heldSessions: z.array(
              z.object({
                sessionId: z.string(),
                activity: z.string(),
                learnerName: z.string(),
                buddyName: z.string(),
                startsAt: z.string(),
                heldCents: z.number(),
                keptCents: z.number(),
              }),
            ),
          }),
        },
      },
      config: { access: ['moderator'] },
    },
    async (request) => ({ provider, ...(await financeSummary(app.db, callerOf(request))) }),
  );

  if (provider === 'off') return;

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
