/**
 * The tables of a Buddies database, their row counts and a digest of their rows: what a backup's
 * manifest records and what a restore (and the backup proof) checks. One SQL text for
 * PostgreSQL and the embedded PGlite alike.
 */

/** Runs one statement and returns its rows (node-postgres and PGlite both have this shape). */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export interface Table {
  /** schema.name, as in the manifest */
  name: string;
  /** The primary key's columns, quoted and comma-separated; empty for a table without one. */
  key: string;
}

/** Every ordinary table outside PostgreSQL's own schemas: public and drizzle (its migrations). */
export async function listTables(query: Query): Promise<Table[]> {
  const rows = await query(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
           coalesce((select string_agg(quote_ident(a.attname), ', ' order by k.ord)
                       from pg_index i
                       cross join unnest(i.indkey) with ordinality as k(attnum, ord)
                       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                      where i.indrelid = c.oid and i.indisprimary), '') as key
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r'
       and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_%'
     order by 1`);
  return rows.map((row) => ({ name: String(row.name), key: String(row.key) }));
}

/** Rows per table, by schema.name. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(query)) {
    const [row] = await query(`select count(*)::int as rows from ${table.name}`);
    counts[table.name] = Number(row?.rows);
  }
  return counts;
}

export interface TableDigest {
  rows: number;
  /** md5 of the rows' text forms, one a line, in primary-key order (whole-row order without one). */
  digest: string;
}

/**
 * Each table's row count and a digest of all its rows. Reads every row: for checking a restore
 * (the proof), not for a nightly job on a large database.
 */
export async function tableDigests(query: Query): Promise<Record<string, TableDigest>> {
  // Row texts show instants in the session's time zone: the same one on both sides.
  await query(`set time zone 'UTC'`);
  const digests: Record<string, TableDigest> = {};
  for (const table of await listTables(query)) {
    const [row] = await query(
      `select count(*)::int as rows,
              coalesce(md5(string_agg(t::text, E'\\n' order by ${table.key ? table.key.replace(/(^|, )/g, '$1t.') : 't::text'})), '') as digest
         from ${table.name} t`,
    );
    digests[table.name] = { rows: Number(row?.rows), digest: String(row?.digest) };
  }
  return digests;
}

/** The applied migrations as drizzle records them; 0 when it has none (an empty database). */
export async function appliedMigrations(query: Query): Promise<number> {
  const [exists] = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as x`,
  );
  if (!exists?.x) return 0;
  const [row] = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(row?.n);
}

/** The names of tables whose counts differ, each with both counts. */
export function differentCounts(
  expected: Record<string, number>,
  actual: Record<string, number>,
): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map(
      (name) =>
        `${name}: ${expected[name] ?? 'absent'} in the backup, ${actual[name] ?? 'absent'} now`,
    );
}
