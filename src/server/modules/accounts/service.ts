import type { Language, Role } from '../../../shared/roles';
import { STAFF_ROLES } from '../../../shared/roles';
import { slugify, usernameBase } from '../../../shared/identity';
import type { Database, Executor } from '../../db/client';
import { conflict } from '../../plugins/errors';
import { hashPassword } from '../../lib/passwords';
import {
  findUserByEmail,
  freeBuddySlug,
  freeUsername,
  insertBuddyActivities,
  insertBuddyProfile,
  insertLearnerProfile,
  insertUser,
  type User,
} from './repository';

export const EMAIL_TAKEN = 'An account with this email already exists';

export interface NewAccount {
  role: Role;
  email: string;
  fullName: string;
  /** Either a password to hash or a ready hash (seed). */
  password?: string;
  passwordHash?: string;
  phone?: string | null;
  photo?: string | null;
  learner?: { languageLearning?: Language };
  buddy?: {
    slug?: string;
    description: string;
    about?: string | null;
    location?: string;
    availability?: string | null;
    languages?: Language[];
    activities?: BuddyActivityInput[];
  };
}

export interface BuddyActivityInput {
  activityId: string;
  description: string;
  location: string;
  rateMinCents: number;
  rateMaxCents: number;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

/**
 * Creates an account with its role's profile. Staff are approved at once; buddies start
 * pending and unpublished until moderation approves them. Emails are unique case-insensitively.
 */
export async function createAccount(db: Database, input: NewAccount): Promise<User> {
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password ?? ''));
  const staff = STAFF_ROLES.includes(input.role);
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw conflict(EMAIL_TAKEN);
      const user = await insertUser(tx, {
        email: input.email.trim(),
        passwordHash,
        role: input.role,
        fullName: input.fullName.trim(),
        username: await freeUsername(tx, usernameBase(input.email)),
        phone: input.phone ?? null,
        photo: input.photo ?? null,
        profileStatus: staff ? 'approved' : 'pending',
        isApproved: staff,
      });
      if (input.role === 'learner') {
        await insertLearnerProfile(tx, {
          userId: user.id,
          languageLearning: input.learner?.languageLearning ?? 'English',
        });
      }
      if (input.role === 'buddy') await createBuddyProfile(tx, user, input.buddy);
      return user;
    });
  } catch (err) {
    // Two registrations of one email at once: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

async function createBuddyProfile(tx: Executor, user: User, buddy: NewAccount['buddy']) {
  const languages = buddy?.languages ?? ['English'];
  await insertBuddyProfile(tx, {
    userId: user.id,
    slug: buddy?.slug ?? (await freeBuddySlug(tx, slugify(user.fullName))),
    description: buddy?.description ?? '',
    about: buddy?.about ?? null,
    location: buddy?.location ?? 'Amsterdam',
    availability: buddy?.availability ?? null,
    languages,
    teachesEnglish: languages.includes('English'),
    teachesDutch: languages.includes('Dutch'),
    published: false,
  });
  if (buddy?.activities?.length) {
    await insertBuddyActivities(
      tx,
      buddy.activities.map((a) => ({ ...a, buddyId: user.id })),
    );
  }
}
