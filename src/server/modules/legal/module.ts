import type { ServerModule } from '../../lib/server-module';
import { legalRoutes } from './routes';

export const legalModule: ServerModule = {
  name: 'legal',
  build: () => ({
    routes: async (app) => {
      await app.register(legalRoutes);
    },
  }),
};
