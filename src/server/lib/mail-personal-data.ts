import { and, eq, sql } from 'drizzle-orm';
import { outbox } from '../db/schema/outbox';
import { MAIL_TOPIC } from './mailer';
import { rowsAbout, tableNames, type PersonalDataContract } from './personal-data';

/** The mails sent to the user's address, as the outbox keeps them (cut to what may be kept). */
export const mailPersonalData: PersonalDataContract = {
  module: 'mail',
  tables: tableNames(outbox),
  async exportFor(db, user) {
    const rows = await rowsAbout(
      db,
      outbox,
      and(eq(outbox.topic, MAIL_TOPIC), sql`${outbox.payload} ->> 'to' = ${user.email}`),
    );
    return { mails: rows.map((row) => ({ createdAt: row.createdAt, ...(row.payload as object) })) };
  },
};
