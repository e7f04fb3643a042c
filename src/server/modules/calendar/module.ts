import type { ServerModule } from '../../lib/server-module';
import { INTERVIEW_REMINDER_TOPIC, interviewReminderHandler } from './interview-reminders';
import { calendarPersonalData } from './personal-data';
import { calendarRoutes } from './routes';
import { SESSION_REMINDER_TOPIC, sessionReminderHandler } from './session-reminders';

export const calendarModule: ServerModule = {
  name: 'calendar',
  personalData: calendarPersonalData,
  build: ({ db }) => ({
    routes: async (app) => {
      await app.register(calendarRoutes);
    },
    outbox: {
      [SESSION_REMINDER_TOPIC]: sessionReminderHandler(db),
      [INTERVIEW_REMINDER_TOPIC]: interviewReminderHandler(db),
    },
  }),
};
