import type { ServerModule } from '../../lib/server-module';
import { accountsPersonalData } from './personal-data';
import { accountRoutes } from './routes';
import { seedDemoAccounts } from './seed';

export const accountsModule: ServerModule = {
  name: 'accounts',
  personalData: accountsPersonalData,
  seed: seedDemoAccounts,
  build: () => ({
    routes: async (app) => {
      await app.register(accountRoutes);
    },
  }),
};
