import type { ServerModule } from '../../lib/server-module';
import { matchingRoutes } from './routes';

/** Matching (decision 057): ranks listed buddies for a learner. Reads; owns no table. */
export const matchingModule: ServerModule = {
  name: 'matching',
  build: () => ({
    routes: async (app) => {
      await app.register(matchingRoutes);
    },
  }),
};
