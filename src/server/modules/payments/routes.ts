import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  EARNING_STATUSES,
  MONTH_PATTERN,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  PAYMENT_TEXTS,
  PAYOUT_STATUSES,
  type BusinessDetails,
} from '../../../shared/payments';
import { badRequest } from '../../lib/http-errors';
import { callerOf } from '../../plugins/access';
import { checkoutFor, paymentOf } from './checkout';
import { decideHeld } from './decisions';
import { earningsOf, statementCsv } from './earnings';
import { payoutOnboarding, payoutStatusOf } from './payouts';
import { receiveProviderEvent } from './payment-events';
import { ForgedWebhookError, type PaymentProvider } from './provider';
import { receiptOf } from './receipts';
import { payTestCheckout, testCheckoutView } from './test-checkout';

/** Stripe's webhook deliveries are a few KiB; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** A test checkout's id: the test provider's prefix and its data, base64url. */
const TestCheckoutId = z.object({
  checkout: z
    .string()
    .max(4000)
    .regex(/^test_cs_[\w-]+$/),
});

const TestCheckoutSchema = z.object({
  sessionId: z.string(),
  amountCents: z.number(),
  description: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  expiresAt: z.string(),
  open: z.boolean(),
});

const Month = z.object({ month: z.string().regex(MONTH_PATTERN, PAYMENT_TEXTS.badMonth) });

const EarningSchema = z.object({
  sessionId: z.string(),
  activity: z.string(),
  learnerName: z.string(),
  startsAt: z.string(),
  paidCents: z.number(),
  shareCents: z.number(),
  status: z.enum(EARNING_STATUSES),
  paidOutAt: z.string().nullable(),
});

