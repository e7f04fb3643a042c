import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isApproved } from '../../../shared/buddy-status';
import { ErrorSchema } from '../../../shared/auth';
import { encodePageCursor } from '../../../shared/page-cursor';
import {
  ModeratedSessionSchema,
  ModeratedUserSchema,
  SESSION_LISTS,
  SessionListQuerySchema,
  UsersQuerySchema,
  ProfileReviewSchema,
  ReinstatementSchema,
  SuspensionSchema,
  StatusDecisionSchema,
  StatusChangeSchema,
  type ModeratedSession,
  type ModeratedUser,
  type SessionList,
  type StatusChange,
  type StatusDecision,
} from '../../../shared/moderation';
import { callerOf } from '../../plugins/access';
import { moderatedProfiles, type ModeratedProfile } from '../buddies/staff-reads';
import { changeAccountStatus, presentStatusChange, statusHistory } from '../buddies/status';
import { latestInterviews } from '../expert/interviews';
import { markNotified, moderatorSessions } from '../sessions/oversight';
import { linkPages } from '../../lib/pages';
import { moderatedUsers } from './repository';
import { reinstateAccount, suspendAccount } from './service';

type ModeratedRow = Awaited<ReturnType<typeof moderatedUsers>>[number];
type Interviews = Awaited<ReturnType<typeof latestInterviews>>;

