import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * What one module holds about a user, and where (issue 20; the list is src/server/personal-data.ts):
 * the tables it owns with rows about users, and what it hands to the user's export. The data
 * export is built from these contracts only, and a test fails when a table with a foreign key to
 * `users`, or a column holding a name, an email or a phone number, is in no contract's tables.
 * Account deletion will anonymise or delete through them the same way.
 */
export interface PersonalDataContract {
  /** The module, as the export names its part. */
  module: string;
  /** The SQL names of the tables this contract covers. */
  tables: readonly string[];
  /** Everything held about the user in those tables, by section, as JSON-ready values. */
  exportFor(db: Executor, user: { id: string; email: string }): Promise<Record<string, unknown>>;
}

/** The SQL names of drizzle tables, for a contract's `tables`. */
export const tableNames = (...tables: PgTable[]) => tables.map((table) => getTableName(table));

/**
 * A table's rows matching `where`, every column but the secrets named in `omit` (password and
 * token hashes): the user is given what is held, never what would let someone sign in as them.
 */
export function rowsAbout<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  omit: readonly (keyof T['_']['columns'])[] = [],
) {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !omit.includes(name)),
  );
  return db
    .select(columns)
    .from(table as PgTable)
    .where(where);
}
