import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { link } from '../../lib/links';
import { enqueueMail } from '../../lib/mailer';
import { sessionMail } from './session-mail';
import type { OutboxHandler } from '../../lib/outbox';
import { moneyNewsOf, paymentToRemind } from '../payments/money-news';
import { moneyWords } from './money-words';
import { partyOf, termLines } from './presenter';
import { findSession } from './repository';
import { moveOf } from './terms';
import { SESSION_MAIL_TEXTS } from './texts';

const TEXTS = SESSION_MAIL_TEXTS.paymentReminder;

/**
 * A few hours before a payment's deadline (decision 039), its learner is reminded once, whichever
 * process runs the job, if it still waits: what to pay, by when, and the way to pay.
 */
export function paymentReminderHandler(db: Database): OutboxHandler {
  return {
    // Ids only: kept whole.
    keep: (payload) => payload,
    async work(payload) {
      await db.transaction(async (tx) => {
        const at = now();
        const payment = await paymentToRemind(tx, String(payload.paymentId), at);
        if (!payment) return;
        const row = (await findSession(tx, payment.sessionId))!;
        const said = moneyWords(await moneyNewsOf(tx, row.session.id, at), 'learner', row);
        const terms = (payment.kind === 'move' && moveOf(row.session)) || row.session;
        const news =
          payment.kind === 'move'
            ? TEXTS.move(row.activityTitle, row.buddyName)
            : TEXTS.booking(row.activityTitle, row.buddyName);
        await enqueueMail(tx, {
          ...sessionMail(partyOf(row, 'learner'), TEXTS.subject(said.subject ?? news), {
            news,
            terms: termLines(terms, 'learner'),
            money: said.lines,
            link: said.pay?.link ?? link('/messages'),
            ...(said.pay && { action: said.pay.action }),
          }),
        });
      });
    },
  };
}
