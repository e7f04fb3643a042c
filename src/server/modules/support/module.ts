import type { ServerModule } from '../../lib/server-module';
import { supportPersonalData } from './personal-data';
import { supportRoutes } from './routes';

export const supportModule: ServerModule = {
  name: 'support',
  personalData: supportPersonalData,
  build: () => ({
    routes: async (app) => {
      await app.register(supportRoutes);
    },
  }),
};
