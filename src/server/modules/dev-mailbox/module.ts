import type { ServerModule } from '../../lib/server-module';
import { devMailboxRoutes } from './routes';
import { devSmsRoutes } from './sms-routes';

export const devMailboxModule: ServerModule = {
  name: 'dev-mailbox',
  // What would have been sent, shown to developers only: never in production.
  build: ({ config }) =>
    config.production
      ? {}
      : {
          routes: async (app) => {
            await app.register(devMailboxRoutes);
            await app.register(devSmsRoutes);
          },
        },
};
