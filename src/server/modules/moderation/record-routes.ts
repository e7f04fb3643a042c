import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  DeletedUserSchema,
  DeletedUsersQuerySchema,
  type DeletedUser,
} from '../../../shared/moderation';
import { encodePageCursor } from '../../../shared/page-cursor';
import { ModerationReportSchema } from '../../../shared/reports';
import { linkPages } from '../../lib/pages';
import { deletedUsersPage } from './deleted-users';
import { moderationReport } from './reports';

/** What the moderators look back on: deleted accounts and the marketplace's figures. */
export const moderationRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/deleted-users',
    {
      schema: {
        tags: ['moderation'],
        summary:
          'Deleted accounts (name, email, role, when and why), latest first; older ones at the Link rel=next',
        querystring: DeletedUsersQuerySchema,
        response: { 200: z.array(DeletedUserSchema), 400: ErrorSchema },
      },
      config: { access: ['moderator'] },
    },
    async (request, reply): Promise<DeletedUser[]> => {
      const { before, limit } = request.query;
      const users = await deletedUsersPage(app.db, { before, limit });
      const last = users.at(-1);
      linkPages(reply, '/api/deleted-users', {
        next:
          users.length === limit && last
            ? {
                before: encodePageCursor({ at: new Date(last.deletedAt), id: last.id }),
                limit: String(limit),
              }
            : null,
      });
      return users;
    },
  );

  app.get(
    '/api/moderator/reports',
    {
      schema: {
        tags: ['moderation'],
        summary:
          'The Reports tab: sign-ups and sessions by week, buddies by status, days to approval, top activities, open support by age',
        response: { 200: ModerationReportSchema },
      },
      config: { access: ['moderator'] },
    },
    async () => moderationReport(app.db),
  );
};
