import { desc, sql } from 'drizzle-orm';
import type { DeletedUser } from '../../../shared/moderation';
import type { PageCursor } from '../../../shared/page-cursor';
import type { Executor } from '../../db/client';
import { deletedUsers } from '../../db/schema/users';

/** The tombstones of deleted accounts, latest deletion first, by keyset pages. */
export async function deletedUsersPage(
  db: Executor,
  { before, limit }: { before?: PageCursor; limit: number },
): Promise<DeletedUser[]> {
  const rows = await db
    .select()
    .from(deletedUsers)
    .where(
      before
        ? sql`(${deletedUsers.deletedAt}, ${deletedUsers.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(deletedUsers.deletedAt), desc(deletedUsers.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    deletionReason: row.deletionReason,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt.toISOString(),
  }));
}
