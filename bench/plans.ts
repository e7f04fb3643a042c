/**
 * The SQL a piece of the app sends, and PostgreSQL's plans for it: `captured` runs the app's own
 * code (a repository or service function) on a drizzle over the same pool that records each
 * statement as it goes to the pool; `explained` runs EXPLAIN (ANALYZE, BUFFERS) on one with its
 * values (the plan an unnamed statement gets each time), or as a generic plan
 * (`plan_cache_mode = force_generic_plan`: what a named prepared statement, db/prepared.ts, may
 * settle on after five runs).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { schema, type Database, type DatabaseHandle } from '../src/server/db/client';

export interface CapturedQuery {
  text: string;
  params: unknown[];
  /** A named prepared statement's name (db/prepared.ts); others are planned on every run. */
  name: string | undefined;
}

const poolOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: pg.Pool }).$client;

/** The statements `work` sends, in order, run on `handle`'s pool: as drizzle hands them to it. */
export async function captured(
  handle: DatabaseHandle,
  work: (db: Database) => Promise<unknown>,
): Promise<CapturedQuery[]> {
  const pool = poolOf(handle);
  const queries: CapturedQuery[] = [];
  const recording = Object.create(pool) as pg.Pool;
  recording.query = ((config: string | pg.QueryConfig, values?: unknown[]) => {
    const named = typeof config === 'string' ? { text: config } : config;
    queries.push({ text: named.text, params: values ?? named.values ?? [], name: named.name });
    return pool.query(config as pg.QueryConfig, values);
  }) as typeof pool.query;
  await work(drizzle(recording, { schema }) as unknown as Database);
  return queries;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface Plan {
  /** Each scan: its type, table and index, e.g. `Index Scan sessions (sessions_buddy_starts_idx)`. */
  scans: string[];
  /** Tables read by a sequential scan. */
  seqScanned: string[];
  executionMs: number;
  planningMs: number;
  /** The plan as EXPLAIN prints it. */
  text: string;
}

/** The indexes under a node (a bitmap heap scan's bitmap index scans). */
const indexesUnder = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesUnder),
];

function scansOf(node: PlanNode, out: { scans: string[]; seq: string[] }) {
  if (node['Node Type'].includes('Scan') && node['Relation Name']) {
    const indexes = node['Node Type'] === 'Bitmap Heap Scan' ? indexesUnder(node) : [];
    const using = node['Index Name'] ?? indexes.join(' | ');
    out.scans.push(`${node['Node Type']} ${node['Relation Name']}${using ? ` (${using})` : ''}`);
    if (node['Node Type'] === 'Seq Scan') out.seq.push(node['Relation Name']);
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

/** A value written into the statement's text, for EXECUTE of a prepared statement. */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`);
    return client.escapeLiteral(`{${items.join(',')}}`);
  }
  return client.escapeLiteral(String(value));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one statement: with its values, or (`generic`) prepared and
 * executed under a forced generic plan, in a transaction rolled back.
 */
export async function explained(
  handle: DatabaseHandle,
  query: CapturedQuery,
  { generic }: { generic: boolean },
): Promise<Plan> {
  const client = await poolOf(handle).connect();
  try {
    await client.query('begin');
    const run = async (options: string) => {
      if (!generic) {
        return client.query<Record<string, unknown>>(
          `explain (${options}) ${query.text}`,
          query.params,
        );
      }
      const values = query.params.map((value) => literal(client, value));
      return client.query<Record<string, unknown>>(
        `explain (${options}) execute growth_plan${values.length ? `(${values.join(', ')})` : ''}`,
      );
    };
    if (generic) {
      await client.query(`prepare growth_plan as ${query.text}`);
      await client.query('set local plan_cache_mode = force_generic_plan');
    }
    const text = (await run('analyze, buffers')).rows.map((row) => row['QUERY PLAN']).join('\n');
    const value = (await run('analyze, format json')).rows[0]!['QUERY PLAN'];
    const [top] = (typeof value === 'string' ? JSON.parse(value) : value) as {
      Plan: PlanNode;
      'Execution Time': number;
      'Planning Time': number;
    }[];
    const { scans, seq } = scansOf(top!.Plan, { scans: [], seq: [] });
    return {
      scans,
      seqScanned: seq,
      executionMs: top!['Execution Time'],
      planningMs: top!['Planning Time'],
      text,
    };
  } finally {
    await client.query('rollback').catch(() => {});
    // A prepared statement outlives the transaction.
    if (generic) await client.query('deallocate growth_plan').catch(() => {});
    client.release();
  }
}
