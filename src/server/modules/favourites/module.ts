import type { ServerModule } from '../../lib/server-module';
import { FAVOURITES_MAIL_TOPIC, favouritesMailHandler } from './news';
import { favouritesPersonalData } from './personal-data';
import { favouritesRoutes } from './routes';

export const favouritesModule: ServerModule = {
  name: 'favourites',
  personalData: favouritesPersonalData,
  build: ({ db, config }) => ({
    routes: async (app) => {
      await app.register(favouritesRoutes);
    },
    outbox: { [FAVOURITES_MAIL_TOPIC]: favouritesMailHandler(db, config.linkSecret) },
  }),
};
