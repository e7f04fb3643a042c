import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authSessions, userTokens, type UserTokenPurpose } from '../../db/schema/auth';
import { liveAccount, users } from '../../db/schema/users';
import { now, sqlInstant } from '../../lib/clock';

export async function insertAuthSession(db: Executor, values: typeof authSessions.$inferInsert) {
  await db.insert(authSessions).values(values);
}

/**
 * The live session for a token hash, with its user's role and account status; none for a
 * deleted account, even one signed in by a race with its deletion.
 */
export async function findLiveAuthSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: authSessions.id,
      userId: authSessions.userId,
      role: users.role,
      accountStatus: users.profileStatus,
      lastUsedAt: authSessions.lastUsedAt,
      expiresAt: authSessions.expiresAt,
      absoluteExpiresAt: authSessions.absoluteExpiresAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sqlInstant(now())),
        liveAccount,
      ),
    )
    .limit(1);
  return row;
}

export async function extendAuthSession(db: Executor, id: string, expiresAt: Date) {
  await db
    .update(authSessions)
    .set({ lastUsedAt: now(), expiresAt })
    .where(eq(authSessions.id, id));
}

/** When a sign-in ends unless used meanwhile; undefined once it has been signed out. */
export async function authSessionExpiry(db: Executor, id: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
  return row?.expiresAt;
}

export async function revokeAuthSession(db: Executor, id: string) {
  await db.update(authSessions).set({ revokedAt: now() }).where(eq(authSessions.id, id));
}

export async function revokeAllAuthSessions(db: Executor, userId: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: now() })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** Ends every live sign-in of a user but one; returns the ids it ended. */
export async function revokeOtherAuthSessions(db: Executor, userId: string, keepId: string) {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: now() })
    .where(
      and(
        eq(authSessions.userId, userId),
        ne(authSessions.id, keepId),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id });
  return rows.map((row) => row.id);
}

export async function insertUserToken(db: Executor, values: typeof userTokens.$inferInsert) {
  await db.insert(userTokens).values(values);
}

const usable = (purpose: UserTokenPurpose, tokenHash: string) =>
  and(
    eq(userTokens.tokenHash, tokenHash),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sqlInstant(now())),
  );

export async function findUsableUserToken(
  db: Executor,
  purpose: UserTokenPurpose,
  tokenHash: string,
) {
  const [row] = await db.select().from(userTokens).where(usable(purpose, tokenHash)).limit(1);
  return row;
}

/** Marks an unused, unexpired token used and returns it; undefined when there is none. */
export async function consumeUserToken(db: Executor, purpose: UserTokenPurpose, tokenHash: string) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now() })
    .where(usable(purpose, tokenHash))
    .returning();
  return row;
}

/** Ends the other outstanding tokens of a purpose (a newer link replaces older ones). */
export async function expireUserTokens(db: Executor, userId: string, purpose: UserTokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: now() })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

/**
 * Holds the account's row until the transaction ends: what is issued for it (phone codes, email
 * change links) is issued one at a time, and an account deletion waits for it.
 */
export async function lockAccount(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function setPassword(db: Executor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now(), updatedAt: now() })
    .where(eq(users.id, userId));
}

/** Whether the account has signed in from this address (hash) in the sessions still kept. */
export async function hasSignedInFrom(db: Executor, userId: string, addressHash: string) {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), eq(authSessions.addressHash, addressHash)))
    .limit(1);
  return row !== undefined;
}
