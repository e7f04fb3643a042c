import type { LoginResponse } from '../../../shared/auth';
import type { Executor } from '../../db/client';
import { signIn } from '../auth/service';
import { checkNewAccount, createCheckedAccount, type NewAccount } from './service';

/**
 * Registration, one use case: the account, its profile and its first sign-in commit together or
 * not at all (a failed sign-in leaves no account behind that the user could not log in to).
 */
export async function register(
  db: Executor,
  input: NewAccount,
  address: string,
): Promise<LoginResponse> {
  const checked = await checkNewAccount(db, input);
  return db.transaction(async (tx) => signIn(tx, await createCheckedAccount(tx, checked), address));
}
