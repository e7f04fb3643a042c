import type { ServerModule } from '../../lib/server-module';
import { moderationRecordRoutes } from './record-routes';
import { moderationRoutes } from './routes';
import { undeliveredRoutes } from './undelivered-routes';

export const moderationModule: ServerModule = {
  name: 'moderation',
  build: () => ({
    routes: async (app) => {
      await app.register(moderationRoutes);
      await app.register(moderationRecordRoutes);
      await app.register(undeliveredRoutes);
    },
  }),
};
