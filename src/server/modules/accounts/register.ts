import type { LoginResponse } from '../../../shared/auth';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { mailNewAccount, mailSignUpAttempt, signIn } from '../auth/service';
import { checkNewAccount, createCheckedAccount, EMAIL_TAKEN, type NewAccount } from './service';
import { findUserByEmail } from './users';

/**
 * Registration, one use case: the account, its profile and its first sign-in commit together or
 * not at all (a failed sign-in leaves no account behind that the user could not log in to). An
 * address that has an account is refused with a hint, and its owner is told by mail (decision
 * 017). A new buddy is told their application arrived, a new learner is welcomed (issue 37).
 */
export async function register(
  db: Executor,
  input: NewAccount,
  address: string,
): Promise<LoginResponse> {
  const owner = await findUserByEmail(db, input.email);
  if (owner) {
    await mailSignUpAttempt(db, owner);
    throw conflict(EMAIL_TAKEN);
  }
  const checked = await checkNewAccount(db, input);
  return db.transaction(async (tx) => {
    const user = await createCheckedAccount(tx, checked);
    await mailNewAccount(tx, user);
    return signIn(tx, user, address);
  });
}
