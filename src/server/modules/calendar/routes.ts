import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import { CalendarFeedStatusSchema, CalendarFeedUrlSchema } from '../../../shared/calendar';
import type { AppointmentSource } from '../../lib/appointments/appointment';
import { CALENDAR_CONTENT_TYPE } from '../../lib/appointments/calendar-file';
import { callerOf } from '../../plugins/access';
import {
  calendarFeed,
  calendarFeedStatus,
  createCalendarFeed,
  revokeCalendarFeed,
} from './service';

/**
 * The private calendar feed (decision 015): a user's appointments of every kind, from the
 * sources the app hands in (sessions, interviews), so that this module knows none of them.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{
  sources: readonly AppointmentSource[];
}> = async (app, { sources }) => {
  app.get(
    '/api/calendar-feed',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Whether you have a calendar feed, and since when (its address is shown once)',
        response: { 200: CalendarFeedStatusSchema },
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request) => calendarFeedStatus(app.db, callerOf(request).userId),
  );

  app.post(
    '/api/calendar-feed',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'A new secret address for your calendar feed, shown this once; an earlier one stops working',
        response: { 201: CalendarFeedUrlSchema, 429: ErrorSchema },
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request, reply) =>
      reply.code(201).send(await createCalendarFeed(app.db, callerOf(request).userId)),
  );

  app.delete(
    '/api/calendar-feed',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Turns your calendar feed off: its address stops working',
        response: { 204: z.null() },
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request, reply) => {
      await revokeCalendarFeed(app.db, callerOf(request).userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "A user's calendar feed (text/calendar) at its secret address: their sessions and interviews from a month ago to a year ahead",
        params: z.object({ token: z.string() }),
        response: { 200: z.string(), 404: ErrorSchema, 429: ErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const content = await calendarFeed(app.db, sources, request.params.token, request.ip);
      return reply.type(CALENDAR_CONTENT_TYPE).send(content);
    },
  );
};
