import { mailPersonalData } from './lib/mail-personal-data';
import type { PersonalDataContract } from './lib/personal-data';
import { smsPersonalData } from './lib/sms-personal-data';
import { MODULES } from './modules';

/**
 * Every personal-data contract (src/server/lib/personal-data.ts): the modules' in module order,
 * then the outbox's text messages and mail, which clean up after the others (the texts before the
 * mail, which would rewrite their number). The data export and the account deletion
 * (modules/privacy) are built from it, and modules/privacy/privacy.test.ts fails when a table
 * about users is in none of them.
 */
export const PERSONAL_DATA: readonly PersonalDataContract[] = [
  ...MODULES.flatMap((module) => module.personalData ?? []),
  smsPersonalData,
  mailPersonalData,
];
