import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  ExpertProfileSchema,
  ExpertProfilesQuerySchema,
  InterviewCancelSchema,
  InterviewDaySchema,
  InterviewDaysQuerySchema,
  InterviewInvitationSchema,
  InterviewPlaceSchema,
  InterviewRescheduleSchema,
  InterviewSchema,
  InterviewSlotSchema,
  InterviewSlotsQuerySchema,
  InterviewVerdictSchema,
} from '../../../shared/interviews';
import { encodePageCursor } from '../../../shared/page-cursor';
import { linkPages } from '../../lib/pages';
import { rolesWith } from '../../lib/policy';
import { callerOf } from '../../plugins/access';
import {
  cancelInterview,
  completeInterview,
  expertProfiles,
  interviewDaysIn,
  interviewPlace,
  inviteToInterview,
  rescheduleInterview,
  setUsualInterviewPlace,
  slotsOf,
} from './service';

const Id = z.object({ id: z.uuid({ error: 'Not found' }) });
const REFUSALS = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const MOVE_ANSWERS = { 200: InterviewSchema, ...REFUSALS };

/**
 * The learning expert's side of vetting buddies (SPEC section 7 `/api/expert/*`, issue 18).
 * Besides the spec's three calls:
 * - `GET /api/expert/slots?date=YYYY-MM-DD`: the day's interview slots, which are free for the
 *   caller (the scheduling dialog disables the others);
 * - `GET /api/expert/interview-days?month=YYYY-MM`: the days of the month holding the caller's
 *   interviews (scheduled or held), which the month calendar marks;
 * - `GET` and `PUT /api/expert/interview-place` `{ where }`: the expert's usual place (an address
 *   or an https video-call link), given to new invitations that name none;
 * - `POST /api/expert/interviews/{id}/reschedule` `{ timeSlot }`: a scheduled interview to another
 *   slot, the buddy mailed the updated calendar file;
 * - `POST /api/expert/interviews/{id}/cancel` `{ reason? }`: called off, the buddy back in
 *   expert_review to be invited again, mailed a CANCEL file.
 * Interview moves answer the interview as it is now.
 */
export const expertRoutes: FastifyPluginAsyncZod = async (app) => {
  const interviewers = rolesWith('interview-buddies');

  app.get(
    '/api/expert/profiles',
    {
      schema: {
        tags: ['expert'],
        summary:
          'Buddies under interview (expert_review, interview_scheduled) and those interviewed (status interview_completed: whatever the verdict), newest application first, with the application, moderator notes, status history, interview and outcome',
        querystring: ExpertProfilesQuerySchema,
        response: { 200: z.array(ExpertProfileSchema), 400: ErrorSchema },
      },
      config: { access: rolesWith('read-buddy-under-interview') },
    },
    async (request, reply) => {
      const { status, limit } = request.query;
      const page = await expertProfiles(app.db, request.query);
      linkPages(reply, '/api/expert/profiles', {
        next: page.next && {
          ...(status && { status }),
          before: encodePageCursor(page.next),
          limit: String(limit),
        },
      });
      return page.profiles;
    },
  );

  app.get(
    '/api/expert/slots',
    {
      schema: {
        tags: ['expert'],
        summary:
          "A day's interview slots (09:00-16:30 Amsterdam time, none on weekends), each free unless passed or taken by your interviews",
        querystring: InterviewSlotsQuerySchema,
        response: { 200: z.array(InterviewSlotSchema), 400: ErrorSchema },
      },
      config: { access: interviewers },
    },
    async (request) => slotsOf(app.db, callerOf(request), request.query.date),
  );

  app.get(
    '/api/expert/interview-days',
    {
      schema: {
        tags: ['expert'],
        summary:
          'The days of a month (Amsterdam) holding your interviews, scheduled or held, with how many',
        querystring: InterviewDaysQuerySchema,
        response: { 200: z.array(InterviewDaySchema), 400: ErrorSchema },
      },
      config: { access: interviewers },
    },
    async (request) => interviewDaysIn(app.db, callerOf(request), request.query.month),
  );

  app.get(
    '/api/expert/interview-place',
    {
      schema: {
        tags: ['expert'],
        summary: 'Your usual place for interviews: an address or a video-call link, or none',
        response: { 200: InterviewPlaceSchema },
      },
      config: { access: interviewers },
    },
    async (request) => interviewPlace(app.db, callerOf(request)),
  );

  app.put(
    '/api/expert/interview-place',
    {
      schema: {
        tags: ['expert'],
        summary:
          'Sets your usual place for interviews (where: { kind: place, place } or { kind: video, link } with an https link; null removes it), given to your next invitations',
        body: InterviewPlaceSchema,
        response: { 200: InterviewPlaceSchema, 400: ErrorSchema },
      },
      config: { access: interviewers },
    },
    async (request) => setUsualInterviewPlace(app.db, callerOf(request), request.body.where),
  );

  app.post(
    '/api/expert/send-interview-invitation/:id',
    {
      schema: {
        tags: ['expert'],
        summary:
          'Invites a buddy in expert_review to an interview at a free slot (timeSlot, ISO, at most 90 days ahead) and a place (where; left out: your usual place): interview_scheduled, mailed with a calendar file',
        params: Id,
        body: InterviewInvitationSchema,
        response: { 201: InterviewSchema, ...REFUSALS },
      },
      config: { access: interviewers },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await inviteToInterview(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/expert/interviews/:id/reschedule',
    {
      schema: {
        tags: ['expert'],
        summary:
          'Moves your scheduled interview to another free slot, or to another place (where), or both; the buddy is mailed',
        params: Id,
        body: InterviewRescheduleSchema,
        response: MOVE_ANSWERS,
      },
      config: { access: interviewers },
    },
    async (request) =>
      rescheduleInterview(app.db, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/expert/interviews/:id/cancel',
    {
      schema: {
        tags: ['expert'],
        summary:
          'Calls your scheduled interview off: the buddy is back in expert_review and is mailed',
        params: Id,
        body: InterviewCancelSchema,
        response: MOVE_ANSWERS,
      },
      config: { access: interviewers },
    },
    async (request) =>
      cancelInterview(app.db, callerOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/expert/complete-interview/:id',
    {
      schema: {
        tags: ['expert'],
        summary:
          "Completes the buddy's interview with your verdict and feedback: approved (listed at once) or rejected, the buddy mailed; before its planned start, it moves to the half hour up to now and the buddy's calendar is mailed the update",
        params: Id,
        body: InterviewVerdictSchema,
        response: MOVE_ANSWERS,
      },
      config: { access: interviewers },
    },
    async (request) =>
      completeInterview(app.db, callerOf(request), request.params.id, request.body),
  );
};
