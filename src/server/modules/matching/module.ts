import type { ServerModule } from '../../lib/server-module';
import { matchingRoutes } from './routes';
import { matchOrderOf } from './service';

/**
 * Matching (decision 057): ranks listed buddies for a learner, for their matches and for the
 * buddies list's recommended order (decision 063). Reads; owns no table.
 */
export const matchingModule: ServerModule = {
  name: 'matching',
  build: ({ db }) => ({
    routes: async (app) => {
      await app.register(matchingRoutes);
    },
    matchOrder: matchOrderOf(db),
  }),
};
