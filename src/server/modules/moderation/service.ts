import type { Database } from '../../db/client';
import type { Caller } from '../../lib/policy';
import { endAuthSessions, type EndedAuthSessions } from '../auth/service';
import { changeAccountStatus } from '../buddies/status';
import { endSessionsOfAccount } from '../sessions/lifecycle';

/**
 * Trust and safety (issue 18): a moderator suspends a learner or a buddy with a reason, in one
 * transaction: the status moves (logged, mailed, a buddy leaves discovery and every cached list),
 * every sign-in ends (open tabs are signed out; signing in is refused meanwhile), and the
 * account's open proposals and upcoming sessions end, the other sides told. The route passes the
 * ended sign-ins to this process's cache at once.
 */
export async function suspendAccount(
  db: Database,
  caller: Caller,
  userId: string,
  reason: string,
): Promise<EndedAuthSessions> {
  return db.transaction(async (tx) => {
    await changeAccountStatus(tx, {
      userId,
      to: 'suspended',
      actor: { id: caller.userId, role: 'moderator' },
      note: reason,
    });
    await endSessionsOfAccount(tx, {
      why: 'suspended',
      userId,
      moderatorId: caller.userId,
      reason,
    });
    return endAuthSessions(tx, userId, null);
  });
}

/** A suspended learner or buddy is active again: they may sign in, a buddy is listed again. */
export async function reinstateAccount(
  db: Database,
  caller: Caller,
  userId: string,
  note: string | undefined,
) {
  await changeAccountStatus(db, {
    userId,
    to: 'approved',
    actor: { id: caller.userId, role: 'moderator' },
    note,
  });
}
