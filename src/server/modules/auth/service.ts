import { AUTH_MESSAGES, type LoginResponse } from '../../../shared/auth';
import { ACCOUNT_SUSPENDED_LOGIN_TEXT } from '../../../shared/buddy-status';
import { PROFILE_TEXTS } from '../../../shared/profiles';
import { DASHBOARD_BY_ROLE } from '../../../shared/roles';
import type { Database, Executor } from '../../db/client';
import type { UserTokenPurpose } from '../../db/schema/auth';
import { now } from '../../lib/clock';
import { publish, tellProfileChanged } from '../../lib/event-bus';
import { link } from '../../lib/links';
import { enqueueMail } from '../../lib/mailer';
import { hashPassword, unusablePasswordHash, verifyPassword } from '../../lib/passwords';
import {
  attempt,
  clearAttempts,
  forgetAttempt,
  limitAttempts,
  type RateRule,
} from '../../lib/rate-limits';
import { hashToken, newToken } from '../../lib/tokens';
import { badRequest, forbidden, HttpError, tooManyRequests } from '../../lib/http-errors';
import { findUserByEmail, findUserById, type User } from '../accounts/users';
import {
  emailVerificationMail,
  passwordChangedMail,
  passwordResetMail,
  signUpAttemptMail,
  applicationReceivedMail,
  welcomeMail,
} from './mails';
import {
  consumeUserToken,
  expireUserTokens,
  findUsableUserToken,
  insertUserToken,
  hasSignedInFrom,
  markEmailVerified,
  revokeAllAuthSessions,
  revokeAuthSession,
  revokeOtherAuthSessions,
  setPassword,
} from './repository';
import { addressHashOf, startAuthSession } from './auth-sessions';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sign-in throttling (decision 006): slow a guesser down, never lock the owner out. */
export const LOGIN_LIMITS = {
  /** Failed sign-ins to one account from one address. */
  perAccountAndAddress: { scope: 'login:account-address', max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address, whatever the account. */
  perAddress: { scope: 'login:address', max: 20, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from anywhere; addresses it signed in from before pass. */
  perAccount: { scope: 'login:account', max: 50, windowMs: HOUR },
} satisfies Record<string, RateRule>;

/** Mail is limited per account (or email) and per recipient, whatever the route. */
export const MAIL_LIMITS = {
  resetPerEmail: { scope: 'reset:email', max: 3, windowMs: HOUR },
  resetPerAddress: { scope: 'reset:address', max: 10, windowMs: HOUR },
  verificationPerAccount: { scope: 'verification:account', max: 3, windowMs: HOUR },
  perRecipient: { scope: 'mail:recipient', max: 5, windowMs: HOUR },
  /** The notice of a changed password: the first few an hour (each change needs the password). */
  passwordChangedPerAccount: { scope: 'password-changed:account', max: 3, windowMs: HOUR },
  /** Email changes asked for: each mails the account's address and the new one (decision 036). */
  emailChangePerAccount: { scope: 'email-change:account', max: 3, windowMs: HOUR },
  /** Registrations with an account's address: its owner hears of the first each day. */
  signUpAttemptPerEmail: { scope: 'sign-up-attempt:email', max: 1, windowMs: 24 * HOUR },
} satisfies Record<string, RateRule>;

const RESET_TOKEN_MS = HOUR;
const VERIFY_TOKEN_MS = 24 * HOUR;

/** A new single-use token for a purpose; older unused ones of that purpose stop working. */
async function issueUserToken(
  tx: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  lifetimeMs: number,
  data: Record<string, string> = {},
): Promise<string> {
  const token = newToken();
  await expireUserTokens(tx, userId, purpose);
  await insertUserToken(tx, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    data,
    expiresAt: new Date(now().getTime() + lifetimeMs),
  });
  return token;
}

export async function signIn(db: Executor, user: User, address: string): Promise<LoginResponse> {
  const token = await startAuthSession(db, user.id, address);
  return {
    token,
    role: user.role,
    user: { id: user.id, username: user.username, fullName: user.fullName, photo: user.photo },
    redirectUrl: DASHBOARD_BY_ROLE[user.role],
    message: AUTH_MESSAGES.loginSuccess,
  };
}

/**
 * Same answer and about the same time for an unknown email and a wrong password. Every attempt
 * counts before the password is checked, so parallel guesses are limited too; a success takes
 * its attempts back. Past a limit the caller gets 429 with Retry-After (decision 006).
 */
export async function login(db: Database, email: string, password: string, address: string) {
  const pair = `${email.trim().toLowerCase()} ${address}`;
  await limitAttempts(db, AUTH_MESSAGES.tooManyLogins, [
    [LOGIN_LIMITS.perAccountAndAddress, pair],
    [LOGIN_LIMITS.perAddress, address],
  ]);
  const user = await findUserByEmail(db, email);
  const ceiling = await attempt(db, LOGIN_LIMITS.perAccount, email);
  if (!ceiling.allowed) {
    const known = user && (await hasSignedInFrom(db, user.id, addressHashOf(address)));
    if (!known) throw tooManyRequests(AUTH_MESSAGES.tooManyLogins, ceiling.retryAfter);
  }
  const valid = await verifyPassword(password, user?.passwordHash ?? unusablePasswordHash());
  if (!user || !valid) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  // Only the right password learns of a suspension: nobody else finds out the account exists.
  if (user.profileStatus === 'suspended') throw forbidden(ACCOUNT_SUSPENDED_LOGIN_TEXT);
  await clearAttempts(db, LOGIN_LIMITS.perAccountAndAddress, pair);
  await forgetAttempt(db, LOGIN_LIMITS.perAddress, address);
  await forgetAttempt(db, LOGIN_LIMITS.perAccount, email);
  return signIn(db, user, address);
}

/** Sign-ins that ended: these of a user, or all of them (`null`). */
export interface EndedAuthSessions {
  userId: string;
  authSessionIds: string[] | null;
}

/**
 * Ends sign-ins of a user (these, or all) and tells every process and the user's open tabs,
 * after the commit. The process that ends them also forgets them at once (the route passes the
 * answer to `app.signIns.forget`), not a moment later when the event arrives.
 */
export async function endAuthSessions(
  tx: Executor,
  userId: string,
  authSessionIds: string[] | null,
): Promise<EndedAuthSessions> {
  if (authSessionIds) for (const id of authSessionIds) await revokeAuthSession(tx, id);
  else await revokeAllAuthSessions(tx, userId);
  await publish(tx, { type: 'auth-sessions-ended', userId, authSessionIds });
  return { userId, authSessionIds };
}

/** The account keeps no password anyone can sign in with (a reset link sets one); sign-ins end. */
export async function disablePassword(tx: Executor, userId: string) {
  await setPassword(tx, userId, unusablePasswordHash());
  await endAuthSessions(tx, userId, null);
}

export async function logout(db: Database, caller: { userId: string; authSessionId: string }) {
  return db.transaction((tx) => endAuthSessions(tx, caller.userId, [caller.authSessionId]));
}

/** Mails a one-hour, single-use reset link when the account exists; says the same either way. */
export async function forgotPassword(db: Database, email: string, address: string) {
  await limitAttempts(db, AUTH_MESSAGES.tooManyResets, [
    [MAIL_LIMITS.resetPerAddress, address],
    [MAIL_LIMITS.resetPerEmail, email],
    [MAIL_LIMITS.perRecipient, email],
  ]);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueUserToken(tx, user.id, 'password_reset', RESET_TOKEN_MS);
    const resetLink = link(`/reset-password?token=${encodeURIComponent(token)}`);
    await enqueueMail(tx, {
      ...passwordResetMail(user.email, user.fullName, resetLink),
      validUntil: new Date(now().getTime() + RESET_TOKEN_MS).toISOString(),
    });
  });
}

