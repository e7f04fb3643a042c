import { EMAIL_CHANGE_TEXTS as TEXTS, type EmailChangeHalf } from '../../../shared/email-change';
import type { EmailChangeStatus } from '../../../shared/email-change-schemas';
import type { InitiateEmailChange } from '../../../shared/email-change-schemas';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { now } from '../../lib/clock';
import { tellProfileChanged } from '../../lib/event-bus';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors';
import { link } from '../../lib/links';
import { enqueueMail } from '../../lib/mailer';
import { limitAttempts } from '../../lib/rate-limits';
import { hashToken, newToken } from '../../lib/tokens';
import { EMAIL_INDEX, findUserByEmail, findUserById } from '../accounts/users';
import {
  cancelOpenEmailChanges,
  cancelPendingEmailChange,
  completeEmailChange,
  confirmEmailChangeHalf,
  findUsableEmailChange,
  insertEmailChange,
  latestEmailChange,
  lockUsableEmailChange,
  setAccountEmail,
} from './email-change-repository';
import {
  emailChangeCurrentMail,
  emailChangedMail,
  emailChangeNewMail,
  emailChangeTakenMail,
} from './mails';
import { expireUserTokens, lockAccount } from './repository';
import { checkCurrentPassword, MAIL_LIMITS } from './service';

/** How long both links of a change work (decision 036). */
export const EMAIL_CHANGE_HOURS = 24;
const HOUR = 60 * 60_000;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Starts a change of the signed-in user's email (decision 036), after the current password: a
 * link to the account's address ("I asked for this") and one to the new address ("it is mine"),
 * each with its single-use token, for 24 hours; an older open request ends. An address that has
 * an account of its own is answered alike, but its owner is told instead of sent a link, and
 * the request can never complete. Returns the two tokens, which the route hands out outside
 * production only.
 */
export async function initiateEmailChange(
  db: Database,
  userId: string,
  { newEmail, currentPassword }: InitiateEmailChange,
) {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  if (sameAddress(newEmail, user.email)) throw badRequest(TEXTS.sameEmail);
  await checkCurrentPassword(db, user, currentPassword);
  await limitAttempts(db, TEXTS.tooManyRequests, [
    [MAIL_LIMITS.emailChangePerAccount, user.id],
    [MAIL_LIMITS.perRecipient, user.email],
    [MAIL_LIMITS.perRecipient, newEmail],
  ]);
  const owner = await findUserByEmail(db, newEmail);
  const settings = (param: string, token: string) =>
    link(`/profile/settings?${param}=${encodeURIComponent(token)}`);
  return db.transaction(async (tx) => {
    // Requests at once would each end the ones before theirs and leave two open.
    await lockAccount(tx, user.id);
    const at = now();
    await cancelOpenEmailChanges(tx, user.id, at);
    const expiresAt = new Date(at.getTime() + EMAIL_CHANGE_HOURS * HOUR);
    const currentEmailToken = newToken();
    const newEmailToken = newToken();
    await insertEmailChange(tx, {
      userId: user.id,
      newEmail,
      currentTokenHash: hashToken(currentEmailToken),
      // A taken address is sent no link: the hash kept is of a token nobody is ever given.
      newTokenHash: hashToken(owner ? newToken() : newEmailToken),
      createdAt: at,
      expiresAt,
    });
    const validUntil = expiresAt.toISOString();
    await enqueueMail(tx, {
      ...emailChangeCurrentMail(
        user.email,
        user.fullName,
        newEmail,
        settings('currentEmailToken', currentEmailToken),
        currentEmailToken,
      ),
      validUntil,
    });
    await enqueueMail(
      tx,
      owner
        ? emailChangeTakenMail(owner.email, owner.fullName, link('/login'))
        : {
            ...emailChangeNewMail(
              newEmail,
              user.fullName,
              settings('newEmailToken', newEmailToken),
              newEmailToken,
            ),
            validUntil,
          },
    );
    return { currentEmailToken, newEmailToken };
  });
}

/**
 * Confirms one half of a pending change with the token from its mail. The second half, under
 * the account's and the request's locks (so that confirmations at once complete it once),
 * changes the email: the new address, verified, if no other account has taken it meanwhile
 * (409, and nothing changes); the old address is told, links mailed to it (a password reset,
 * a verification) stop working, and every sign-in stays. Returns whether the email changed.
 */
export async function verifyEmailChange(
  db: Database,
  half: EmailChangeHalf,
  token: string,
): Promise<'confirmed' | 'changed'> {
  const tokenHash = hashToken(token);
  const found = await findUsableEmailChange(db, half, tokenHash, now());
  if (!found) throw badRequest(TEXTS.linkInvalid);
  try {
    return await db.transaction(async (tx) => {
      // The account's row before the request's, in the order initiation and deletion take them.
      await lockAccount(tx, found.userId);
      const at = now();
      const request = await lockUsableEmailChange(tx, found.id, half, tokenHash, at);
      const user = request && (await findUserById(tx, request.userId));
      if (!request || !user) throw badRequest(TEXTS.linkInvalid);
      await confirmEmailChangeHalf(tx, request.id, half, at);
      const otherHalf = half === 'current' ? request.newVerifiedAt : request.currentVerifiedAt;
      if (!otherHalf) return 'confirmed';
      const holder = await findUserByEmail(tx, request.newEmail);
      if (holder && holder.id !== user.id) throw conflict(TEXTS.emailTaken);
      await setAccountEmail(tx, user.id, request.newEmail, at);
      await completeEmailChange(tx, request.id, at);
      await expireUserTokens(tx, user.id, 'password_reset');
      await expireUserTokens(tx, user.id, 'email_verification');
      await enqueueMail(tx, emailChangedMail(user.email, user.fullName, request.newEmail));
      await tellProfileChanged(tx, [user.id]);
      return 'changed';
    });
  } catch (err) {
    // An account registered with the address between the look and the write.
    if (uniqueViolation(err) === EMAIL_INDEX) throw conflict(TEXTS.emailTaken);
    throw err;
  }
}

/** The user's latest request as the settings show it; never its tokens. */
export async function emailChangeStatus(db: Database, userId: string): Promise<EmailChangeStatus> {
  const latest = await latestEmailChange(db, userId);
  const pending = latest && !latest.completedAt && !latest.cancelledAt && latest.expiresAt > now();
  if (!latest || !(pending || latest.completedAt)) {
    return {
      hasPendingRequest: false,
      newEmail: null,
      currentEmailVerified: false,
      status: 'none',
      expiresAt: null,
    };
  }
  return {
    hasPendingRequest: Boolean(pending),
    newEmail: latest.newEmail,
    currentEmailVerified: latest.currentVerifiedAt !== null,
    status: pending ? 'pending' : 'completed',
    expiresAt: latest.expiresAt.toISOString(),
  };
}

/** Cancels the user's pending request: its links stop working. 404 when there is none. */
export async function cancelEmailChange(db: Database, userId: string) {
  if (!(await cancelPendingEmailChange(db, userId, now()))) throw notFound(TEXTS.nothingToCancel);
}
