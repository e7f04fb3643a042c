import type { Executor } from '../../db/client';
import {
  buddySessionsStartingIn,
  lockMoneyTerms,
  moneyTermsOf,
  sessionIdsChangedSince,
  sessionIdsOfBuddy,
} from './repository';

/**
 * What payments read of sessions (decision 039), so that they never open this module's
 * repository: the terms a session's money follows, and which sessions a buddy's money is on.
 * Imports nothing of payments, which sit below sessions and read it upward.
 */

/** A session's terms as its money follows them, its row locked for the caller's transaction. */
export const lockSessionTerms = (tx: Executor, sessionId: string) => lockMoneyTerms(tx, sessionId);
export type SessionTerms = NonNullable<Awaited<ReturnType<typeof lockSessionTerms>>>;

/** The terms of the sessions in `sessionIds` as their money follows them. */
export const sessionTermsOf = (db: Executor, sessionIds: string[]) => moneyTermsOf(db, sessionIds);

/** The ids of the sessions whose row changed since `since`. */
export const sessionsChangedSince = (db: Executor, since: Date) =>
  sessionIdsChangedSince(db, since);

/** The ids of a buddy's sessions (only the completed ones, with `completedOnly`). */
export const sessionsOfBuddy = (db: Executor, buddyId: string, only?: { completedOnly: boolean }) =>
  sessionIdsOfBuddy(db, buddyId, only);

/** A buddy's sessions starting in [from, to), with their activity and learner, earliest first. */
export const buddySessionsStarting = (
  db: Executor,
  buddyId: string,
  startingIn: { from: Date; to: Date },
) => buddySessionsStartingIn(db, buddyId, startingIn);
