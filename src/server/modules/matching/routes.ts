import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  BuddyMatchSchema,
  LearnerBuddyParamsSchema,
  LearnerParamsSchema,
  LearnersQuerySchema,
  MatchOverrideInputSchema,
  StaffMatchesSchema,
  SteeredLearnerSchema,
} from '../../../shared/matching-schemas';
import { encodePageCursor } from '../../../shared/page-cursor';
import { callerOf } from '../../plugins/access';
import { linkPages } from '../../lib/pages';
import { rolesWith } from '../../lib/policy';
import type { Rankings } from './rankings';
import {
  matchesFor,
  removeOverride,
  setOverride,
  staffMatchesFor,
  steeredLearners,
} from './service';

/**
 * A learner's matches (issue 39): listed buddies ranked for them, with the reasons; and the
 * pins and hides their Buddies team sets on them (decision 064).
 */
export const matchingRoutes: FastifyPluginAsyncZod<{ rankings: Rankings }> = async (
  app,
  { rankings },
) => {
  app.get(
    '/api/learner/matches',
    {
      schema: {
        tags: ['matching'],
        summary: 'The buddies that suit you best, each with why; none until your form says',
        response: { 200: z.array(BuddyMatchSchema) },
      },
      config: { access: ['learner'] },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      // Kept while nothing happens to the learner (their form, staff's pins and hides tell them)
      // and to buddies and their open times (decision 023).
      return app.userReads.send(
        request,
        reply,
        userId,
        () => matchesFor(app.db, rankings, userId),
        {
          showsOpenTimes: true,
        },
      );
    },
  );

  const staff = { access: rolesWith('steer-matches') };

  app.get(
    '/api/learners',
    {
      schema: {
        tags: ['matching'],
        summary:
          'Learners to steer matches for, newest first, by part of their name: what their matching form says, no contact details; older ones at the Link rel=next',
        querystring: LearnersQuerySchema,
        response: { 200: z.array(SteeredLearnerSchema), 400: ErrorSchema },
      },
      config: staff,
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      const { learners, next } = await steeredLearners(app.db, request.query);
      linkPages(reply, '/api/learners', {
        next: next && {
          ...(q && { q }),
          before: encodePageCursor(next),
          limit: String(limit),
        },
      });
      return learners;
    },
  );

  app.get(
    '/api/users/:id/matches',
    {
      schema: {
        tags: ['matching'],
        summary: "A learner's matches as they see them, and the buddies staff pinned or hid",
        params: LearnerParamsSchema,
        response: { 200: StaffMatchesSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
      config: staff,
    },
    async (request) => staffMatchesFor(app.db, rankings, request.params.id),
  );

  app.put(
    '/api/users/:id/matches/:buddyId',
    {
      schema: {
        tags: ['matching'],
        summary:
          "Pins a listed buddy (by slug) first in a learner's matches with a note they read, or hides them; replaces what was set",
        params: LearnerBuddyParamsSchema,
        body: MatchOverrideInputSchema,
        response: { 204: z.null(), 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
      config: staff,
    },
    async (request, reply) => {
      const { id, buddyId } = request.params;
      await setOverride(app.db, app.publicReads, callerOf(request), id, buddyId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/users/:id/matches/:buddyId',
    {
      schema: {
        tags: ['matching'],
        summary: "Removes a buddy's pin or hide (by slug) from a learner's matches",
        params: LearnerBuddyParamsSchema,
        response: { 204: z.null(), 400: ErrorSchema, 404: ErrorSchema },
      },
      config: staff,
    },
    async (request, reply) => {
      await removeOverride(app.db, request.params.id, request.params.buddyId);
      return reply.code(204).send(null);
    },
  );
};
