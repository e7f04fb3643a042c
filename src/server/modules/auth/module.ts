import type { ServerModule } from '../../lib/server-module';
import { LiveAuthSessions } from './auth-sessions';
import { emailChangeRoutes } from './email-change-routes';
import { authPersonalData } from './personal-data';
import { phoneVerificationRoutes } from './phone-verification-routes';
import { authRoutes } from './routes';
import { verifyDemoBuddyEmails } from './seed';

export const authModule: ServerModule = {
  name: 'auth',
  personalData: authPersonalData,
  seed: verifyDemoBuddyEmails,
  build: ({ db, smsAvailable }) => ({
    signIns: new LiveAuthSessions(db),
    routes: async (app) => {
      await app.register(authRoutes);
      await app.register(phoneVerificationRoutes, { smsAvailable });
      await app.register(emailChangeRoutes);
    },
  }),
};
