import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import { NewSupportMessageSchema, SupportMessageSchema } from '../../../shared/support';
import { callerOf } from '../../plugins/access';
import { listReadableSupportMessages, SUPPORT_LIST_LIMIT, sendSupportMessage } from './service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/support-messages',
    {
      schema: {
        tags: ['support'],
        summary:
          `Support messages, newest first, at most the newest ${SUPPORT_LIST_LIMIT} (no pages): ` +
          'all of them for staff; for anyone else those they sent or that were sent to them',
        response: { 200: z.array(SupportMessageSchema) },
      },
      config: { access: 'signed-in' },
    },
    async (request) => listReadableSupportMessages(app.db, callerOf(request)),
  );

  app.post(
    '/api/support-messages',
    {
      schema: {
        tags: ['support'],
        summary:
          'A question to the moderators from the caller (senderId, if given, must be theirs)',
        body: NewSupportMessageSchema,
        response: { 201: SupportMessageSchema, 400: ErrorSchema, 413: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) =>
      reply.code(201).send(await sendSupportMessage(app.db, callerOf(request), request.body)),
  );
};
