import type { Executor } from '../../db/client';
import { completedCounts } from './statistics-repository';

/**
 * How many sessions each of some buddies held (completed), by buddy id, in one read: the
 * buddies' cards and profiles show it. Imports nothing of buddies, which read it from below.
 */
export async function sessionsHeldBy(db: Executor, buddyIds: string[]) {
  const rows = await completedCounts(db, buddyIds);
  return new Map(rows.map((row) => [row.buddyId, row.count]));
}
