import { createElement } from 'react';
import { FAVOURITES_EVENTS } from '../../../shared/favourites';
import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { tellUsers } from '../../lib/event-bus';
import { link } from '../../lib/links';
import { unsubscribeLinks } from '../../lib/unsubscribe-links';
import { enqueueMail } from '../../lib/mailer';
import { enqueue, enqueueOnce, type OutboxHandler } from '../../lib/outbox';
import { attemptAll, type RateRule } from '../../lib/rate-limits';
import { FavouritesNewTimesMail } from '../../mails/favourites-new-times';
import { renderMail } from '../../mails/render-mail';
import { MAIL_TEXTS } from '../../mails/texts';
import { findUserById } from '../accounts/users';
import { MAIL_LIMITS } from '../auth/service';
import { markNewTimes, markNewTimesMailed, unmailedNewTimes } from './repository';

export const FAVOURITES_MAIL_TOPIC = 'favourites-new-times';
/** How long after a favourite's first new time the mail waits: a buddy adds several at once. */
export const FAVOURITES_MAIL_DELAY_MS = 15 * 60_000;

/** The news of favourites is mailed to a learner once a day at most. */
export const FAVOURITES_MAIL_LIMITS = {
  perLearner: { scope: 'favourites-mail:learner', max: 1, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateRule>;

/**
 * A buddy added open time (a slot, a day off given back), in that change's transaction: every
 * learner who saved them sees it on their dashboard (their open tabs at once), and is mailed
 * a while later.
 */
export async function tellFavouriteOpened(tx: Executor, buddyId: string) {
  const at = now();
  const learnerIds = await markNewTimes(tx, buddyId, at);
  await tellUsers(
    tx,
    learnerIds.map((userId) => ({ userId, name: FAVOURITES_EVENTS.newTimes, data: {} })),
  );
  for (const learnerId of learnerIds) {
    await enqueueOnce(
      tx,
      FAVOURITES_MAIL_TOPIC,
      { learnerId },
      new Date(at.getTime() + FAVOURITES_MAIL_DELAY_MS),
    );
  }
}

/**
 * Mails a learner which of their favourites opened new times since the last such mail, to
 * learners who keep its own consent on (their settings, decision 061), with a link that stops
 * it without a sign-in and the headers of a one-click unsubscribe (decision 065). Within a day
 * of the last one (or past the recipient's mail limit) it waits for the day to end instead, so
 * that nothing is lost and nobody hears twice a day. Runs as outbox work.
 */
export function favouritesMailHandler(db: Database, linkSecret: string | undefined): OutboxHandler {
  return {
    async work(payload) {
      const learnerId = String(payload.learnerId);
      await db.transaction(async (tx) => {
        const buddies = await unmailedNewTimes(tx, learnerId);
        if (buddies.length === 0) return;
        const learner = await findUserById(tx, learnerId);
        if (!learner?.favouritesMailConsent) {
          await markNewTimesMailed(tx, learnerId);
          return;
        }
        const allowed = await attemptAll(tx, [
          [FAVOURITES_MAIL_LIMITS.perLearner, learnerId],
          [MAIL_LIMITS.perRecipient, learner.email],
        ]);
        if (!allowed.allowed) {
          // Not enqueueOnce: this work's own row still waits until it is done.
          const later = new Date(now().getTime() + allowed.retryAfter * 1000);
          await enqueue(tx, FAVOURITES_MAIL_TOPIC, { learnerId }, later);
          return;
        }
        await markNewTimesMailed(tx, learnerId);
        const unsubscribe = unsubscribeLinks(linkSecret, 'favourites-news', learnerId);
        const mail = renderMail(
          learner.email,
          MAIL_TEXTS.favouritesNewTimes.subject,
          createElement(FavouritesNewTimesMail, {
            name: learner.fullName,
            buddies: buddies.map((b) => ({ name: b.name, link: link(`/buddy/${b.slug}`) })),
            link: link('/learner/dashboard'),
            settingsLink: link('/profile/settings#privacy-settings'),
            unsubscribeLink: unsubscribe?.page ?? null,
          }),
        );
        await enqueueMail(tx, { ...mail, ...(unsubscribe && { headers: unsubscribe.headers }) });
      });
    },
    keep: (payload) => payload,
  };
}
