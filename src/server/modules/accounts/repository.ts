import { eq, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buddyActivities, buddyProfiles } from '../../db/schema/buddies';
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

/** Values of `column` equal to `base` or starting with `base-`, to pick a free suffix. */
async function takenLike(
  db: Executor,
  column: typeof users.username | typeof buddyProfiles.slug,
  base: string,
) {
  const table = column === users.username ? users : buddyProfiles;
  const rows = await db
    .select({ value: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${base}-%`)));
  return new Set(rows.map((r) => r.value));
}

function firstFree(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function freeUsername(db: Executor, base: string) {
  return firstFree(base, await takenLike(db, users.username, base));
}

/** Paths under /buddy/ that are screens, not profiles. */
const RESERVED_SLUGS = ['profile', 'dashboard', 'edit', 'new'];

export async function freeBuddySlug(db: Executor, base: string) {
  const taken = await takenLike(db, buddyProfiles.slug, base);
  for (const reserved of RESERVED_SLUGS) taken.add(reserved);
  return firstFree(base, taken);
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

export async function insertBuddyProfile(db: Executor, profile: typeof buddyProfiles.$inferInsert) {
  await db.insert(buddyProfiles).values(profile);
}

export async function insertBuddyActivities(
  db: Executor,
  rows: (typeof buddyActivities.$inferInsert)[],
) {
  await db.insert(buddyActivities).values(rows);
}
