import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userEvents } from '../../db/schema/events';

const kept = {
  id: userEvents.id,
  userId: userEvents.userId,
  name: userEvents.name,
  data: userEvents.data,
};

/** These kept events, of these users only, in id order. */
export async function keptEventsByIds(
  db: Executor,
  ids: readonly number[],
  userIds: readonly string[],
) {
  return db
    .select(kept)
    .from(userEvents)
    .where(and(inArray(userEvents.id, [...ids]), inArray(userEvents.userId, [...userIds])))
    .orderBy(asc(userEvents.id));
}

/** A user's kept events after `afterId`, oldest first, at most `limit`. */
export async function keptEventsAfter(
  db: Executor,
  userId: string,
  afterId: number,
  limit: number,
) {
  return db
    .select(kept)
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
    .orderBy(asc(userEvents.id))
    .limit(limit);
}

/** The id of a user's newest kept event; 0 when there is none. */
export async function latestEventId(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: userEvents.id })
    .from(userEvents)
    .where(eq(userEvents.userId, userId))
    .orderBy(desc(userEvents.id))
    .limit(1);
  return row?.id ?? 0;
}
