import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import { STAFF_ROLES } from '../../../shared/roles';
import {
  ConversationListSchema,
  MessagePageQuerySchema,
  MessageSchema,
  type MessagePage,
  RecipientListSchema,
  RecipientQuerySchema,
  SendMessageSchema,
} from '../../../shared/messaging';
import { linkPages } from '../../lib/pages';
import { callerOf } from '../../plugins/access';
import {
  conversation,
  conversationList,
  inbox,
  markRead,
  recipients,
  sendMessage,
} from './service';

const Counterpart = z.object({ userId: z.uuid() });
const MessageListSchema = z.array(MessageSchema);

/** A page of messages as the spec's list; the older ones are at the `Link` rel="next". */
function listed(reply: FastifyReply, path: string, page: MessagePage, limit: number) {
  linkPages(reply, path, {
    next: page.nextCursor ? { before: page.nextCursor, limit: String(limit) } : null,
  });
  return page.messages;
}

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/messages',
    {
      schema: {
        tags: ['messages'],
        summary:
          "The caller's messages, sent and received, newest first; older ones at the Link rel=next",
        querystring: MessagePageQuerySchema,
        response: { 200: MessageListSchema, 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) =>
      listed(
        reply,
        '/api/messages',
        await inbox(app.db, callerOf(request), request.query),
        request.query.limit,
      ),
  );

  app.post(
    '/api/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send a message (201; 200 with the first one when its clientKey was sent before)',
        body: SendMessageSchema,
        response: { 200: MessageSchema, 201: MessageSchema, 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(app.db, callerOf(request), request.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.get(
    '/api/messages/recipients',
    {
      schema: {
        tags: ['messages'],
        summary: 'People the caller may start writing to, by name (q) or buddy slug (buddy)',
        querystring: RecipientQuerySchema,
        response: { 200: RecipientListSchema, 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Staff find anyone by name, and nobody is told of a new account: their answer is fresh.
      const owner = STAFF_ROLES.includes(caller.role) ? undefined : caller.userId;
      return app.userReads.send(request, reply, owner, () =>
        recipients(app.db, caller, request.query),
      );
    },
  );

  app.get(
    '/api/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: "The caller's conversations: counterpart, last message, time, unread count",
        response: { 200: ConversationListSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return app.userReads.send(request, reply, caller.userId, () =>
        conversationList(app.db, caller),
      );
    },
  );

  app.get(
    '/api/conversations/:userId/messages',
    {
      schema: {
        tags: ['messages'],
        summary:
          "The caller's conversation with one user, newest first; older ones at the Link rel=next",
        params: Counterpart,
        querystring: MessagePageQuerySchema,
        response: { 200: MessageListSchema, 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const caller = callerOf(request);
      return app.userReads.send(request, reply, caller.userId, async () =>
        listed(
          reply,
          `/api/conversations/${userId}/messages`,
          await conversation(app.db, caller, userId, request.query),
          request.query.limit,
        ),
      );
    },
  );

  app.post(
    '/api/conversations/:userId/read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark what this user sent the caller read; both sides hear it',
        params: Counterpart,
        response: { 200: z.object({ read: z.number().int() }) },
      },
      // Reading is what a suspended account may still do (decision 018).
      config: { access: 'signed-in', evenWhenSuspended: true },
    },
    async (request) => markRead(app.db, callerOf(request), request.params.userId),
  );
};
