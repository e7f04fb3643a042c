import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { PageCursor } from '../../../shared/page-cursor';
import type { Executor } from '../../db/client';
import { freeValue } from '../../db/free-value';
import { containing } from '../../db/like';
import { prepared } from '../../db/prepared';
import { learnerProfiles, liveAccount, staffProfiles, users } from '../../db/schema/users';
import { buddyProfile } from '../buddies/joins';
import { offersJson } from '../buddies/offers';

export type NewUser = typeof users.$inferInsert;
export type User = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), liveAccount))
    .limit(1);
  return row;
}

/** A new name on the account (the name every screen shows, whatever the role). */
export async function renameAccount(db: Executor, id: string, fullName: string, at: Date) {
  await db.update(users).set({ fullName, updatedAt: at }).where(eq(users.id, id));
}

export async function findUserById(db: Executor, id: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveAccount))
    .limit(1);
  return row;
}

/**
 * Live learners for the staff who steer their matches (decision 064), newest first by keyset
 * pages, by part of their name: the name, when they joined and what their matching form says;
 * nothing of how to reach them.
 */
export async function learnersByName(
  db: Executor,
  filter: { q?: string | undefined; before?: PageCursor | undefined; limit: number },
) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      createdAt: users.createdAt,
      languageLearning: learnerProfiles.languageLearning,
      proficiencyLevel: learnerProfiles.proficiencyLevel,
      goals: learnerProfiles.goals,
      districts: learnerProfiles.districts,
    })
    .from(users)
    .leftJoin(learnerProfiles, eq(learnerProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'learner'),
        liveAccount,
        filter.q ? ilike(users.fullName, containing(filter.q)) : undefined,
        filter.before
          ? sql`(${users.createdAt}, ${users.id}) < (${filter.before.at.toISOString()}::timestamptz, ${filter.before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit);
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

/** What every own profile shows of the account. */
const ownAccount = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  photo: users.photo,
  profileStatus: users.profileStatus,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};
export type OwnAccount = { [K in keyof typeof ownAccount]: User[K] };

const userId = sql.placeholder('userId');

const learnerAccount = prepared((db) =>
  db
    .select({
      account: ownAccount,
      profile: {
        languageLearning: learnerProfiles.languageLearning,
        proficiencyLevel: learnerProfiles.proficiencyLevel,
        availability: learnerProfiles.availability,
        availabilitySlots: learnerProfiles.availabilitySlots,
        bio: learnerProfiles.bio,
        interests: learnerProfiles.interests,
        age: learnerProfiles.age,
        gender: learnerProfiles.gender,
        goals: learnerProfiles.goals,
        activityIds: learnerProfiles.activityIds,
        districts: learnerProfiles.districts,
        budgetMaxCents: learnerProfiles.budgetMaxCents,
      },
    })
    .from(users)
    .leftJoin(learnerProfiles, eq(learnerProfiles.userId, users.id))
    .where(and(eq(users.id, userId), liveAccount))
    .prepare('learner_account'),
);

/** An account with its learner profile, if it has one: one read. */
export async function findLearnerAccount(db: Executor, id: string) {
  const [row] = await learnerAccount(db).execute({ userId: id });
  return row;
}

const buddyAccount = prepared((db) =>
  db
    .select({
      account: ownAccount,
      profile: {
        slug: buddyProfile.slug,
        description: buddyProfile.description,
        about: buddyProfile.about,
        location: buddyProfile.location,
        availability: buddyProfile.availability,
        languages: buddyProfile.languages,
        districts: buddyProfile.districts,
      },
      offers: offersJson(users.id),
    })
    .from(users)
    .leftJoin(buddyProfile, eq(buddyProfile.userId, users.id))
    .where(and(eq(users.id, userId), liveAccount))
    .prepare('buddy_account'),
);

/** An account with its buddy profile and offers, if it has them: one read. */
export async function findBuddyAccount(db: Executor, id: string) {
  const [row] = await buddyAccount(db).execute({ userId: id });
  return row;
}

// The profiles' own reads and writes (learner-profile.ts, staff-profile.ts, account-settings.ts).

/** A live account, locked for a change in the caller's transaction. */
export async function lockUserById(tx: Executor, id: string): Promise<User | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveAccount))
    .limit(1)
    .for('update');
  return row;
}

/** The account's own settings (phone, consents) as changed at `at`. */
export async function updateAccountSettings(
  tx: Executor,
  id: string,
  set: Partial<NewUser>,
  at: Date,
) {
  await tx
    .update(users)
    .set({ ...set, updatedAt: at })
    .where(eq(users.id, id));
}

/** The account's photo becomes the stored file at `photo`. */
export async function setAccountPhoto(tx: Executor, id: string, photo: string, at: Date) {
  await tx.update(users).set({ photo, updatedAt: at }).where(eq(users.id, id));
}

type LearnerProfileFields = Partial<Omit<typeof learnerProfiles.$inferInsert, 'userId'>>;

/** The learner's profile fields in `set` written, the profile created when it is not there. */
export async function upsertLearnerProfile(
  tx: Executor,
  userId: string,
  set: LearnerProfileFields,
) {
  await tx
    .insert(learnerProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: learnerProfiles.userId, set });
}

/** A live account with its staff profile's fields, if it has them: one read. */
export async function findStaffAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ user: users, bio: staffProfiles.bio, department: staffProfiles.department })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(and(eq(users.id, userId), liveAccount))
    .limit(1);
  return row;
}

type StaffProfileFields = Partial<Omit<typeof staffProfiles.$inferInsert, 'userId'>>;

/** The staff member's profile fields in `set` written, the profile created when it is not there. */
export async function upsertStaffProfile(tx: Executor, userId: string, set: StaffProfileFields) {
  await tx
    .insert(staffProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: staffProfiles.userId, set });
}
