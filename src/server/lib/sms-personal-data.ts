import { and, eq, or, sql } from 'drizzle-orm';
import { outbox } from '../db/schema/outbox';
import { rowsAbout, type PersonalDataContract } from './personal-data';
import { dutchE164, SMS_TOPIC } from './sms';

const textsOf = (userId: string) => sql`${outbox.payload} ->> 'userId' = ${userId}`;

/**
 * The text messages sent for the user's account (phone codes), as the outbox keeps them. Their
 * rows are in the outbox, whose table the mail contract lists.
 */
export const smsPersonalData: PersonalDataContract = {
  module: 'sms',
  tables: [],
  async exportFor(db, user) {
    const rows = await rowsAbout(db, outbox, and(eq(outbox.topic, SMS_TOPIC), textsOf(user.id)));
    return {
      texts: rows.map((row) => ({
        createdAt: row.createdAt,
        sentAt: row.doneAt,
        ...(row.payload as object),
      })),
    };
  },
  async eraseFor(tx, user) {
    // Texts for the account, and any to its number, sent or waiting, go (none goes out any more).
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.topic, SMS_TOPIC),
          or(
            textsOf(user.id),
            user.phone ? sql`${outbox.payload} ->> 'to' = ${dutchE164(user.phone)}` : undefined,
          ),
        ),
      );
  },
};