/**
 * Someone registered with the address of an existing account, and is refused: its owner hears of
 * it by mail (decision 017), once a day at most and within the recipient's mail limit, so that
 * nobody can flood an inbox through the registration form.
 */
export async function mailSignUpAttempt(db: Executor, owner: User) {
  for (const rule of [MAIL_LIMITS.signUpAttemptPerEmail, MAIL_LIMITS.perRecipient]) {
    if (!(await attempt(db, rule, owner.email)).allowed) return;
  }
  await enqueueMail(db, signUpAttemptMail(owner.email, owner.fullName, link('/login')));
}

/**
 * A new account's first mail (issue 37), in the transaction that creates it, through the
 * outbox: a buddy hears their application arrived, a learner is welcomed. Limited like every
 * mail to one recipient, so registrations cannot be used to flood an inbox.
 */
export async function mailNewAccount(tx: Executor, user: User) {
  if (user.role !== 'buddy' && user.role !== 'learner') return;
  if (!(await attempt(tx, MAIL_LIMITS.perRecipient, user.email)).allowed) return;
  await enqueueMail(
    tx,
    user.role === 'buddy'
      ? applicationReceivedMail(user.email, user.fullName, link('/buddy/dashboard'))
      : welcomeMail(user.email, user.fullName, link('/buddies')),
  );
}

