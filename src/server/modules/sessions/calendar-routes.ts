import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import { CALENDAR_CONTENT_TYPE } from '../../lib/appointments/calendar-file';
import { callerOf } from '../../plugins/access';
import { sessionCalendar } from './calendar-service';

/** A booked session's calendar file (decision 015); the feed is modules/calendar's. */
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
};
