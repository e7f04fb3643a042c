import type { Executor } from '../../db/client';
import { lockSessionTerms } from '../sessions/money-reads';
import { lockPaymentsOf } from './repository';

/**
 * Locks a session and its money, in the one order every path that touches both keeps (decision
 * 039): the session's row first, then its payments. Two paths that lock the same session queue
 * up instead of each holding what the other waits for. Gives the session as its money follows
 * it (none if there is no such session) and its payments, newest first.
 */
export async function lockSessionMoney(tx: Executor, sessionId: string) {
  const session = await lockSessionTerms(tx, sessionId);
  return { session, payments: await lockPaymentsOf(tx, sessionId) };
}
