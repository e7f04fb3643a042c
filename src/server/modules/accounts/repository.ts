import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { freeValue } from '../../db/free-value';
import { learnerProfiles, users } from '../../db/schema/users';

export type NewUser = typeof users.$inferInsert;
export type User = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function freeUsername(db: Executor, base: string) {
  return freeValue(db, users.username, base);
}

export async function insertUser(db: Executor, user: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertLearnerProfile(
  db: Executor,
  profile: typeof learnerProfiles.$inferInsert,
) {
  await db.insert(learnerProfiles).values(profile);
}
