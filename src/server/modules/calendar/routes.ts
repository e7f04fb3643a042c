import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import { CalendarFeedStatusSchema, CalendarFeedUrlSchema } from '../../../shared/calendar';
import { callerOf } from '../../plugins/access';
import { CALENDAR_CONTENT_TYPE } from './calendar-file';
import { interviewAppointments } from './interview-appointment';
import { sessionAppointments } from './session-appointment';
import { sessionCalendar } from './session-file';
import {
  calendarFeed,
  calendarFeedStatus,
  createCalendarFeed,
  revokeCalendarFeed,
} from './service';

/** What a user's feed holds: their sessions (as learner or buddy) and their interviews. */
const FEED_SOURCES = [sessionAppointments, interviewAppointments];

/**
 * A booked session's calendar file, and the private calendar feed (decision 015): a user's
 * appointments of every kind (sessions, interviews).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const file = await sessionCalendar(app.db, callerOf(request), request.params.id);
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );

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
      const content = await calendarFeed(app.db, FEED_SOURCES, request.params.token, request.ip);
      return reply.type(CALENDAR_CONTENT_TYPE).send(content);
    },
  );
};
