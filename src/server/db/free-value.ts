import { eq, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * `base`, or `base-2`, `base-3`... : the first value no row of `column` holds (usernames, buddy
 * slugs). `reserved` values count as taken. A concurrent insert can still take it first: the
 * unique index refuses the second, and the caller picks again.
 */
export async function freeValue(
  db: Executor,
  column: PgColumn,
  base: string,
  reserved: readonly string[] = [],
): Promise<string> {
  const rows = await db
    .select({ value: column })
    .from(column.table as PgTable)
    .where(or(eq(column, base), like(column, `${base}-%`)));
  const taken = new Set([...rows.map((r) => String(r.value)), ...reserved]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
