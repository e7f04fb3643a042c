import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amsterdamDate } from '../../../shared/amsterdam-time';
import { ErrorSchema } from '../../../shared/auth';
import { exportFileName, PRIVACY_TEXTS } from '../../../shared/privacy';
import { AccountDeletionSchema } from '../../../shared/privacy-schemas';
import { now } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { requireSelf } from '../../lib/policy';
import type { PersonalDataContract } from '../../lib/personal-data';
import { callerOf } from '../../plugins/access';
import { findUserById } from '../accounts/users';
import { endPageSession } from '../auth/page-session';
import { checkCurrentPassword } from '../auth/service';
import { deleteAccount } from './deletion';
import { personalDataExport } from './service';

/**
 * The user's data rights (issue 20): the export of everything held about them, and the deletion
 * of their account, both through the modules' personal-data contracts that the app hands in.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{
  contracts: readonly PersonalDataContract[];
}> = async (app, { contracts }) => {
  const uploadsDir = join(app.config.dataDir, 'uploads');

  app.get(
    '/api/gdpr/export/:userId',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Everything held about you, as a JSON file named with the date (your own account only)',
        params: z.object({ userId: z.uuid({ error: PRIVACY_TEXTS.notYours }) }),
        response: {
          200: z.unknown().describe('The export: { exportedAt, userId, then a member per module }'),
          403: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      requireSelf(caller, request.params.userId, PRIVACY_TEXTS.notYours);
      const file = await personalDataExport(app.db, contracts, caller.userId);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(amsterdamDate(now()))}"`,
        )
        .send(file);
    },
  );

  app.delete(
    '/api/account/delete/:userId',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Deletes your account at once and for good (your own only), once your password is checked (wrong ones are limited per account, 429 past the limit): sign-ins end, open sessions end with the other side told, your data is deleted or anonymised; moderators keep a record with your reason',
        params: z.object({ userId: z.uuid({ error: PRIVACY_TEXTS.notYoursToDelete }) }),
        body: AccountDeletionSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      requireSelf(caller, request.params.userId, PRIVACY_TEXTS.notYoursToDelete);
      // Nothing irreversible on a session alone (a borrowed device, a stolen token): the password
      // first, its wrong guesses limited as for every signed-in change (decision 048).
      const user = await findUserById(app.db, caller.userId);
      if (!user) throw notFound(PRIVACY_TEXTS.accountGone);
      await checkCurrentPassword(app.db, user, request.body.currentPassword);
      await deleteAccount(
        app.db,
        contracts,
        caller.userId,
        { reason: request.body.reason ?? null, uploadsDir },
        request.log,
      );
      // Forgotten here at once; other processes hear it from the event.
      app.signIns.forget(caller.userId, null);
      endPageSession(reply);
      return { message: PRIVACY_TEXTS.deleted };
    },
  );
};
