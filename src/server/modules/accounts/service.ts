import { AUTH_MESSAGES } from '../../../shared/auth';
import { initialStatus, isVisible } from '../../../shared/buddy-status';
import { usernameBase } from '../../../shared/identity';
import type { Language } from '../../../shared/languages';
import type { DistrictId } from '../../../shared/districts';
import type { ProficiencyLevel } from '../../../shared/profiles';
import { TERMS_VERSION } from '../../../shared/legal';
import type { Role } from '../../../shared/roles';
import type { Executor } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { publish } from '../../lib/event-bus';
import { now } from '../../lib/clock';
import { conflict } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { createBuddyProfile, type NewBuddyProfile } from '../buddies/profiles';
import {
  findUserByEmail,
  freeUsername,
  insertLearnerProfile,
  insertUser,
  type User,
} from './repository';
import { EMAIL_INDEX } from './users';

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
  learner?: {
    languageLearning?: Language;
    proficiencyLevel?: ProficiencyLevel;
    districts?: DistrictId[];
  };
  buddy?: NewBuddyProfile;
  /** The sign-up accepted the current terms (TERMS_VERSION): recorded with the time (decision 048). */
  termsAccepted?: boolean;
}

/** An account ready to insert: its email not taken a moment ago, its password hashed. */
export type CheckedAccount = Omit<NewAccount, 'password'> & { passwordHash: string };

/**
 * The slow part of a new account, run before its transaction: a taken email is refused at once
 * (costing no hash), then the password is hashed (half a second that no transaction waits on).
 */
export async function checkNewAccount(db: Executor, input: NewAccount): Promise<CheckedAccount> {
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN);
  const { password, ...rest } = input;
  return { ...rest, passwordHash: input.passwordHash ?? (await hashPassword(password ?? '')) };
}

/**
 * Creates an account with its role's profile, in the caller's transaction. Staff are approved
 * at once; buddies start pending (their status log says so) and are listed once approved.
 * Emails are unique case-insensitively; a username or slug taken by a concurrent registration
 * is picked again (each try in a savepoint, so the caller's transaction lives on).
 */
export async function createCheckedAccount(tx: Executor, input: CheckedAccount): Promise<User> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction((savepoint) => insertAccount(savepoint, input));
    } catch (err) {
      const index = uniqueViolation(err);
      if (index === EMAIL_INDEX) throw conflict(EMAIL_TAKEN);
      if (index === undefined || attempt >= 3) throw err;
    }
  }
}

async function insertAccount(tx: Executor, input: CheckedAccount) {
  if (await findUserByEmail(tx, input.email)) throw conflict(EMAIL_TAKEN);
  const user = await insertUser(tx, {
    email: input.email.trim(),
    passwordHash: input.passwordHash,
    role: input.role,
    fullName: input.fullName.trim(),
    username: await freeUsername(tx, usernameBase(input.email)),
    phone: input.phone ?? null,
    photo: input.photo ?? null,
    profileStatus: input.buddy?.initial?.status ?? initialStatus(input.role),
    ...(input.termsAccepted && { termsVersion: TERMS_VERSION, termsAcceptedAt: now() }),
  });
  if (input.role === 'learner') {
    await insertLearnerProfile(tx, {
      userId: user.id,
      languageLearning: input.learner?.languageLearning ?? 'English',
      proficiencyLevel: input.learner?.proficiencyLevel ?? null,
      districts: input.learner?.districts ?? [],
    });
  }
  if (input.role === 'buddy') {
    await createBuddyProfile(tx, user, input.buddy);
    if (isVisible(user.profileStatus)) await publish(tx, { type: 'buddies-changed' });
  }
  return user;
}

/** A new account on its own: checked, then created in a transaction of its own. */
export async function createAccount(db: Executor, input: NewAccount): Promise<User> {
  const checked = await checkNewAccount(db, input);
  return db.transaction((tx) => createCheckedAccount(tx, checked));
}
