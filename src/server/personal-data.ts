import { mailPersonalData } from './lib/mail-personal-data';
import type { PersonalDataContract } from './lib/personal-data';
import { smsPersonalData } from './lib/sms-personal-data';
import { accountsPersonalData } from './modules/accounts/personal-data';
import { authPersonalData } from './modules/auth/personal-data';
import { availabilityPersonalData } from './modules/availability/personal-data';
import { buddiesPersonalData } from './modules/buddies/personal-data';
import { calendarPersonalData } from './modules/calendar/personal-data';
import { eventStreamPersonalData } from './modules/event-stream/personal-data';
import { expertPersonalData } from './modules/expert/personal-data';
import { messagingPersonalData } from './modules/messaging/personal-data';
import { paymentsPersonalData } from './modules/payments/personal-data';
import { sessionsPersonalData } from './modules/sessions/personal-data';
import { supportPersonalData } from './modules/support/personal-data';

/**
 * Every module's personal-data contract (src/server/lib/personal-data.ts), in one list as the
 * outbox's handlers are: the data export and the account deletion (modules/privacy) are built
 * from it, and modules/privacy/privacy.test.ts fails when a table about users is in none of them.
 * A deletion erases in this order: the account first, so that what the others write on the way
 * (the other side's mail about a cancelled session) already reads 'Deleted user'; the events, the
 * text messages and the mail last, as they clean up after the others (the texts before the mail,
 * which would rewrite their number).
 */
export const PERSONAL_DATA: readonly PersonalDataContract[] = [
  accountsPersonalData,
  authPersonalData,
  buddiesPersonalData,
  availabilityPersonalData,
  sessionsPersonalData,
  messagingPersonalData,
  supportPersonalData,
  calendarPersonalData,
  expertPersonalData,
  paymentsPersonalData,
  eventStreamPersonalData,
  smsPersonalData,
  mailPersonalData,
];
