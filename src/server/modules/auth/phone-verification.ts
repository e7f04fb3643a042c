import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '../../../shared/field-rules';
import { PHONE_VERIFICATION_TEXTS as TEXTS } from '../../../shared/phone-verification';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { tellProfileChanged } from '../../lib/event-bus';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { dutchE164, enqueueSms } from '../../lib/sms';
import { hashToken } from '../../lib/tokens';
import { findUserById } from '../accounts/users';
import {
  countWrongPhoneCode,
  lockUsablePhoneCode,
  markPhoneVerified,
  usePhoneCode,
} from './phone-repository';
import { expireUserTokens, insertUserToken, lockAccount } from './repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long a phone code works. */
export const PHONE_CODE_MINUTES = 10;
/** Wrong codes that end a code: a guesser gets 5 of a million tries per text message. */
export const PHONE_CODE_MAX_WRONG = 5;

/** Text messages are limited per account and per number, like mail (MAIL_LIMITS). */
export const SMS_LIMITS = {
  codesPerAccount: { scope: 'phone-code:account', max: 3, windowMs: HOUR },
  perRecipient: { scope: 'sms:recipient', max: 3, windowMs: HOUR },
} satisfies Record<string, RateRule>;

/** A code's hash, salted with its row's id: equal codes of two users never share a hash. */
const codeHash = (id: string, code: string) => hashToken(`${id}:${code}`);

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Six random digits, leading zeros included. */
const newPhoneCode = () =>
  randomInt(0, 10 ** PHONE_CODE_LENGTH)
    .toString()
    .padStart(PHONE_CODE_LENGTH, '0');

/**
 * Texts a new code to a Dutch number (spaces removed) for the signed-in user; older codes stop
 * working. The code, the text message (outbox) and the counters are written together; only the
 * code's hash is kept. Returns the code, which the route hands out outside production only.
 */
export async function sendPhoneCode(db: Database, userId: string, phone: string) {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const to = dutchE164(phone);
  if (user.phoneVerifiedAt && user.phone && dutchE164(user.phone) === to) {
    throw badRequest(TEXTS.alreadyVerified);
  }
  await limitAttempts(db, TEXTS.tooManyCodes, [
    [SMS_LIMITS.codesPerAccount, user.id],
    [SMS_LIMITS.perRecipient, to],
  ]);
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const code = newPhoneCode();
    // Requests at once would each end the codes before theirs and leave two usable.
    await lockAccount(tx, user.id);
    await expireUserTokens(tx, user.id, 'phone_verification');
    await insertUserToken(tx, {
      id,
      userId: user.id,
      purpose: 'phone_verification',
      tokenHash: codeHash(id, code),
      data: { phone },
      expiresAt: new Date(now().getTime() + PHONE_CODE_MINUTES * MINUTE),
    });
    await enqueueSms(tx, {
      to,
      text: TEXTS.smsText(code, PHONE_CODE_MINUTES),
      userId: user.id,
    });
    return code;
  });
}

type Outcome = 'verified' | 'wrong' | 'ended' | 'unusable';

const REFUSALS: Record<Exclude<Outcome, 'verified'>, string> = {
  wrong: TEXTS.wrongCode,
  ended: TEXTS.tooManyWrongCodes,
  unusable: TEXTS.codeUnusable,
};

/**
 * Checks a code against the user's latest usable one, under its lock. The right code is used
 * once and makes its number the account's verified phone; a wrong one counts, and the fifth
 * ends the code. A wrong try is committed before the refusal is answered.
 */
export async function verifyPhone(db: Database, userId: string, code: string) {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const stored = await lockUsablePhoneCode(tx, userId);
    const phone = stored?.data.phone;
    if (!stored || !phone) return 'unusable';
    if (!sameHash(stored.tokenHash, codeHash(stored.id, code))) {
      const end = stored.failedAttempts + 1 >= PHONE_CODE_MAX_WRONG;
      await countWrongPhoneCode(tx, stored.id, end);
      return end ? 'ended' : 'wrong';
    }
    await usePhoneCode(tx, stored.id);
    await markPhoneVerified(tx, userId, phone);
    await tellProfileChanged(tx, [userId]);
    return 'verified';
  });
  if (outcome !== 'verified') throw badRequest(REFUSALS[outcome]);
}
