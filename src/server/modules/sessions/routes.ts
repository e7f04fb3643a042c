import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  BookingSchema,
  BookingsQuerySchema,
  BuddyStatisticsSchema,
  SessionSummarySchema,
} from '../../../shared/bookings';
import {
  AnswerProposalSchema,
  ModifyProposalSchema,
  NewProposalSchema,
  ProposalSchema,
  ProposalsQuerySchema,
} from '../../../shared/proposals-schemas';
import { InstantBookingSchema } from '../../../shared/instant-booking';
import { encodePageCursor } from '../../../shared/page-cursor';
import {
  CancelSessionSchema,
  EditSessionSchema,
  MoveSessionSchema,
  NewReviewSchema,
  ReportSessionSchema,
  ReviewSchema,
} from '../../../shared/session-actions-schemas';
import { linkPages } from '../../lib/pages';
import { callerOf } from '../../plugins/access';
import { editSession } from './edit';
import { bookInstantly } from './instant-booking';
import {
  cancelSession,
  confirmSession,
  needingConfirmation,
  reportSession,
  reviewSession,
} from './lifecycle';
import {
  answerAsBuddy,
  answerAsLearner,
  bookingsOf,
  proposal,
  proposalsOf,
  propose,
} from './service';
import { answerMove, askMove, withdrawMove } from './moves';
import { buddyStatistics } from './statistics';
import { sessionSummary } from './summary';

const ById = z.object({ id: z.uuid({ error: 'Proposal not found' }) });
const answered = {
  200: ProposalSchema,
  400: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
};

