import { initialStatus, type ProfileStatus } from '../../../shared/buddy-status';
import { DEFAULT_LANGUAGES, normaliseLanguages, type Language } from '../../../shared/languages';
import { DEFAULT_MEETING_PLACE } from '../../../shared/discovery';
import type { Role } from '../../../shared/roles';
import { slugify, usernameBase } from '../../../shared/identity';
import type { Database, Executor } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { recordInitialStatus } from '../buddies/status';
import { AUTH_MESSAGES } from '../../../shared/auth';
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

/** New accounts per address: each costs a password hash, so a burst must not pass (decision 006). */
export const REGISTRATION_LIMIT: RateRule = {
  scope: 'register:address',
  max: 10,
  windowMs: 60 * 60_000,
};

/** Call before reading a registration: refused with 429 and Retry-After past the limit. */
export async function limitRegistrations(db: Executor, address: string) {
  await limitAttempts(db, AUTH_MESSAGES.tooManyRegistrations, [[REGISTRATION_LIMIT, address]]);
}

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
    /** Seed and tests only: a buddy who starts beyond pending, with the log's reason why. */
    initial?: { status: ProfileStatus; note: string };
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
const EMAIL_INDEX = 'users_email_lower_key';

/** The unique index a failed insert hit, if that is why it failed. */
function uniqueViolation(err: unknown): string | undefined {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === UNIQUE_VIOLATION) return e.constraint ?? '';
  }
  return undefined;
}

/**
 * Creates an account with its role's profile. Staff are approved at once; buddies start
 * pending (their status log says so) and are listed once approved. Emails are unique
 * case-insensitively; a username or slug taken by a concurrent registration is picked again.
 */
export async function createAccount(db: Database, input: NewAccount): Promise<User> {
  // The cheap check first: a taken email costs no password hash.
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password ?? ''));
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertAccount(db, input, passwordHash);
    } catch (err) {
      const index = uniqueViolation(err);
      if (index === EMAIL_INDEX) throw conflict(EMAIL_TAKEN);
      if (index === undefined || attempt >= 3) throw err;
    }
  }
}

async function insertAccount(db: Database, input: NewAccount, passwordHash: string) {
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) throw conflict(EMAIL_TAKEN);
    const user = await insertUser(tx, {
      email: input.email.trim(),
      passwordHash,
      role: input.role,
      fullName: input.fullName.trim(),
      username: await freeUsername(tx, usernameBase(input.email)),
      phone: input.phone ?? null,
      photo: input.photo ?? null,
      profileStatus:
        input.role === 'buddy' && input.buddy?.initial
          ? input.buddy.initial.status
          : initialStatus(input.role),
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
}

async function createBuddyProfile(tx: Executor, user: User, buddy: NewAccount['buddy']) {
  await insertBuddyProfile(tx, {
    userId: user.id,
    slug: buddy?.slug ?? (await freeBuddySlug(tx, slugify(user.fullName))),
    description: buddy?.description ?? '',
    about: buddy?.about ?? null,
    location: buddy?.location ?? DEFAULT_MEETING_PLACE,
    availability: buddy?.availability ?? null,
    languages: normaliseLanguages(buddy?.languages ?? DEFAULT_LANGUAGES),
  });
  await recordInitialStatus(
    tx,
    user.id,
    user.profileStatus,
    buddy?.initial?.note ?? 'Registered: awaiting moderator review',
  );
  if (buddy?.activities?.length) {
    await insertBuddyActivities(
      tx,
      buddy.activities.map((a) => ({ ...a, buddyId: user.id })),
    );
  }
}
