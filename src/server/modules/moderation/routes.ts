import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isApproved } from '../../../shared/buddy-status';
import { ModeratedUserSchema, type ModeratedUser } from '../../../shared/moderation';
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
};
