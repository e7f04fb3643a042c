import type { ServerModule } from '../../lib/server-module';
import { healthRoutes } from './routes';

export const healthModule: ServerModule = {
  name: 'health',
  build: () => ({
    routes: async (app) => {
      await app.register(healthRoutes);
    },
  }),
};
