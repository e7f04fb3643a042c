import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  AvailabilitySchema,
  DayOffParamsSchema,
  NewSlotSchema,
  OpenTimeSchema,
  OpenTimesQuerySchema,
  SlotSchema,
  TravelBufferSchema,
} from '../../../shared/availability-schemas';
import { callerOf } from '../../plugins/access';
import { readableBuddy } from '../buddies/public-reads';
import { startKeptOpenTimes } from './kept-open-times';
import {
  addDayOff,
  addSlot,
  availabilityOf,
  changeTravelBuffer,
  removeDayOff,
  removeSlot,
} from './service';

/**
 * A buddy's availability (decision 029): their own slots, days off and travel time, and the
 * open times learners book from.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = { access: ['buddy'] } as const;
  const openTimesOf = startKeptOpenTimes(app.db, app.eventBus);

  app.get(
    '/api/buddy/availability',
    {
      schema: {
        tags: ['availability'],
        summary: 'Your availability: slots with their repeats, days off ahead, and travel time',
        response: { 200: AvailabilitySchema },
      },
      config: own,
    },
    async (request) => availabilityOf(app.db, callerOf(request).userId),
  );

  app.post(
    '/api/buddy/availability/slots',
    {
      schema: {
        tags: ['availability'],
        summary: 'Adds a slot on the grid, once or repeated weekly or monthly',
        body: NewSlotSchema,
        response: { 201: SlotSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
      config: own,
    },
    async (request, reply) =>
      reply.code(201).send(await addSlot(app.db, callerOf(request).userId, request.body)),
  );

  app.delete(
    '/api/buddy/availability/slots/:id',
    {
      schema: {
        tags: ['availability'],
        summary: 'Removes one of your slots with all its repeats',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), 404: ErrorSchema },
      },
      config: own,
    },
    async (request, reply) => {
      await removeSlot(app.db, callerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/buddy/availability/days-off/:date',
    {
      schema: {
        tags: ['availability'],
        summary: 'Takes a day off: none of your slots is open on that date',
        params: DayOffParamsSchema,
        response: { 204: z.null() },
      },
      config: own,
    },
    async (request, reply) => {
      await addDayOff(app.db, callerOf(request).userId, request.params.date);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/buddy/availability/days-off/:date',
    {
      schema: {
        tags: ['availability'],
        summary: 'Gives a day off back: your slots are open on that date again',
        params: DayOffParamsSchema,
        response: { 204: z.null() },
      },
      config: own,
    },
    async (request, reply) => {
      await removeDayOff(app.db, callerOf(request).userId, request.params.date);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/buddy/availability/travel-buffer',
    {
      schema: {
        tags: ['availability'],
        summary: 'The time you keep free before and after each booked session to get there',
        body: TravelBufferSchema,
        response: { 204: z.null() },
      },
      config: own,
    },
    async (request, reply) => {
      await changeTravelBuffer(app.db, callerOf(request).userId, request.body.minutes);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/buddy/:id/open-times',
    {
      schema: {
        tags: ['availability'],
        summary:
          "A buddy's open times (availability minus booked sessions and travel time, from now on), by slug, for up to 28 days",
        params: z.object({ id: z.string() }),
        querystring: OpenTimesQuerySchema,
        response: { 200: z.array(OpenTimeSchema), 404: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const buddy = await readableBuddy(app.publicReads, callerOf(request), request.params.id);
      return openTimesOf(buddy.buddyId, request.query);
    },
  );
};
