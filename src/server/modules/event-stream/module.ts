import type { ServerModule } from '../../lib/server-module';
import { eventStreamPersonalData } from './personal-data';
import { eventStreamRoutes } from './routes';

export const eventStreamModule: ServerModule = {
  name: 'event-stream',
  personalData: eventStreamPersonalData,
  build: () => ({
    routes: async (app) => {
      await app.register(eventStreamRoutes);
    },
  }),
};
