import { eq } from 'drizzle-orm';
import type { Executor } from './db/client';
import { users } from './db/schema/users';
import { mailPersonalData } from './lib/mail-personal-data';
import { now } from './lib/clock';
import type { PersonalDataContract } from './lib/personal-data';
import { accountsPersonalData } from './modules/accounts/personal-data';
import { authPersonalData } from './modules/auth/personal-data';
import { availabilityPersonalData } from './modules/availability/personal-data';
import { buddiesPersonalData } from './modules/buddies/personal-data';
import { calendarPersonalData } from './modules/calendar/personal-data';
import { eventsPersonalData } from './modules/events/personal-data';
import { expertPersonalData } from './modules/expert/personal-data';
import { messagingPersonalData } from './modules/messaging/personal-data';
import { sessionsPersonalData } from './modules/sessions/personal-data';
import { supportPersonalData } from './modules/support/personal-data';

/**
 * Every module's personal-data contract (src/server/lib/personal-data.ts), in one list as the
 * outbox's handlers are: the user's data export is built from it, and personal-data.test.ts
 * fails when a table about users is in none of them.
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
  eventsPersonalData,
  expertPersonalData,
  mailPersonalData,
];

/** Everything held about a user, by module and section; undefined for an unknown user. */
export async function exportPersonalData(db: Executor, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const parts = await Promise.all(PERSONAL_DATA.map((contract) => contract.exportFor(db, user)));
  return {
    exportedAt: now().toISOString(),
    userId: user.id,
    ...Object.fromEntries(PERSONAL_DATA.map((contract, i) => [contract.module, parts[i]])),
  };
}