/** The reader, when they read their own sessions (a moderator reading someone's is not kept). */
const ownRead = (caller: { userId: string }, id: string) => (caller.userId === id ? id : undefined);

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Whether a booking waits for the learner's payment (decision 038). */
  const payments = app.config.payments ? 'on' : 'off';

  app.post(
    '/api/proposals',
    {
      schema: {
        tags: ['proposals'],
        summary: 'Propose a session to a buddy; posts it in your chat and mails the buddy',
        body: NewProposalSchema,
        response: { 201: ProposalSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
      config: { access: ['learner'] },
    },
    async (request, reply) =>
      reply.code(201).send(await propose(app.db, callerOf(request), request.body)),
  );

  app.post(
    '/api/sessions/instant',
    {
      schema: {
        tags: ['sessions'],
        summary:
          "Book one of a buddy's open times for an activity they offer with instant booking: waiting for payment, or booked with payments off",
        body: InstantBookingSchema,
        response: { 201: ProposalSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
      config: { access: ['learner'] },
    },
    async (request, reply) =>
      reply.code(201).send(await bookInstantly(app.db, callerOf(request), request.body, payments)),
  );

  for (const side of ['learner', 'buddy'] as const) {
    app.get(
      `/api/proposals/${side}/:id`,
      {
        schema: {
          tags: ['proposals'],
          summary: `A ${side}'s proposals and sessions, latest first (themselves or moderators)`,
          params: z.object({ id: z.uuid() }),
          querystring: ProposalsQuerySchema,
          response: { 200: z.array(ProposalSchema), 400: ErrorSchema },
        },
        config: { access: 'signed-in' },
      },
      async (request, reply) => {
        const { id } = request.params;
        const caller = callerOf(request);
        return app.userReads.send(request, reply, ownRead(caller, id), async () => {
          const page = await proposalsOf(app.db, caller, side, id, request.query);
          linkPages(reply, `/api/proposals/${side}/${id}`, {
            next: page.next && {
              before: encodePageCursor(page.next),
              limit: String(request.query.limit),
            },
          });
          return page.proposals;
        });
      },
    );
  }

  for (const [segment, side] of [
    ['user', 'learner'],
    ['buddy', 'buddy'],
  ] as const) {
    app.get(
      `/api/bookings/${segment}/:id`,
      {
        schema: {
          tags: ['sessions'],
          summary: `A ${side}'s sessions for the calendar (themselves or moderators); ?week=YYYY-MM-DD for one week`,
          params: z.object({ id: z.uuid() }),
          querystring: BookingsQuerySchema,
          response: { 200: z.array(BookingSchema), 400: ErrorSchema },
        },
        config: { access: 'signed-in' },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const { id } = request.params;
        return app.userReads.send(request, reply, ownRead(caller, id), () =>
          bookingsOf(app.db, caller, side, id, request.query.week),
        );
      },
    );
  }

  app.get(
    '/api/bookings/needing-confirmation',
    {
      schema: {
        tags: ['sessions'],
        summary: "The caller's sessions that have ended and wait for their confirmation",
        response: { 200: z.array(BookingSchema) },
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return app.userReads.send(request, reply, caller.userId, () =>
        needingConfirmation(app.db, caller),
      );
    },
  );

  app.get(
    '/api/buddy/statistics',
    {
      schema: {
        tags: ['sessions'],
        summary:
          "The buddy's completed sessions, bookings ahead, earnings (their share of completed sessions, from the ledger, by week and month) and rating",
        response: { 200: BuddyStatisticsSchema },
      },
      config: { access: ['buddy'] },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      return app.userReads.send(request, reply, userId, () => buddyStatistics(app.db, userId));
    },
  );

  app.get(
    '/api/bookings/summary',
    {
      schema: {
        tags: ['sessions'],
        summary: "The caller's session counters and the sessions waiting for their review",
        response: { 200: SessionSummarySchema },
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return app.userReads.send(request, reply, caller.userId, () =>
        sessionSummary(app.db, caller),
      );
    },
  );

  app.get(
    '/api/proposals/:id',
    {
      schema: {
        tags: ['proposals'],
        summary: 'One proposal, to its learner, its buddy and moderators',
        params: ById,
        response: { 200: ProposalSchema, 404: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => proposal(app.db, callerOf(request), request.params.id),
  );

  for (const answer of ['approve', 'reject'] as const) {
    app.post(
      `/api/proposals/:id/${answer}`,
      {
        schema: {
          tags: ['proposals'],
          summary: `The buddy ${answer}s a pending proposal`,
          params: ById,
          body: AnswerProposalSchema,
          response: answered,
        },
        config: { access: ['buddy'] },
      },
      async (request) =>
        answerAsBuddy(app.db, callerOf(request), request.params.id, answer, request.body, payments),
    );
  }

  app.post(
    '/api/proposals/:id/modify',
    {
      schema: {
        tags: ['proposals'],
        summary: 'The buddy suggests another time, place or duration (a counter-proposal)',
        params: ById,
        body: ModifyProposalSchema,
        response: answered,
      },
      config: { access: ['buddy'] },
    },
    async (request) =>
      answerAsBuddy(app.db, callerOf(request), request.params.id, 'modify', request.body, payments),
  );

  app.post(
    '/api/proposals/:id/confirm-session',
    {
      schema: {
        tags: ['sessions'],
        summary: 'After its end, the learner or the buddy confirms the session; both: completed',
        params: ById,
        response: { 200: ProposalSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request) => confirmSession(app.db, callerOf(request), request.params.id),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/api/proposals/:id/${answer}`,
      {
        schema: {
          tags: ['proposals'],
          summary: `The learner ${answer}s the buddy's counter-proposal`,
          params: ById,
          body: AnswerProposalSchema,
          response: answered,
        },
        config: { access: ['learner'] },
      },
      async (request) =>
        answerAsLearner(
          app.db,
          callerOf(request),
          request.params.id,
          answer,
          request.body,
          payments,
        ),
    );
  }

  app.post(
    '/api/proposals/:id/move',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'The learner or the buddy asks to move a booked session (time, length or place) up to 24 hours before it starts; until the other side accepts, it stays as booked',
        params: ById,
        body: MoveSessionSchema,
        response: answered,
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request) => askMove(app.db, callerOf(request), request.params.id, request.body),
  );

  for (const [answer, event] of [
    ['accept', 'accept-move'],
    ['decline', 'decline-move'],
  ] as const) {
    app.post(
      `/api/proposals/:id/move/${answer}`,
      {
        schema: {
          tags: ['sessions'],
          summary: `The other side ${answer}s the move asked of a booked session`,
          params: ById,
          body: AnswerProposalSchema,
          response: answered,
        },
        config: { access: ['learner', 'buddy'] },
      },
      async (request) =>
        answerMove(app.db, callerOf(request), request.params.id, event, request.body),
    );
  }

  app.post(
    '/api/proposals/:id/move/withdraw',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'The one who asked takes a move back (or the learner keeps the session as booked instead of paying a difference)',
        params: ById,
        response: answered,
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request) => withdrawMove(app.db, callerOf(request), request.params.id),
  );

  app.post(
    '/api/proposals/:id/cancel',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'The learner or the buddy cancels a booked session up to 24 hours before it starts, with a reason',
        params: ById,
        body: CancelSessionSchema,
        response: answered,
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request) => cancelSession(app.db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/proposals/:id/edit',
    {
      schema: {
        tags: ['sessions'],
        summary:
          "The buddy changes a booked session's time or place, up to 24 hours before it starts; the learner is told",
        params: ById,
        body: EditSessionSchema,
        response: { ...answered, 429: ErrorSchema },
      },
      config: { access: ['buddy'] },
    },
    async (request) => editSession(app.db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/proposals/:id/report',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'Instead of confirming, after the end: report a no-show or a problem to the moderators',
        params: ById,
        body: ReportSessionSchema,
        response: answered,
      },
      config: { access: ['learner', 'buddy'] },
    },
    async (request) => reportSession(app.db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/proposals/:id/review',
    {
      schema: {
        tags: ['sessions'],
        summary: "The learner reviews a completed session, once; it shows on the buddy's profile",
        params: ById,
        body: NewReviewSchema,
        response: {
          201: ReviewSchema,
          400: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
      config: { access: ['learner'] },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reviewSession(app.db, callerOf(request), request.params.id, request.body)),
  );
};
