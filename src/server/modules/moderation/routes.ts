import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isApproved } from '../../../shared/buddy-status';
import { ErrorSchema } from '../../../shared/auth';
import {
  ModeratedUserSchema,
  ProfileReviewSchema,
  StatusDecisionSchema,
  type ModeratedUser,
  type StatusDecision,
} from '../../../shared/moderation';
import { callerOf } from '../../plugins/access';
import { changeBuddyStatus } from '../buddies/status';
import { newestUsers } from './repository';

const USERS_MAX = 500;

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      schema: {
        tags: ['moderation'],
        summary: `The moderators' list of accounts, newest first (at most ${USERS_MAX})`,
        response: { 200: z.array(ModeratedUserSchema) },
      },
      config: { access: ['moderator'] },
    },
    async (): Promise<ModeratedUser[]> =>
      (await newestUsers(app.db, USERS_MAX)).map(({ user, ...profile }) => ({
        id: user.id,
        fullName: user.fullName,
        email: user.email,
        username: user.username,
        role: user.role,
        profileStatus: user.profileStatus,
        isApproved: isApproved(user.profileStatus),
        profilePhoto: user.photo,
        languageLearning: user.role === 'learner' ? (profile.languageLearning ?? null) : null,
        languagesTeaching: profile.languagesTeaching?.join(', ') ?? null,
        createdAt: user.createdAt.toISOString(),
      })),
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
      const profileStatus = await changeBuddyStatus(app.db, {
        buddyId: id,
        to: request.body.approved ? 'expert_review' : 'rejected',
        actor: { id: callerOf(request).userId, role: 'moderator' },
        note: request.body.notes,
      });
      return { id, profileStatus, isApproved: isApproved(profileStatus) };
    },
  );
};
