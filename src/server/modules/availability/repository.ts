import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { OpenTimeSummary } from '../../../shared/open-time-summaries';
import type { Executor } from '../../db/client';
import {
  availabilityDaysOff,
  availabilitySlots,
  openTimeSummaries,
} from '../../db/schema/availability';

export type SlotRow = typeof availabilitySlots.$inferSelect;

export const slotsOf = (db: Executor, buddyId: string) =>
  db
    .select()
    .from(availabilitySlots)
    .where(eq(availabilitySlots.buddyId, buddyId))
    .orderBy(asc(availabilitySlots.startsOn), asc(availabilitySlots.createdAt));

export async function insertSlot(db: Executor, slot: typeof availabilitySlots.$inferInsert) {
  const [row] = await db.insert(availabilitySlots).values(slot).returning();
  return row!;
}

/** Whether the buddy's slot was there to delete. */
export async function deleteSlot(db: Executor, buddyId: string, id: string) {
  const gone = await db
    .delete(availabilitySlots)
    .where(and(eq(availabilitySlots.id, id), eq(availabilitySlots.buddyId, buddyId)))
    .returning({ id: availabilitySlots.id });
  return gone.length > 0;
}

/** The buddy's days off between two dates (YYYY-MM-DD, both included), in order. */
export async function daysOffOf(
  db: Executor,
  buddyId: string,
  range: { from: string; to: string },
) {
  const rows = await db
    .select({ date: availabilityDaysOff.date })
    .from(availabilityDaysOff)
    .where(
      and(
        eq(availabilityDaysOff.buddyId, buddyId),
        gte(availabilityDaysOff.date, range.from),
        lte(availabilityDaysOff.date, range.to),
      ),
    )
    .orderBy(asc(availabilityDaysOff.date));
  return rows.map((row) => row.date);
}

export async function insertDayOff(db: Executor, buddyId: string, date: string) {
  await db.insert(availabilityDaysOff).values({ buddyId, date }).onConflictDoNothing();
}

/** Whether the buddy had that day off. */
export async function deleteDayOff(db: Executor, buddyId: string, date: string) {
  const gone = await db
    .delete(availabilityDaysOff)
    .where(and(eq(availabilityDaysOff.buddyId, buddyId), eq(availabilityDaysOff.date, date)))
    .returning({ date: availabilityDaysOff.date });
  return gone.length > 0;
}

/** The buddies' open-time summaries, joined on `buddyId` by another module's list (joins.ts). */
export const openTimeSummary = openTimeSummaries;

export async function writeOpenTimeSummary(
  db: Executor,
  buddyId: string,
  summary: OpenTimeSummary,
) {
  await db
    .insert(openTimeSummaries)
    .values({ buddyId, ...summary })
    .onConflictDoUpdate({ target: openTimeSummaries.buddyId, set: summary });
}

/**
 * Up to `limit` buddies whose summaries stopped being true by `at`, earliest first, locked for
 * the caller's transaction; rows another process holds are skipped.
 */
export async function lockStaleSummaries(db: Executor, at: Date, limit: number) {
  const rows = await db
    .select({ buddyId: openTimeSummaries.buddyId })
    .from(openTimeSummaries)
    .where(lte(openTimeSummaries.validUntil, at))
    .orderBy(asc(openTimeSummaries.validUntil))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.buddyId);
}
