import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/** node-postgres and PGlite both answer with { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The app's tables: the base tables of the database's schema, the test's own log left out. */
export async function baseTables(db: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name <> ${WRITES_LOG}
      order by table_name`),
  );
  return rows.map((row) => row.name);
}

/**
 * Every table's rows (or those of `tables`), one digest a table: what a refused request must
 * leave as it was. One statement for all of them: one round trip, not sixty.
 */
export async function tableDigests(
  db: Database,
  tables?: readonly string[],
): Promise<Record<string, string>> {
  const names = tables ?? (await baseTables(db));
  if (names.length === 0) return {};
  const query = sql.join(
    names.map(
      (name) => sql`select ${name}::text as name,
        (select md5(coalesce(string_agg(x::text, '|' order by x::text), ''))
         from ${sql.identifier(name)} x) as digest`,
    ),
    sql` union all `,
  );
  const digests: Record<string, string> = {};
  for (const { name, digest } of rowsOf<{ name: string; digest: string }>(await db.execute(query)))
    digests[name] = digest;
  return digests;
}

/**
 * The tables whose rows differ between two digests. Refused attempts are counted (failed
 * sign-ins, guessed feed tokens, decision 006): that is throttling, so rate_limits may change.
 */
export const changedTables = (
  before: Record<string, string>,
  after: Record<string, string>,
  mayChange: readonly string[] = ['rate_limits'],
) =>
  Object.keys({ ...before, ...after }).filter(
    (name) => !mayChange.includes(name) && before[name] !== after[name],
  );

const WRITES_LOG = 'test_table_writes';

/**
 * For a test's own database only: triggers on every table log each row inserted, updated or
 * deleted (and each truncate), so that a test sees which tables a request wrote without digesting
 * them all after each of thousands of requests (which cost as much as the requests). Row
 * triggers fire only for rows a statement changed; a rolled-back write leaves no line; the log is
 * append-only, so that no two transactions wait on each other for a row of it. Returns the
 * tables written since the last call, and forgets them.
 */
export async function watchWrites(db: Database): Promise<() => Promise<string[]>> {
  const tables = await baseTables(db);
  await db.execute(sql.raw(`create unlogged table ${WRITES_LOG} (name text not null)`));
  await db.execute(
    sql.raw(`create function ${WRITES_LOG}_log() returns trigger language plpgsql as $$
      begin
        insert into ${WRITES_LOG} values (tg_table_name);
        return null;
      end $$`),
  );
  for (const name of tables) {
    await db.execute(
      sql.raw(`create trigger ${WRITES_LOG}_rows after insert or update or delete
        on "${name}" for each row execute function ${WRITES_LOG}_log()`),
    );
    await db.execute(
      sql.raw(`create trigger ${WRITES_LOG}_truncate after truncate
        on "${name}" for each statement execute function ${WRITES_LOG}_log()`),
    );
  }
  return async () => {
    const rows = rowsOf<{ name: string }>(
      await db.execute(sql.raw(`delete from ${WRITES_LOG} returning name`)),
    );
    return [...new Set(rows.map((row) => row.name))];
  };
}
