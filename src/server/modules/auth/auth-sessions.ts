import type { Executor } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import { extendAuthSession, findLiveAuthSession, insertAuthSession } from './repository';

const DAY = 24 * 60 * 60 * 1000;
/** A session ends after 14 days without use, and 60 days after sign-in whatever happens. */
export const AUTH_SESSION_IDLE_MS = 14 * DAY;
export const AUTH_SESSION_ABSOLUTE_MS = 60 * DAY;
/** Sliding the expiry costs a write: do it at most once an hour per session. */
const EXTEND_EVERY_MS = 60 * 60 * 1000;

/** The address of a sign-in as sessions keep it: hashed, never in readable form. */
export const addressHashOf = (address: string) => hashToken(`address:${address}`);

export async function startAuthSession(db: Executor, userId: string, address?: string) {
  const token = newToken();
  const now = clockNow().getTime();
  await insertAuthSession(db, {
    userId,
    addressHash: address === undefined ? null : addressHashOf(address),
    tokenHash: hashToken(token),
    createdAt: new Date(now),
    lastUsedAt: new Date(now),
    expiresAt: new Date(now + AUTH_SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(now + AUTH_SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** The caller behind a bearer token, sliding its session forward; undefined when not live. */
export async function resumeAuthSession(db: Executor, token: string) {
  const session = await findLiveAuthSession(db, hashToken(token));
  if (!session) return undefined;
  const now = clockNow().getTime();
  if (now - session.lastUsedAt.getTime() > EXTEND_EVERY_MS) {
    const expiresAt = new Date(
      Math.min(now + AUTH_SESSION_IDLE_MS, session.absoluteExpiresAt.getTime()),
    );
    await extendAuthSession(db, session.id, expiresAt);
  }
  return session;
}
