import type { ServerModule } from '../../lib/server-module';
import { expertPersonalData } from './personal-data';
import { expertRoutes } from './routes';
import { seedDemoInterview } from './seed';

export const expertModule: ServerModule = {
  name: 'expert',
  personalData: expertPersonalData,
  seed: seedDemoInterview,
  build: () => ({
    routes: async (app) => {
      await app.register(expertRoutes);
    },
  }),
};
