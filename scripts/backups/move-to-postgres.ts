/**
 * npm run restore -- BACKUP_DIR --into-postgres: a backup of the embedded database restored into
 * PostgreSQL (DATABASE_URL, a new and empty database), to move an instance off the embedded
 * default. pg_dump cannot read the embedded database (PGlite is PostgreSQL 18 in WebAssembly,
 * with no server to connect to), so the schema comes from this code's migrations, which must be
 * the backup's, and the rows are copied table by table in one transaction: parents before
 * children, with every check of the database on (foreign keys, the ledger's balance at commit).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { pgliteQuery, pgQuery, run } from './common';
import { listTables, type Query } from './tables';

/** Rows fetched and inserted at a time. */
const BATCH = 2_000;

/** The tables in an order in which each comes after those its foreign keys point to. */
async function parentsFirst(query: Query): Promise<string[]> {
  const tables = (await listTables(query))
    .map((table) => table.name)
    .filter((name) => name.startsWith('public.'));
  const edges = await query(`
    select quote_ident(cn.nspname) || '.' || quote_ident(c.relname) as child,
           quote_ident(pn.nspname) || '.' || quote_ident(p.relname) as parent
      from pg_constraint f
      join pg_class c on c.oid = f.conrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class p on p.oid = f.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where f.contype = 'f' and f.conrelid <> f.confrelid`);
  const waitingFor = new Map(tables.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of edges) waitingFor.get(String(child))?.add(String(parent));
  const order: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    if (ready.length === 0) {
      throw new Error(`Foreign keys in a circle among: ${[...waitingFor.keys()].join(', ')}`);
    }
    for (const name of ready) {
      order.push(name);
      waitingFor.delete(name);
      for (const parents of waitingFor.values()) parents.delete(name);
    }
  }
  return order;
}

/** The columns a row is written with: all but the generated ones, which PostgreSQL computes. */
async function writableColumns(query: Query, table: string): Promise<string> {
  const rows = await query(`
    select string_agg(quote_ident(attname), ', ' order by attnum) as columns
      from pg_attribute
     where attrelid = '${table}'::regclass and attnum > 0 and not attisdropped and attgenerated = ''`);
  return String(rows[0]?.columns);
}

async function copyTable(from: PGlite, to: pg.PoolClient, table: string, key: string) {
  const columns = await writableColumns(pgQuery(to), table);
  const order = key || columns;
  for (let offset = 0; ; offset += BATCH) {
    // Rows travel as JSON: each value in its text form, read back by the column's own type.
    const [batch] = (
      await from.query<{ rows: string | null }>(
        `select json_agg(t)::text as rows
           from (select ${columns} from ${table} order by ${order} limit ${BATCH} offset ${offset}) t`,
      )
    ).rows;
    if (!batch?.rows) return;
    await to.query(
      `insert into ${table} (${columns})
       select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
      [batch.rows],
    );
  }
}

/**
 * Copies the embedded database in `archive` (a backup's database.tar.gz) into the empty
 * PostgreSQL database at `databaseUrl`, which it first migrates.
 */
export async function copyEmbeddedIntoPostgres(archive: string, databaseUrl: string) {
  const unpacked = await mkdtemp(join(tmpdir(), 'buddies-move-'));
  try {
    await run('tar', ['-C', unpacked, '-xzf', archive]);
    const embedded = new PGlite({ dataDir: join(unpacked, 'db'), extensions: PGLITE_EXTENSIONS });
    try {
      const target = await openDatabase({ databaseUrl, poolSize: 1 });
      await target.migrate();
      await target.close();
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      const client = await pool.connect();
      try {
        const keys = new Map(
          (await listTables(pgliteQuery(embedded))).map((table) => [table.name, table.key]),
        );
        await client.query('begin');
        for (const table of await parentsFirst(pgQuery(client))) {
          await copyTable(embedded, client, table, keys.get(table) ?? '');
        }
        // Sequences go on from where they were (the migrations' own one is set by migrating).
        const sequences = await pgliteQuery(embedded)(`
          select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value
            from pg_sequences where schemaname = 'public'`);
        for (const { name, last_value: last } of sequences) {
          await client.query(
            last === null ? 'select setval($1, 1, false)' : 'select setval($1, $2, true)',
            last === null ? [name] : [name, last],
          );
        }
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
        await pool.end();
      }
    } finally {
      await embedded.close();
    }
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
