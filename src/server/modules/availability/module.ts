import type { ServerModule } from '../../lib/server-module';
import { availabilityPersonalData } from './personal-data';
import { availabilityRoutes } from './routes';
import { seedDemoAvailability } from './seed';
import { openTimeSummaryJob } from './summary-refresh';

export const availabilityModule: ServerModule = {
  name: 'availability',
  personalData: availabilityPersonalData,
  seed: seedDemoAvailability,
  build: () => ({
    routes: async (app) => {
      await app.register(availabilityRoutes);
    },
    jobs: [openTimeSummaryJob],
  }),
};
