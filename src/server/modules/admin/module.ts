import type { ServerModule } from '../../lib/server-module';
import { localAdminRoutes } from './routes';

export const adminModule: ServerModule = {
  name: 'admin',
  // Only for `npm run user:create` beside an embedded database, which hands the secret.
  build: ({ config, localAdminSecret }) =>
    localAdminSecret
      ? {
          routes: async (app) => {
            await app.register(localAdminRoutes, {
              secret: localAdminSecret,
              testClock: config.testClock,
            });
          },
        }
      : {},
};
