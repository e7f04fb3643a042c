import type { DeletedUser } from '../../../shared/moderation';
import type { PageCursor } from '../../../shared/page-cursor';
import type { Executor } from '../../db/client';
import { deletedUserRows } from './repository';

/** The tombstones of deleted accounts, latest deletion first, by keyset pages. */
export async function deletedUsersPage(
  db: Executor,
  page: { before?: PageCursor; limit: number },
): Promise<DeletedUser[]> {
  const rows = await deletedUserRows(db, page);
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
