import type { ServerModule } from '../../lib/server-module';
import { matchingPersonalData } from './personal-data';
import { startRankings, type Rankings } from './rankings';
import { matchingRoutes } from './routes';
import { matchOrderOf } from './service';

/**
 * Matching (decision 057): ranks listed buddies for a learner, for their matches and for the
 * buddies list's recommended order (decision 063), with staff's pins and hides (decision 064),
 * the one table it owns. Rankings are kept a while (decision 068).
 */
export const matchingModule: ServerModule = {
  name: 'matching',
  personalData: matchingPersonalData,
  build: ({ db }) => {
    // Started with the routes: the event bus that makes them forget is the app's by then.
    let rankings: Rankings | undefined;
    const kept: Rankings = {
      of(learnerId, list) {
        if (!rankings) throw new Error('matching asked before its routes registered');
        return rankings.of(learnerId, list);
      },
    };
    return {
      routes: async (app) => {
        rankings = startRankings(db, app.eventBus);
        await app.register(matchingRoutes, { rankings: kept });
      },
      matchOrder: matchOrderOf(db, kept),
    };
  },
};
