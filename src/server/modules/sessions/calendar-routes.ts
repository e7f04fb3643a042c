import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import { CalendarFeedStatusSchema, CalendarFeedUrlSchema } from '../../../shared/calendar';
import { callerOf } from '../../plugins/access';
import {
  calendarFeed,
  calendarFeedStatus,
  createCalendarFeed,
  revokeCalendarFeed,
  sessionCalendar,
} from './calendar-service';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Calendar files and the private calendar feed (decision 015). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl;

  app.get(
    '/api/proposals/:id/calendar.ics',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'A booked session as a calendar file (text/calendar), to its learner, its buddy and staff',
        params: z.object({ id: z.uuid({ error: 'Proposal not found' }) }),
        response: { 200: z.string(), 404: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const file = await sessionCalendar(app.db, callerOf(request), request.params.id, publicUrl);
      return reply
        .type(CALENDAR_TYPE)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );

  app.get(
    '/api/calendar-feed',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Whether you have a calendar feed, and since when (its address is shown once)',
        response: { 200: CalendarFeedStatusSchema },
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request) => calendarFeedStatus(app.db, callerOf(request)),
  );

  app.post(
    '/api/calendar-feed',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'A new secret address for your calendar feed, shown this once; an earlier one stops working',
        response: { 201: CalendarFeedUrlSchema, 429: ErrorSchema },
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request, reply) =>
      reply.code(201).send(await createCalendarFeed(app.db, callerOf(request), publicUrl)),
  );

  app.delete(
    '/api/calendar-feed',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Turns your calendar feed off: its address stops working',
        response: { 204: z.null() },
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request, reply) => {
      await revokeCalendarFeed(app.db, callerOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        tags: ['sessions'],
        summary:
          "A user's calendar feed (text/calendar) at its secret address: their sessions from a month ago to a year ahead",
        params: z.object({ token: z.string() }),
        response: { 200: z.string(), 404: ErrorSchema, 429: ErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const content = await calendarFeed(app.db, request.params.token, request.ip, publicUrl);
      return reply.type(CALENDAR_TYPE).send(content);
    },
  );
};
