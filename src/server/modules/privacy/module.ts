import type { ServerModule } from '../../lib/server-module';
import { privacyRoutes } from './routes';

export const privacyModule: ServerModule = {
  name: 'privacy',
  build: ({ personalData }) => ({
    routes: async (app) => {
      await app.register(privacyRoutes, { contracts: personalData });
    },
  }),
};
