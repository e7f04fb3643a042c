import { and, eq, sql } from 'drizzle-orm';
import { outbox } from '../db/schema/outbox';
import { foldByOctets } from './calendar-lines';
import { MAIL_TOPIC, type MailCalendar } from './mailer';
import {
  jsonWithoutMentions,
  rewriteMentions,
  rowsAbout,
  tableNames,
  withoutMentions,
  type PersonalDataContract,
} from './personal-data';

/**
 * Outbox work without mentions of a deleted user. A mail's calendar file is read unfolded (a
 * name may have been folded across two lines), and folded again after.
 */
function workWithoutMentions(payload: unknown, mentions: RegExp): unknown {
  const { calendar, ...rest } = payload as { calendar?: MailCalendar };
  return {
    ...jsonWithoutMentions(rest, mentions),
    ...(calendar && {
      calendar: {
        ...calendar,
        content: foldByOctets(
          withoutMentions(calendar.content.replace(/\r\n[\t ]/g, ''), mentions),
        ),
      },
    }),
  };
}

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
  async eraseFor(tx, user) {
    // Mails to the user, sent or waiting, are theirs alone: deleted (none goes out any more).
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.topic, MAIL_TOPIC),
          sql`lower(${outbox.payload} ->> 'to') = ${user.email.toLowerCase()}`,
        ),
      );
    // Mails to others that named the user (a proposal, a calendar title) name 'Deleted user'.
    await rewriteMentions(tx, user, outbox, {
      key: outbox.id,
      columns: [outbox.payload],
      rewrite: workWithoutMentions,
    });
  },
};
