import { sql } from 'drizzle-orm';
import { ACTIVITIES } from '../../shared/catalogue';
import type { Database } from './client';
import { activities } from './schema/buddies';

/** Mirrors the catalogue into the activities table; runs at every start. */
export async function syncCatalogue(db: Database): Promise<void> {
  await db
    .insert(activities)
    .values(
      ACTIVITIES.map((a, i) => ({ id: a.id, title: a.title, groupId: a.group, sortOrder: i })),
    )
    .onConflictDoUpdate({
      target: activities.id,
      set: {
        title: sql`excluded.title`,
        groupId: sql`excluded.group_id`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
