import type { ServerModule } from '../../lib/server-module';
import { PAYMENT_REMINDER_TOPIC } from '../payments/money';
import { AUTO_COMPLETE_TOPIC, autoCompleteHandler } from './lifecycle';
import { MOVE_LAPSE_TOPIC, moveLapseHandler } from './moves';
import { paymentReminderHandler } from './payment-reminders';
import { sessionsPersonalData } from './personal-data';
import { sessionRoutes } from './routes';

export const sessionsModule: ServerModule = {
  name: 'sessions',
  personalData: sessionsPersonalData,
  build: ({ db }) => ({
    routes: async (app) => {
      await app.register(sessionRoutes);
    },
    outbox: {
      [AUTO_COMPLETE_TOPIC]: autoCompleteHandler(db),
      [MOVE_LAPSE_TOPIC]: moveLapseHandler(db),
      // Payments queue the reminder; what it says is the session's (decision 039).
      [PAYMENT_REMINDER_TOPIC]: paymentReminderHandler(db),
    },
  }),
};