/** SPEC section 3 "User (moderator view)" from a row of `moderatedUsers` and its buddy side. */
function presentModeratedUser(
  { user, ...learner }: ModeratedRow,
  profile: ModeratedProfile | undefined,
  interviews: Interviews,
): ModeratedUser {
  const interview = interviews.get(user.id);
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    username: user.username,
    role: user.role,
    profileStatus: user.profileStatus,
    isApproved: isApproved(user.profileStatus),
    profilePhoto: user.photo,
    languageLearning: user.role === 'learner' ? (learner.languageLearning ?? null) : null,
    languagesTeaching: profile?.languagesTeaching?.join(', ') ?? null,
    bio: (user.role === 'learner' ? learner.learnerBio : profile?.buddyAbout) ?? null,
    createdAt: user.createdAt.toISOString(),
    moderatorNotes: profile?.moderatorNotes ?? null,
    interviewScheduledDate:
      interview && interview.status !== 'cancelled' ? interview.startsAt : null,
    interviewFeedback: interview?.feedback ?? null,
    buddyProfile:
      user.role === 'buddy' && profile && profile.buddySlug !== null
        ? {
            hourlyRate: profile.lowestRateCents === null ? null : profile.lowestRateCents / 100,
            slug: profile.buddySlug,
            description: profile.buddyDescription ?? '',
          }
        : null,
    activities: profile?.activities ?? [],
  };
}

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      schema: {
        tags: ['moderation'],
        summary:
          "The moderators' list of accounts, newest first, by role and status; older ones at the Link rel=next",
        querystring: UsersQuerySchema,
        response: { 200: z.array(ModeratedUserSchema), 400: ErrorSchema },
      },
      config: { access: ['moderator'] },
    },
    async (request, reply): Promise<ModeratedUser[]> => {
      const { role, status, before, limit } = request.query;
      const rows = await moderatedUsers(app.db, { roles: role, status, before, limit });
      const last = rows.at(-1);
      linkPages(reply, '/api/users', {
        next:
          rows.length === limit && last
            ? {
                ...(role && { role: role.join(',') }),
                ...(status && { status }),
                before: encodePageCursor({ at: last.user.createdAt, id: last.user.id }),
                limit: String(limit),
              }
            : null,
      });
      const [profiles, interviews] = await Promise.all([
        moderatedProfiles(
          app.db,
          rows.map((row) => row.user.id),
        ),
        latestInterviews(
          app.db,
          rows.filter((row) => row.user.role === 'buddy').map((row) => row.user.id),
        ),
      ]);
      return rows.map((row) => presentModeratedUser(row, profiles.get(row.user.id), interviews));
    },
  );

  app.post(
    '/api/moderator/review-profile/:id',
    {
      schema: {
        tags: ['moderation'],
        summary:
          "A moderator's review of a pending buddy: to the learning expert (approved) or rejected",
        params: z.object({ id: z.uuid({ error: 'Buddy not found' }) }),
        body: ProfileReviewSchema,
        response: {
          200: StatusDecisionSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
      config: { access: ['moderator'] },
    },
    async (request): Promise<StatusDecision> => {
      const { id } = request.params;
      const profileStatus = await changeAccountStatus(app.db, {
        userId: id,
        to: request.body.approved ? 'expert_review' : 'rejected',
        actor: { id: callerOf(request).userId, role: 'moderator' },
        note: request.body.notes,
      });
      return { id, profileStatus, isApproved: isApproved(profileStatus) };
    },
  );

  app.get(
    '/api/users/:id/status-history',
    {
      schema: {
        tags: ['moderation'],
        summary: "A buddy's status history, oldest first: who moved them, when, and the notes",
        params: z.object({ id: z.uuid({ error: 'Buddy not found' }) }),
        response: { 200: z.array(StatusChangeSchema), 400: ErrorSchema },
      },
      config: { access: ['moderator'] },
    },
    async (request): Promise<StatusChange[]> =>
      (await statusHistory(app.db, request.params.id)).map(presentStatusChange),
  );

  const AccountParams = z.object({ id: z.uuid({ error: 'Account not found' }) });
  const decision = {
    200: StatusDecisionSchema,
    400: ErrorSchema,
    404: ErrorSchema,
    409: ErrorSchema,
  };

  app.post(
    '/api/moderator/suspend/:id',
    {
      schema: {
        tags: ['moderation'],
        summary:
          'Suspends a learner or buddy with a reason: sign-ins end, sign-in is refused, a buddy leaves discovery, open proposals and upcoming sessions end (the other sides told)',
        params: AccountParams,
        body: SuspensionSchema,
        response: decision,
      },
      config: { access: ['moderator'] },
    },
    async (request): Promise<StatusDecision> => {
      const { id } = request.params;
      const ended = await suspendAccount(app.db, callerOf(request), id, request.body.reason);
      app.signIns.forget(ended.userId, ended.authSessionIds);
      return { id, profileStatus: 'suspended', isApproved: isApproved('suspended') };
    },
  );

  app.post(
    '/api/moderator/reinstate/:id',
    {
      schema: {
        tags: ['moderation'],
        summary:
          'Reinstates a suspended learner or buddy: they may sign in, a buddy is listed again',
        params: AccountParams,
        body: ReinstatementSchema,
        response: decision,
      },
      config: { access: ['moderator'] },
    },
    async (request): Promise<StatusDecision> => {
      const { id } = request.params;
      await reinstateAccount(app.db, callerOf(request), id, request.body.notes);
      return { id, profileStatus: 'approved', isApproved: true };
    },
  );

  for (const list of Object.keys(SESSION_LISTS) as SessionList[]) {
    app.get(
      `/api/moderator/${list}`,
      {
        schema: {
          tags: ['moderation'],
          summary: `Sessions for moderators (${SESSION_LISTS[list]}), by start, newest first; older ones at the Link rel=next`,
          querystring: SessionListQuerySchema,
          response: { 200: z.array(ModeratedSessionSchema), 400: ErrorSchema },
        },
        config: { access: ['moderator'] },
      },
      async (request, reply): Promise<ModeratedSession[]> => {
        const { before, limit } = request.query;
        const page = await moderatorSessions(app.db, callerOf(request), list, { before, limit });
        linkPages(reply, `/api/moderator/${list}`, {
          next: page.before ? { before: page.before, limit: String(limit) } : null,
        });
        return page.sessions;
      },
    );
  }

  app.post(
    '/api/moderator/mark-notified/:id',
    {
      schema: {
        tags: ['moderation'],
        summary: 'A moderator marks a session as seen to (the first mark stays)',
        params: z.object({ id: z.uuid({ error: 'Proposal not found' }) }),
        response: { 200: ModeratedSessionSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
      config: { access: ['moderator'] },
    },
    async (request) => markNotified(app.db, callerOf(request), request.params.id),
  );
};
