import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { liveAccount, users } from '../../db/schema/users';
import type { ErasedUser } from '../../lib/personal-data';

/** The account to delete as it is, locked; none once deleted (by a deletion just before). */
export async function lockAccount(tx: Executor, userId: string): Promise<ErasedUser | undefined> {
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phone: users.phone,
      photo: users.photo,
      role: users.role,
      profileStatus: users.profileStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), liveAccount))
    .for('update');
  return user;
}