/**
 * The learner's checkout and the provider's webhook (decision 038), and the test provider's
 * checkout page's two calls; registered only while payments are on.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider;
  business: BusinessDetails;
}> = async (app, { provider, business }) => {
  app.post(
    '/api/payments/checkout/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary: "The provider's hosted checkout where the learner pays a session waiting for it",
        params: z.object({ sessionId: z.uuid() }),
        response: {
          200: z.object({ url: z.string() }),
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
      config: { access: ['learner'] },
    },
    async (request) => checkoutFor(app.db, provider, callerOf(request), request.params.sessionId),
  );

  app.get(
    '/api/payments/sessions/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary:
          "A session's payment awaited (else its latest): its amount, deadline and status, and what was paid and given back in all",
        params: z.object({ sessionId: z.uuid() }),
        response: {
          200: z.object({
            kind: z.enum(PAYMENT_KINDS),
            status: z.enum(PAYMENT_STATUSES),
            amountCents: z.number(),
            dueAt: z.string(),
            paidAt: z.string().nullable(),
            paidCents: z.number(),
            refundedCents: z.number(),
          }),
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      config: { access: 'signed-in' },
    },
    async (request) => paymentOf(app.db, callerOf(request), request.params.sessionId),
  );

  app.get(
    '/api/payments/sessions/:sessionId/receipt',
    {
      schema: {
        tags: ['payments'],
        summary: "A paid session's receipt, to its learner: the amounts and the business paid",
        params: z.object({ sessionId: z.uuid() }),
        response: {
          200: z.object({
            number: z.string(),
            paidAt: z.string(),
            learnerName: z.string(),
            learnerEmail: z.string(),
            buddyName: z.string(),
            activity: z.string(),
            startsAt: z.string(),
            durationMinutes: z.number(),
            location: z.string(),
            amountCents: z.number(),
            payments: z.array(
              z.object({ at: z.string(), amountCents: z.number(), kind: z.enum(PAYMENT_KINDS) }),
            ),
            refunds: z.array(z.object({ at: z.string(), amountCents: z.number() })),
            business: z.object({
              name: z.string(),
              address: z.string(),
              kvk: z.string().nullable(),
              vatId: z.string().nullable(),
              email: z.string(),
            }),
          }),
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      config: { access: 'signed-in' },
    },
    async (request) => receiptOf(app.db, callerOf(request), request.params.sessionId, business),
  );

  app.get(
    '/api/payments/earnings',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The buddy's share of each paid session starting in a month: paid out, waiting or held",
        querystring: Month,
        response: { 200: z.array(EarningSchema), 400: ErrorSchema },
      },
      config: { access: ['buddy'] },
    },
    async (request) => earningsOf(app.db, callerOf(request).userId, request.query.month),
  );

  app.get(
    '/api/payments/earnings/statement.csv',
    {
      schema: {
        tags: ['payments'],
        summary: "The buddy's monthly statement as a spreadsheet (text/csv)",
        querystring: Month,
        response: { 200: z.string(), 400: ErrorSchema },
      },
      config: { access: ['buddy'] },
    },
    async (request, reply) => {
      const { month } = request.query;
      const csv = statementCsv(await earningsOf(app.db, callerOf(request).userId, month));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="buddies-statement-${month}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/payments/sessions/:sessionId/decision',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A moderator decides on a reported paid session: release the buddy share, refund all, or refund a part',
        params: z.object({ sessionId: z.uuid() }),
        body: z.discriminatedUnion('decision', [
          z.object({ decision: z.literal('release') }),
          z.object({ decision: z.literal('refund') }),
          z.object({
            decision: z.literal('partial'),
            amountCents: z.number().int().positive().max(10_000_000),
          }),
        ]),
        response: {
          200: z.object({ decided: z.literal(true) }),
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
      config: { access: ['moderator'] },
    },
    async (request) => {
      await decideHeld(app.db, request.params.sessionId, request.body);
      return { decided: true as const };
    },
  );

  app.get(
    '/api/payments/payout-account',
    {
      schema: {
        tags: ['payments'],
        summary: "The buddy's payout status, asked of the provider",
        response: { 200: z.object({ status: z.enum(PAYOUT_STATUSES) }), 429: ErrorSchema },
      },
      config: { access: ['buddy'] },
    },
    async (request) => payoutStatusOf(app.db, provider, callerOf(request)),
  );

  app.post(
    '/api/payments/payout-account',
    {
      schema: {
        tags: ['payments'],
        summary: "Set up payouts: the buddy's account at the provider and its onboarding link",
        response: { 200: z.object({ url: z.string() }), 403: ErrorSchema, 429: ErrorSchema },
      },
      config: { access: ['buddy'] },
    },
    async (request) => payoutOnboarding(app.db, provider, callerOf(request)),
  );

  if (provider.name === 'test') {
    // The test provider's hosted page is ours: like a provider's, anyone with its address
    // may open and pay it; what it books is checked as a webhook's news is.
    app.get(
      '/api/payments/test-checkout',
      {
        schema: {
          tags: ['payments'],
          summary: "The test provider's checkout: what it asks and whether it is open",
          querystring: TestCheckoutId,
          response: { 200: TestCheckoutSchema, 404: ErrorSchema },
        },
        config: { access: 'public' },
      },
      async (request) => testCheckoutView(app.db, request.query.checkout),
    );
    app.post(
      '/api/payments/test-checkout/pay',
      {
        schema: {
          tags: ['payments'],
          summary: "Pay on the test provider's checkout (PAYMENTS=test only)",
          body: TestCheckoutId,
          response: { 200: z.object({ redirect: z.string() }), 404: ErrorSchema, 409: ErrorSchema },
        },
        config: { access: 'public' },
      },
      async (request) => payTestCheckout(app.db, request.body.checkout),
    );
  }

  // The webhook reads its body as the provider sent it: the signature is over those bytes.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/payments/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          summary: "The payment provider's signed events (Stripe's webhook)",
          response: { 200: z.object({ received: z.literal(true) }), 400: ErrorSchema },
        },
        config: { access: 'public' },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = provider.parseWebhook(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            typeof signature === 'string' ? signature : undefined,
          );
        } catch (error) {
          if (error instanceof ForgedWebhookError) {
            app.metrics.webhookRefused();
            throw badRequest(PAYMENT_TEXTS.invalidSignature);
          }
          throw error;
        }
        await receiveProviderEvent(app.db, event);
        return { received: true as const };
      },
    );
  });
};
