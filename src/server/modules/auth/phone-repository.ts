import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { now, sqlInstant } from '../../lib/clock';

/**
 * The user's phone code that can still be used (a newer one ends the older ones), locked until
 * the transaction ends: parallel verifications of one code take turns, and the second finds it
 * used.
 */
export async function lockUsablePhoneCode(tx: Executor, userId: string) {
  const [row] = await tx
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'phone_verification'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sqlInstant(now())),
      ),
    )
    .orderBy(desc(userTokens.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Counts a wrong code against a phone code; `end` makes it unusable. */
export async function countWrongPhoneCode(tx: Executor, id: string, end: boolean) {
  await tx
    .update(userTokens)
    .set({
      failedAttempts: sql`${userTokens.failedAttempts} + 1`,
      ...(end ? { usedAt: now() } : {}),
    })
    .where(eq(userTokens.id, id));
}

export async function usePhoneCode(tx: Executor, id: string) {
  await tx.update(userTokens).set({ usedAt: now() }).where(eq(userTokens.id, id));
}

/** The account's phone is the verified number. */
export async function markPhoneVerified(tx: Executor, userId: string, phone: string) {
  const at = now();
  await tx
    .update(users)
    .set({ phone, phoneVerifiedAt: at, updatedAt: at })
    .where(eq(users.id, userId));
}
