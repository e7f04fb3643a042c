import {
  findAccountTransition,
  LEARNER_STATUSES,
  isVisible,
  type ProfileStatus,
  type StatusActor,
} from '../../../shared/buddy-status';
import type { StatusChange } from '../../../shared/moderation';
import type { Executor } from '../../db/client';
import { publish, tellProfileChanged } from '../../lib/event-bus';
import { conflict, notFound } from '../../lib/http-errors';
import {
  insertStatusChange,
  lockAccountStatus,
  setBuddyStatus,
  statusChangesOf,
  statusChangesOfAll,
  type StatusChangeRow,
} from './repository';
import { mailStatusChange } from './status-mails';

export const BUDDY_NOT_FOUND = 'Buddy not found';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const STATUS_CHANGE_REFUSED = 'This profile cannot be moved to that status';

/** Who makes a change: a staff member, or the system with no one behind it. */
export type StatusActorRef = { id: string; role: Exclude<StatusActor, 'system'> } | 'system';

/**
 * The first entry of a new buddy's log: the status they start in (pending after registration;
 * approved for the bundled demo buddies). Runs in the transaction that creates the buddy.
 */
export async function recordInitialStatus(
  tx: Executor,
  buddyId: string,
  status: ProfileStatus,
  note: string,
) {
  await insertStatusChange(tx, {
    userId: buddyId,
    actorId: null,
    actorRole: 'system',
    fromStatus: null,
    toStatus: status,
    note,
  });
}

/**
 * Moves a buddy to `to` if the machine (src/shared/buddy-status.ts) allows it for this actor,
 * and logs the change; 404 for anyone but a buddy, 409 for a change the machine refuses.
 * Locks the buddy's row so that two staff members acting at once cannot both move them.
 * Listing or hiding a buddy tells every process (their caches of public reads) on commit; any
 * change tells the buddy's tabs and every process's cache of their sign-ins.
 */
export async function changeAccountStatus(
  db: Executor,
  change: { userId: string; to: ProfileStatus; actor: StatusActorRef; note?: string },
): Promise<ProfileStatus> {
  const actorRole = change.actor === 'system' ? 'system' : change.actor.role;
  return db.transaction(async (tx) => {
    const account = await lockAccountStatus(tx, change.userId);
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    // Vetting moves are a buddy's: to them a learner is no buddy at all.
    if (account.role === 'learner' && !LEARNER_STATUSES.includes(change.to)) {
      throw notFound(BUDDY_NOT_FOUND);
    }
    const from = account.status;
    const transition = findAccountTransition(account.role, from, change.to, actorRole);
    if (!transition) throw conflict(STATUS_CHANGE_REFUSED);
    await setBuddyStatus(tx, change.userId, change.to);
    await insertStatusChange(tx, {
      userId: change.userId,
      actorId: change.actor === 'system' ? null : change.actor.id,
      actorRole,
      fromStatus: from,
      toStatus: change.to,
      note: change.note?.trim() || transition.note,
    });
    if (isVisible(from) !== isVisible(change.to)) await publish(tx, { type: 'buddies-changed' });
    if (change.actor !== 'system') {
      await mailStatusChange(tx, { ...change, from, note: change.note?.trim() || undefined });
    }
    // The buddy's tabs show the new status, and every process reads their sign-ins again: a
    // suspension stops their changes at once (the access plugin).
    await tellProfileChanged(tx, [change.userId]);
    return change.to;
  });
}

/** An account's status history, oldest first: who moved it, when, from, to, and the note. */
export const statusHistory = (db: Executor, userId: string) => statusChangesOf(db, userId);

/** These accounts' status histories (one read for a page), each oldest first, by account id. */
export async function statusHistories(db: Executor, userIds: string[]) {
  const histories = new Map<string, StatusChangeRow[]>();
  for (const change of await statusChangesOfAll(db, userIds)) {
    histories.set(change.userId, [...(histories.get(change.userId) ?? []), change]);
  }
  return histories;
}

/** One move of the history as the screens read it (StatusChangeSchema). */
export const presentStatusChange = (
  change: Pick<StatusChangeRow, 'fromStatus' | 'toStatus' | 'actorRole' | 'note' | 'at'>,
): StatusChange => ({
  fromStatus: change.fromStatus,
  toStatus: change.toStatus,
  actorRole: change.actorRole,
  note: change.note,
  at: change.at.toISOString(),
});
