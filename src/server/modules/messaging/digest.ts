import { createElement } from 'react';
import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { link } from '../../lib/links';
import { enqueueMail } from '../../lib/mailer';
import { enqueueOnce, type OutboxHandler } from '../../lib/outbox';
import { NewMessagesMail } from '../../mails/new-messages';
import { renderMail } from '../../mails/render-mail';
import { MAIL_TEXTS } from '../../mails/texts';
import { messageText, storedLine } from '../../../shared/session-lines';
import { findPerson, markMailed, unmailedUnread } from './repository';

export const MESSAGE_DIGEST_TOPIC = 'message-digest';
/** How long a message may wait unread before its receiver is mailed about it. */
export const MESSAGE_DIGEST_DELAY_MS = 15 * 60_000;
/** Messages quoted in one mail; the rest are counted. */
const QUOTED_MAX = 10;
const SNIPPET_LENGTH = 140;

/** After a message: the receiver is mailed once, a while later, if it is still unread then. */
export async function scheduleDigest(tx: Executor, receiverId: string) {
  await enqueueOnce(
    tx,
    MESSAGE_DIGEST_TOPIC,
    { userId: receiverId },
    new Date(now().getTime() + MESSAGE_DIGEST_DELAY_MS),
  );
}

const snippet = (text: string) =>
  text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH - 1)}…` : text;

/**
 * Mails a user what is still unread and not mailed yet, in one mail, and marks it mailed:
 * someone who read their messages in the meantime gets nothing. Runs as outbox work, so it is
 * done once even with several processes.
 */
export function messageDigestHandler(db: Database): OutboxHandler {
  return {
    async work(payload) {
      const userId = String(payload.userId);
      await db.transaction(async (tx) => {
        const unread = await unmailedUnread(tx, userId);
        const receiver = await findPerson(tx, userId);
        if (unread.length === 0 || !receiver) return;
        await markMailed(
          tx,
          unread.map((m) => m.id),
          now(),
        );
        const oldestFirst = [...unread].reverse();
        await enqueueMail(
          tx,
          renderMail(
            receiver.email,
            MAIL_TEXTS.newMessages.subject,
            createElement(NewMessagesMail, {
              name: receiver.name,
              messages: oldestFirst.slice(0, QUOTED_MAX).map((m) => ({
                from: m.senderName,
                text: snippet(messageText({ ...m, line: storedLine(m.lineKind, m.lineTerms) })),
              })),
              more: Math.max(0, unread.length - QUOTED_MAX),
              link: link('/messages'),
            }),
          ),
        );
      });
    },
    keep: (payload) => payload,
  };
}
