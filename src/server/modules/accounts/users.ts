import type { Executor } from '../../db/client';
import * as repository from './repository';

/**
 * Who a live user is, by id or by address: the accounts' reads that other modules call (sign-in,
 * mails, privacy, support), and the learners staff steer matches for (matching). Apart from service.ts, which creates accounts and buddies' profiles
 * with them: the buddies' status mails read an account here without importing what imports them.
 */
export type User = repository.User;

/** The unique index that keeps one account per email, whatever its case. */
export const EMAIL_INDEX = 'users_email_lower_key';

export const findUserById = (db: Executor, id: string) => repository.findUserById(db, id);

export const findUserByEmail = (db: Executor, email: string) =>
  repository.findUserByEmail(db, email);

export const learnersByName = (
  db: Executor,
  filter: Parameters<typeof repository.learnersByName>[1],
) => repository.learnersByName(db, filter);
