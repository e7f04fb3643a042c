import type { ServerModule } from './lib/server-module';
import { accountsModule } from './modules/accounts/module';
import { adminModule } from './modules/admin/module';
import { authModule } from './modules/auth/module';
import { availabilityModule } from './modules/availability/module';
import { buddiesModule } from './modules/buddies/module';
import { calendarModule } from './modules/calendar/module';
import { devMailboxModule } from './modules/dev-mailbox/module';
import { eventStreamModule } from './modules/event-stream/module';
import { expertModule } from './modules/expert/module';
import { favouritesModule } from './modules/favourites/module';
import { healthModule } from './modules/health/module';
import { legalModule } from './modules/legal/module';
import { matchingModule } from './modules/matching/module';
import { messagingModule } from './modules/messaging/module';
import { moderationModule } from './modules/moderation/module';
import { paymentsModule } from './modules/payments/module';
import { privacyModule } from './modules/privacy/module';
import { sessionsModule } from './modules/sessions/module';
import { supportModule } from './modules/support/module';

/**
 * Every server module, in the order the app registers their routes, the demo seed runs their
 * steps and an account deletion erases their data. Accounts come first: the seed's later steps
 * add to its accounts, and a deletion that erases the account first lets what the others write
 * on the way (the other side's mail about a cancelled session) read 'Deleted user'. Buddies come
 * before favourites and availability, which read buddies from their public reads (and
 * availability tells favourites of new times); the event stream after the modules whose data it
 * cleans up after.
 */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  legalModule,
  accountsModule,
  authModule,
  buddiesModule,
  favouritesModule,
  availabilityModule,
  sessionsModule,
  matchingModule,
  messagingModule,
  supportModule,
  calendarModule,
  moderationModule,
  expertModule,
  privacyModule,
  paymentsModule,
  eventStreamModule,
  devMailboxModule,
  adminModule,
];
