import type { ServerModule } from '../../lib/server-module';
import { MESSAGE_DIGEST_TOPIC, messageDigestHandler } from './digest';
import { messagingPersonalData } from './personal-data';
import { messagingRoutes } from './routes';

export const messagingModule: ServerModule = {
  name: 'messaging',
  personalData: messagingPersonalData,
  build: ({ db }) => ({
    routes: async (app) => {
      await app.register(messagingRoutes);
    },
    outbox: { [MESSAGE_DIGEST_TOPIC]: messageDigestHandler(db) },
  }),
};
