import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { EmailChangeHalf } from '../../../shared/email-change';
import type { Executor } from '../../db/client';
import { emailChangeRequests } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { sqlInstant } from '../../lib/clock';

export type EmailChangeRequest = typeof emailChangeRequests.$inferSelect;

const open = and(isNull(emailChangeRequests.completedAt), isNull(emailChangeRequests.cancelledAt));

/** Open and not yet expired: its links can still be confirmed. */
const pendingAt = (at: Date) => and(open, gt(emailChangeRequests.expiresAt, sqlInstant(at)));

const HALVES = {
  current: {
    tokenHash: emailChangeRequests.currentTokenHash,
    verifiedAt: emailChangeRequests.currentVerifiedAt,
  },
  new: {
    tokenHash: emailChangeRequests.newTokenHash,
    verifiedAt: emailChangeRequests.newVerifiedAt,
  },
} as const;

/** A pending request whose link of this half has this token and is not yet confirmed. */
const usable = (half: EmailChangeHalf, tokenHash: string, at: Date) =>
  and(eq(HALVES[half].tokenHash, tokenHash), isNull(HALVES[half].verifiedAt), pendingAt(at));

export async function findUsableEmailChange(
  db: Executor,
  half: EmailChangeHalf,
  tokenHash: string,
  at: Date,
) {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(usable(half, tokenHash, at))
    .limit(1);
  return row;
}

/**
 * The same request, still usable, locked until the transaction ends: verifications at once take
 * turns, and the later one finds it confirmed (or completed) by the earlier.
 */
export async function lockUsableEmailChange(
  tx: Executor,
  id: string,
  half: EmailChangeHalf,
  tokenHash: string,
  at: Date,
) {
  const [row] = await tx
    .select()
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.id, id), usable(half, tokenHash, at)))
    .for('update');
  return row;
}

/** Ends every open request of the user (a new one replaces them). */
export async function cancelOpenEmailChanges(tx: Executor, userId: string, at: Date) {
  await tx
    .update(emailChangeRequests)
    .set({ cancelledAt: at })
    .where(and(eq(emailChangeRequests.userId, userId), open));
}

/** Cancels the user's pending request; false when there is none. */
export async function cancelPendingEmailChange(db: Executor, userId: string, at: Date) {
  const rows = await db
    .update(emailChangeRequests)
    .set({ cancelledAt: at })
    .where(and(eq(emailChangeRequests.userId, userId), pendingAt(at)))
    .returning({ id: emailChangeRequests.id });
  return rows.length > 0;
}

export async function insertEmailChange(
  tx: Executor,
  values: typeof emailChangeRequests.$inferInsert,
) {
  await tx.insert(emailChangeRequests).values(values);
}

export async function confirmEmailChangeHalf(
  tx: Executor,
  id: string,
  half: EmailChangeHalf,
  at: Date,
) {
  const set = half === 'current' ? { currentVerifiedAt: at } : { newVerifiedAt: at };
  await tx.update(emailChangeRequests).set(set).where(eq(emailChangeRequests.id, id));
}

export async function completeEmailChange(tx: Executor, id: string, at: Date) {
  await tx
    .update(emailChangeRequests)
    .set({ completedAt: at })
    .where(eq(emailChangeRequests.id, id));
}

/**
 * The user's latest request. Requests are made one at a time (under the account's lock), and a
 * new one cancels the open one: of two made in the same millisecond, the open one is the later.
 */
export async function latestEmailChange(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.userId, userId))
    .orderBy(
      desc(emailChangeRequests.createdAt),
      sql`${emailChangeRequests.cancelledAt} is null desc`,
    )
    .limit(1);
  return row;
}

/** The account's email is the new address, verified by the change that set it. */
export async function setAccountEmail(tx: Executor, userId: string, email: string, at: Date) {
  await tx
    .update(users)
    .set({ email, emailVerifiedAt: at, updatedAt: at })
    .where(eq(users.id, userId));
}