/**
 * Sets the new password and ends every session of the account. An unusable token is refused
 * before any hashing, so random tokens cost the server nothing.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
): Promise<EndedAuthSessions> {
  const tokenHash = hashToken(token);
  if (!(await findUsableUserToken(db, 'password_reset', tokenHash))) {
    throw badRequest(AUTH_MESSAGES.resetInvalid);
  }
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const used = await consumeUserToken(tx, 'password_reset', tokenHash);
    if (!used) throw badRequest(AUTH_MESSAGES.resetInvalid);
    await setPassword(tx, used.userId, passwordHash);
    // Whoever guessed at the old password gains nothing from the new one: start counting afresh.
    const user = await findUserById(tx, used.userId);
    if (user) await clearAttempts(tx, LOGIN_LIMITS.perAccount, user.email);
    return endAuthSessions(tx, used.userId, null);
  });
}

/**
 * Wrong current passwords given for a change (of the password, of the email), per account,
 * whatever the change: a stolen session cannot guess on.
 */
export const CURRENT_PASSWORD_LIMIT: RateRule = {
  scope: 'current-password:account',
  max: 5,
  windowMs: 15 * MINUTE,
};

/**
 * The current password that a signed-in change asks for: wrong ones are limited per account
 * (429 past the limit), and a right one takes its attempt back.
 */
export async function checkCurrentPassword(
  db: Executor,
  user: Pick<User, 'id' | 'passwordHash'>,
  currentPassword: string,
): Promise<void> {
  await limitAttempts(db, PROFILE_TEXTS.tooManyPasswordChecks, [[CURRENT_PASSWORD_LIMIT, user.id]]);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw badRequest(PROFILE_TEXTS.currentPasswordIncorrect);
  }
  await forgetAttempt(db, CURRENT_PASSWORD_LIMIT, user.id);
}

/**
 * The slow part of a signed-in password change, run before its transaction: the current
 * password is checked (`checkCurrentPassword`) and the new one hashed. Returns the new hash.
 */
export async function checkPasswordChange(
  db: Executor,
  user: Pick<User, 'id' | 'passwordHash'>,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  await checkCurrentPassword(db, user, currentPassword);
  return hashPassword(newPassword);
}

/**
 * Sets a password hash (from `checkPasswordChange`) in the caller's transaction, ends the user's
 * other sign-ins (the one making the change, `keepAuthSessionId`, stays) and mails the user that
 * it happened. The route passes the answer to `app.signIns.forget`, as after a logout.
 */
export async function changePassword(
  tx: Executor,
  user: Pick<User, 'id' | 'email' | 'fullName'>,
  passwordHash: string,
  keepAuthSessionId: string,
): Promise<EndedAuthSessions> {
  await setPassword(tx, user.id, passwordHash);
  if ((await attempt(tx, MAIL_LIMITS.passwordChangedPerAccount, user.id)).allowed) {
    await enqueueMail(tx, passwordChangedMail(user.email, user.fullName, link('/login')));
  }
  await clearAttempts(tx, LOGIN_LIMITS.perAccount, user.email);
  const authSessionIds = await revokeOtherAuthSessions(tx, user.id, keepAuthSessionId);
  if (authSessionIds.length > 0) {
    await publish(tx, { type: 'auth-sessions-ended', userId: user.id, authSessionIds });
  }
  return { userId: user.id, authSessionIds };
}

/**
 * Mails a verification link for the account's current email; returns the token for development.
 * An address other than the account's (`requestedEmail`) is refused: that is a change of email.
 */
export async function sendEmailVerification(db: Database, userId: string, requestedEmail?: string) {
  const user = await findUserById(db, userId);
  if (!user) throw badRequest('Account not found');
  if (requestedEmail && requestedEmail.toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest(AUTH_MESSAGES.notAccountEmail);
  }
  if (user.emailVerifiedAt) throw badRequest(AUTH_MESSAGES.alreadyVerified);
  await limitAttempts(db, AUTH_MESSAGES.tooManyVerifications, [
    [MAIL_LIMITS.verificationPerAccount, user.id],
    [MAIL_LIMITS.perRecipient, user.email],
  ]);
  return db.transaction(async (tx) => {
    const token = await issueUserToken(tx, user.id, 'email_verification', VERIFY_TOKEN_MS, {
      email: user.email,
    });
    const verifyLink = link(`/profile/settings?verifyEmailToken=${encodeURIComponent(token)}`);
    await enqueueMail(tx, {
      ...emailVerificationMail(user.email, user.fullName, verifyLink, token),
      validUntil: new Date(now().getTime() + VERIFY_TOKEN_MS).toISOString(),
    });
    return token;
  });
}

export async function verifyEmail(db: Database, token: string) {
  await db.transaction(async (tx) => {
    const used = await consumeUserToken(tx, 'email_verification', hashToken(token));
    if (!used) throw badRequest(AUTH_MESSAGES.verificationInvalid);
    const user = await findUserById(tx, used.userId);
    // A link for an address the account no longer has verifies nothing.
    if (!user || user.email.toLowerCase() !== used.data.email?.toLowerCase()) {
      throw badRequest(AUTH_MESSAGES.verificationInvalid);
    }
    await markEmailVerified(tx, user.id);
    await tellProfileChanged(tx, [user.id]);
  });
}
