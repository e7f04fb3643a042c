import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  UNSUBSCRIBE_API,
  UNSUBSCRIBE_PAGE,
  UnsubscribeKindSchema,
  type UnsubscribeKind,
} from '../../shared/unsubscribe';
import { link } from './links';

/**
 * Signed unsubscribe links (decision 065): `<kind>.<user id>.<HMAC-SHA256>`, keyed with the
 * configuration's LINK_SECRET. Nothing is stored: the signature alone says the server made the
 * link for that user and that kind of mail, and cannot be made without the secret. A link stays
 * good until the secret changes: a mail read months later still stops what it sends.
 */

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The signature covers what the link is for, so that no other signed text passes for one. */
const signature = (secret: string, kind: UnsubscribeKind, userId: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${kind}\n${userId}`).digest('base64url');

export const unsubscribeToken = (secret: string, kind: UnsubscribeKind, userId: string) =>
  `${kind}.${userId}.${signature(secret, kind, userId)}`;

/** Whom and what a token names, when the server signed it; otherwise null. */
export function readUnsubscribeToken(
  secret: string | undefined,
  token: string,
): { kind: UnsubscribeKind; userId: string } | null {
  if (!secret) return null;
  const [kindText, userId, given, ...rest] = token.split('.');
  const kind = UnsubscribeKindSchema.safeParse(kindText);
  if (rest.length > 0 || !kind.success || !userId || !given) return null;
  if (!USER_ID.test(userId) || !SIGNATURE.test(given)) return null;
  const expected = Buffer.from(signature(secret, kind.data, userId));
  // Constant time: how much of a forged signature matched must not show in the answer's time.
  if (!timingSafeEqual(Buffer.from(given), expected)) return null;
  return { kind: kind.data, userId };
}

/**
 * What a mail of `kind` to `userId` carries to stop such mails: the page its visible link opens,
 * and the List-Unsubscribe headers of RFC 8058 for the mail client's own button. None without
 * a secret (production without LINK_SECRET).
 */
export function unsubscribeLinks(
  secret: string | undefined,
  kind: UnsubscribeKind,
  userId: string,
): { page: string; headers: Record<string, string> } | null {
  if (!secret) return null;
  const token = encodeURIComponent(unsubscribeToken(secret, kind, userId));
  return {
    page: link(`${UNSUBSCRIBE_PAGE}?token=${token}`),
    headers: {
      'List-Unsubscribe': `<${link(`${UNSUBSCRIBE_API}?token=${token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
