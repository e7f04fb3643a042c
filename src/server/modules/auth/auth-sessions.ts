import type { Executor } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { ReadCache } from '../../lib/read-cache';
import type { SignIns } from '../../lib/sign-ins';
import { hashToken, newToken } from '../../lib/tokens';
import {
  authSessionExpiry,
  extendAuthSession,
  findLiveAuthSession,
  insertAuthSession,
} from './repository';

const DAY = 24 * 60 * 60 * 1000;
/** A session ends after 14 days without use, and 60 days after sign-in whatever happens. */
export const AUTH_SESSION_IDLE_MS = 14 * DAY;
export const AUTH_SESSION_ABSOLUTE_MS = 60 * DAY;
/** Sliding the expiry costs a write: do it at most once an hour per session. */
const EXTEND_EVERY_MS = 60 * 60 * 1000;
/** How long a process trusts a session it has read without reading it again. */
export const LIVE_AUTH_SESSIONS_TTL_MS = 60_000;
/** Sessions a process keeps in memory at most; the oldest go first. */
const LIVE_AUTH_SESSIONS_MAX = 20_000;

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

/** When a sign-in ends unless used meanwhile; undefined once signed out (open event streams ask). */
export const signInExpiry = (db: Executor, authSessionId: string) =>
  authSessionExpiry(db, authSessionId);

type LiveAuthSession = NonNullable<Awaited<ReturnType<typeof findLiveAuthSession>>>;

/**
 * The sign-ins this process has recently checked, by token hash, with their account's role and
 * status, so that a signed-in read costs no query. An ended sign-in is forgotten at once in the
 * process that ended it (`forget`) and, through the `auth-sessions-ended` event, in every other
 * process a moment later; so are a user's sign-ins when their status changes (a suspension,
 * the `own-profile` change, decision 018). An expired one is refused by the clock. Expiry
 * slides forward with a write at most once an hour.
 */
export class LiveAuthSessions implements SignIns {
  private readonly cache = new ReadCache<string, LiveAuthSession | undefined>(
    LIVE_AUTH_SESSIONS_TTL_MS,
    LIVE_AUTH_SESSIONS_MAX,
  );

  constructor(private readonly db: Executor) {}

  /** The caller behind a bearer token, sliding its session forward; undefined when not live. */
  async resume(token: string): Promise<LiveAuthSession | undefined> {
    const tokenHash = hashToken(token);
    const session = await this.cache.get(tokenHash, () => findLiveAuthSession(this.db, tokenHash));
    if (!session) return undefined;
    const now = clockNow().getTime();
    if (session.expiresAt.getTime() <= now) {
      this.cache.delete(tokenHash);
      return undefined;
    }
    if (now - session.lastUsedAt.getTime() > EXTEND_EVERY_MS) {
      // Marked first: parallel requests of one session write once.
      session.lastUsedAt = new Date(now);
      session.expiresAt = new Date(
        Math.min(now + AUTH_SESSION_IDLE_MS, session.absoluteExpiresAt.getTime()),
      );
      await extendAuthSession(this.db, session.id, session.expiresAt);
    }
    return session;
  }

  /** Every sign-in: read again on its next request (events of ended ones may have been missed). */
  forgetAll() {
    this.cache.clear();
  }

  /** Ended sign-ins of a user: these (ids), or all of them (`null`). */
  forget(userId: string, authSessionIds: readonly string[] | null) {
    this.cache.deleteWhere(
      (session) =>
        session !== undefined &&
        session.userId === userId &&
        (authSessionIds === null || authSessionIds.includes(session.id)),
    );
  }
}
