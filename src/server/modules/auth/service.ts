import { AUTH_MESSAGES, type LoginResponse } from '../../../shared/auth';
import { DASHBOARD_BY_ROLE } from '../../../shared/roles';
import type { Database, Executor } from '../../db/client';
import type { UserTokenPurpose } from '../../db/schema/auth';
import { enqueueMail } from '../../lib/outbox';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { badRequest, HttpError } from '../../plugins/errors';
import { findUserByEmail, findUserById, type User } from '../accounts/repository';
import { emailVerificationMail, passwordResetMail } from './mails';
import {
  consumeUserToken,
  expireUserTokens,
  findUsableUserToken,
  insertUserToken,
  markEmailVerified,
  rateHit,
  rateReset,
  rateUndo,
  revokeAllSessions,
  revokeSession,
  setPassword,
} from './repository';
import { startSession } from './sessions';

const MINUTE = 60_000;
export const LIMITS = {
  /** Failed logins per account, and per address, in 15 minutes. */
  loginPerAccount: { max: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 20, windowMs: 15 * MINUTE },
  /** Reset requests per email, and per address, in an hour. */
  resetPerEmail: { max: 3, windowMs: 60 * MINUTE },
  resetPerAddress: { max: 10, windowMs: 60 * MINUTE },
};
const RESET_TOKEN_MS = 60 * MINUTE;
const VERIFY_TOKEN_MS = 24 * 60 * MINUTE;

const tooMany = (message: string) => new HttpError(429, message);

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
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

export async function signIn(db: Database, user: User): Promise<LoginResponse> {
  const token = await startSession(db, user.id);
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
 * counts per account and per address before the password is checked, so parallel guesses are
 * limited too; a success takes its attempt back. Over the limit the caller gets 429 until the
 * window passes.
 */
export async function login(db: Database, email: string, password: string, address: string) {
  const accountKey = `login:account:${email.trim().toLowerCase()}`;
  const addressKey = `login:address:${address}`;
  const accountAttempts = await rateHit(db, accountKey, LIMITS.loginPerAccount.windowMs);
  const addressAttempts = await rateHit(db, addressKey, LIMITS.loginPerAddress.windowMs);
  if (
    accountAttempts > LIMITS.loginPerAccount.max ||
    addressAttempts > LIMITS.loginPerAddress.max
  ) {
    throw tooMany(AUTH_MESSAGES.tooManyLogins);
  }
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  if (!user || !valid) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  await rateReset(db, accountKey);
  await rateUndo(db, addressKey);
  return signIn(db, user);
}

export async function logout(db: Database, sessionId: string) {
  await revokeSession(db, sessionId);
}

/** Mails a one-hour, single-use reset link when the account exists; says the same either way. */
export async function forgotPassword(
  db: Database,
  email: string,
  address: string,
  publicUrl: string,
) {
  const emailCount = await rateHit(
    db,
    `reset:email:${email.trim().toLowerCase()}`,
    LIMITS.resetPerEmail.windowMs,
  );
  const addressCount = await rateHit(
    db,
    `reset:address:${address}`,
    LIMITS.resetPerAddress.windowMs,
  );
  if (emailCount > LIMITS.resetPerEmail.max || addressCount > LIMITS.resetPerAddress.max) {
    throw tooMany(AUTH_MESSAGES.tooManyResets);
  }
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueUserToken(tx, user.id, 'password_reset', RESET_TOKEN_MS);
    const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, passwordResetMail(user.email, user.fullName, link));
  });
}

/**
 * Sets the new password and ends every session of the account. An unusable token is refused
 * before any hashing, so random tokens cost the server nothing.
 */
export async function resetPassword(db: Database, token: string, newPassword: string) {
  const tokenHash = hashToken(token);
  if (!(await findUsableUserToken(db, 'password_reset', tokenHash))) {
    throw badRequest(AUTH_MESSAGES.resetInvalid);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const used = await consumeUserToken(tx, 'password_reset', tokenHash);
    if (!used) throw badRequest(AUTH_MESSAGES.resetInvalid);
    await setPassword(tx, used.userId, passwordHash);
    await revokeAllSessions(tx, used.userId);
  });
}

/**
 * Mails a verification link for the account's current email; returns the token for development.
 * An address other than the account's (`requestedEmail`) is refused: that is a change of email.
 */
export async function sendEmailVerification(
  db: Database,
  userId: string,
  publicUrl: string,
  requestedEmail?: string,
) {
  const user = await findUserById(db, userId);
  if (!user) throw badRequest('Account not found');
  if (requestedEmail && requestedEmail.toLowerCase() !== user.email.toLowerCase()) {
    throw badRequest(AUTH_MESSAGES.notAccountEmail);
  }
  if (user.emailVerifiedAt) throw badRequest(AUTH_MESSAGES.alreadyVerified);
  return db.transaction(async (tx) => {
    const token = await issueUserToken(tx, user.id, 'email_verification', VERIFY_TOKEN_MS, {
      email: user.email,
    });
    const link = `${publicUrl}/profile/settings?verifyEmailToken=${encodeURIComponent(token)}`;
    await enqueueMail(tx, emailVerificationMail(user.email, user.fullName, link, token));
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
  });
}
