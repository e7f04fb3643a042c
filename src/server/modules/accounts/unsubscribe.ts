import {
  UNSUBSCRIBE_TEXTS,
  type UnsubscribeKind,
  type UnsubscribeStatus,
} from '../../../shared/unsubscribe';
import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { readUnsubscribeToken } from '../../lib/unsubscribe-links';
import { applyAccountSettings } from './account-settings';
import { findUserById, lockUserById } from './repository';

const HOUR_MS = 60 * 60_000;

/** The consent of the account that each kind of mail asks for: what its link turns off. */
const CONSENT_OF = {
  'favourites-news': 'favouritesMailConsent',
} as const satisfies Record<UnsubscribeKind, string>;

export const UNSUBSCRIBE_LIMITS = {
  /**
   * Per link, not per address: a mail provider posts its users' one-click unsubscribes from a
   * few addresses of its own.
   */
  perLink: { scope: 'unsubscribe:link', max: 20, windowMs: HOUR_MS },
  /** Links that are not ours, per address: someone guessing or forging. */
  badLinksPerAddress: { scope: 'unsubscribe:bad-link', max: 30, windowMs: HOUR_MS },
} satisfies Record<string, RateRule>;

/** The user and kind of mail a signed link names; 400 for anything else. */
async function signedLink(
  db: Executor,
  secret: string | undefined,
  token: string,
  address: string,
) {
  const named = readUnsubscribeToken(secret, token);
  if (!named) {
    await limitAttempts(db, UNSUBSCRIBE_TEXTS.tooMany, [
      [UNSUBSCRIBE_LIMITS.badLinksPerAddress, address],
    ]);
    throw badRequest(UNSUBSCRIBE_TEXTS.badLink);
  }
  await limitAttempts(db, UNSUBSCRIBE_TEXTS.tooMany, [[UNSUBSCRIBE_LIMITS.perLink, token]]);
  return named;
}

/** GET /api/unsubscribe: what a link stops and whether it is still on; changes nothing. */
export async function unsubscribeStatus(
  db: Executor,
  secret: string | undefined,
  token: string,
  address: string,
): Promise<UnsubscribeStatus> {
  const { kind, userId } = await signedLink(db, secret, token, address);
  const user = await findUserById(db, userId);
  return { kind, subscribed: user?.[CONSENT_OF[kind]] ?? false };
}

/**
 * POST /api/unsubscribe: the consent the link's kind of mail asks for is turned off, as in the
 * settings; again, or for an account deleted since, it stays off.
 */
export async function unsubscribe(
  db: Database,
  secret: string | undefined,
  token: string,
  address: string,
): Promise<UnsubscribeStatus> {
  const { kind, userId } = await signedLink(db, secret, token, address);
  await db.transaction(async (tx) => {
    const user = await lockUserById(tx, userId);
    if (user) await applyAccountSettings(tx, user, { [CONSENT_OF[kind]]: false }, now());
  });
  return { kind, subscribed: false };
}
