import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  ConversationListSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessageSchema,
  RecipientListSchema,
  RecipientQuerySchema,
  SendMessageSchema,
} from '../../../shared/messaging';
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

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/messages',
    {
      schema: {
        tags: ['messages'],
        summary: "The caller's messages, sent and received, newest first; keyset pages",
        querystring: MessagePageQuerySchema,
        response: { 200: MessagePageSchema, 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => inbox(app.db, callerOf(request), request.query),
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
    async (request) => recipients(app.db, callerOf(request), request.query),
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
    async (request) => conversationList(app.db, callerOf(request)),
  );

  app.get(
    '/api/conversations/:userId/messages',
    {
      schema: {
        tags: ['messages'],
        summary: "The caller's conversation with one user, newest first; keyset pages",
        params: Counterpart,
        querystring: MessagePageQuerySchema,
        response: { 200: MessagePageSchema, 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) =>
      conversation(app.db, callerOf(request), request.params.userId, request.query),
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
      config: { access: 'signed-in' },
    },
    async (request) => markRead(app.db, callerOf(request), request.params.userId),
  );
};
