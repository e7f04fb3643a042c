import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, MessageSchema } from '../../../shared/auth';
import { EMAIL_CHANGE_TEXTS as TEXTS } from '../../../shared/email-change';
import {
  EmailChangeInitiatedSchema,
  EmailChangeStatusSchema,
  InitiateEmailChangeSchema,
  VerifyEmailChangeSchema,
} from '../../../shared/email-change-schemas';
import { callerOf } from '../../plugins/access';
import {
  cancelEmailChange,
  emailChangeStatus,
  initiateEmailChange,
  verifyEmailChange,
} from './email-change';

/**
 * SPEC section 7: a change of the signed-in user's email, confirmed from the account's address
 * and from the new one (decision 036). The two confirmations are public, as the email
 * verification is: the token from the mail is the proof.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/change-email/status',
    {
      schema: {
        tags: ['auth'],
        summary: "Where the account's latest email change stands",
        response: { 200: EmailChangeStatusSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => emailChangeStatus(app.db, callerOf(request).userId),
  );

  app.post(
    '/api/profile/change-email/initiate',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Mail a link to the current and to the new address (24 hours; a new request ends the older)',
        body: InitiateEmailChangeSchema,
        response: { 200: EmailChangeInitiatedSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const tokens = await initiateEmailChange(app.db, callerOf(request).userId, request.body);
      // The tokens themselves are handed out only in development, where no mail leaves the machine.
      return app.config.production
        ? { message: TEXTS.initiated }
        : { message: TEXTS.initiated, ...tokens };
    },
  );

  for (const half of ['current', 'new'] as const) {
    app.post(
      `/api/profile/change-email/verify-${half}`,
      {
        schema: {
          tags: ['auth'],
          summary:
            half === 'current'
              ? 'Confirm the change with the token mailed to the current address'
              : 'Confirm the new address with the token mailed to it',
          body: VerifyEmailChangeSchema,
          response: { 200: MessageSchema, 400: ErrorSchema, 409: ErrorSchema },
        },
        config: { access: 'public' },
      },
      async (request) => {
        const outcome = await verifyEmailChange(app.db, half, request.body.token);
        if (outcome === 'changed') return { message: TEXTS.changed };
        return { message: half === 'current' ? TEXTS.currentVerified : TEXTS.newVerified };
      },
    );
  }

  app.delete(
    '/api/profile/change-email/cancel',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cancel the pending email change: its links stop working',
        response: { 200: MessageSchema, 404: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      await cancelEmailChange(app.db, callerOf(request).userId);
      return { message: TEXTS.cancelled };
    },
  );
};
