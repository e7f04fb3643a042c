import type { ServerModule } from '../../lib/server-module';
import { matchingPersonalData } from './personal-data';
import { startRankings } from './rankings';
import { matchingRoutes } from './routes';
import { matchOrderOf } from './service';

/**
 * Matching (decision 057): ranks listed buddies for a learner, for their matches and for the
 * buddies list's recommended order (decision 063), with staff's pins and hides (decision 064),
 * the one table it owns. Rankings are kept a while (decision 068), and the answers made of them
 * as the learner's own reads (decision 069).
 */
export const matchingModule: ServerModule = {
  name: 'matching',
  personalData: matchingPersonalData,
  build: ({ db, events }) => {
    const rankings = startRankings(db, events);
    return {
      routes: async (app) => {
        await app.register(matchingRoutes, { rankings });
      },
      matchOrder: matchOrderOf(db, rankings),
    };
  },
};
