import type { ServerModule } from '../../lib/server-module';
import { activityRoutes } from './activity-routes';
import { discoveryRoutes } from './discovery-routes';
import { buddiesPersonalData } from './personal-data';
import { startPublicReads } from './public-reads';
import { seedDemoReviews } from './seed';
import { BUDDY_STATUS_MAIL_TOPIC, buddyStatusMailHandler } from './status-mails';

export const buddiesModule: ServerModule = {
  name: 'buddies',
  personalData: buddiesPersonalData,
  seed: seedDemoReviews,
  build: ({ db }) => ({
    routes: async (app) => {
      // Availability, after this module, reads buddies from the same memory.
      app.decorate('publicReads', startPublicReads(db, app.eventBus));
      await app.register(activityRoutes);
      await app.register(discoveryRoutes);
    },
    outbox: { [BUDDY_STATUS_MAIL_TOPIC]: buddyStatusMailHandler(db) },
  }),
};
