import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarFeeds } from '../../db/schema/calendar';

/** When the user's calendar feed was made, if they have one. */
export async function findCalendarFeed(db: Executor, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Whose feed a secret's hash opens: one read of the unique index. */
export async function calendarFeedOwner(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId;
}

/** The user's feed with a new secret: the old one (if any) stops working. */
export async function saveCalendarFeed(db: Executor, userId: string, tokenHash: string, at: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
}

export async function deleteCalendarFeed(db: Executor, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
