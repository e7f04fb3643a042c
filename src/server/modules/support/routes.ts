import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  NewSupportMessageSchema,
  SUPPORT_PAGE_SIZE,
  SupportListQuerySchema,
  SupportMessageSchema,
  SupportUpdateSchema,
  SUPPORT_TEXTS,
} from '../../../shared/support';
import { callerOf } from '../../plugins/access';
import { linkPages } from '../../lib/pages';
import { handleSupportMessage, listReadableSupportMessages, sendSupportMessage } from './service';

const URL = '/api/support-messages';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    URL,
    {
      schema: {
        tags: ['support'],
        summary:
          `Support messages, ${SUPPORT_PAGE_SIZE} a page: for moderators the queue (open work ` +
          'first, session reports before messages, then by priority, newest first); for anyone ' +
          'else those they sent or that were sent to them, newest first',
        description:
          'The body is an array (SPEC section 7). Further pages are linked in the `Link` header: ' +
          '`rel="next"` (`?after=<place>`) and `rel="prev"` (`?before=<place>`); a place is ' +
          'opaque, taken from a link. A malformed place, or both parameters, answer 400.',
        querystring: SupportListQuerySchema,
        response: { 200: z.array(SupportMessageSchema), 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const page = await listReadableSupportMessages(app.db, callerOf(request), request.query);
      const { status, kind } = request.query;
      const filter = { ...(status && { status }), ...(kind && { kind }) };
      linkPages(reply, URL, {
        next: page.next ? { ...filter, after: page.next } : null,
        prev: page.previous ? { ...filter, before: page.previous } : null,
      });
      return page.messages;
    },
  );

  app.post(
    URL,
    {
      schema: {
        tags: ['support'],
        summary:
          'A question to the moderators from the caller (senderId, if given, must be theirs); ' +
          'the priority given is kept as requestedPriority, the queue sets its own. A moderator ' +
          'writes to a user with POST /api/messages (receiverId here answers 400, decision 047)',
        body: NewSupportMessageSchema,
        response: {
          201: SupportMessageSchema,
          400: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          413: ErrorSchema,
          429: ErrorSchema,
        },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) =>
      reply.code(201).send(await sendSupportMessage(app.db, callerOf(request), request.body)),
  );

  app.put(
    `${URL}/:id`,
    {
      schema: {
        tags: ['support'],
        summary:
          "A moderator's handling of a support message: status (open -> in_progress -> resolved " +
          '-> closed), response (mailed to the sender), assignedTo (a moderator), priority',
        params: z.object({ id: z.uuid({ error: SUPPORT_TEXTS.notFound }) }),
        body: SupportUpdateSchema,
        response: {
          200: SupportMessageSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
      config: { access: ['moderator'] },
    },
    async (request) =>
      handleSupportMessage(app.db, callerOf(request), request.params.id, request.body),
  );
};
