import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { crossedByAnother } from './errors';
import * as auth from './schema/auth';
import * as availability from './schema/availability';
import * as calendar from './schema/calendar';
import * as outbox from './schema/outbox';
import * as buddies from './schema/buddies';
import * as events from './schema/events';
import * as interviews from './schema/interviews';
import * as ledger from './schema/ledger';
import * as messaging from './schema/messaging';
import * as payments from './schema/payments';
import * as sessions from './schema/sessions';
import * as support from './schema/support';
import * as users from './schema/users';

export const schema = {
  ...users,
  ...buddies,
  ...availability,
  ...auth,
  ...outbox,
  ...sessions,
  ...calendar,
  ...interviews,
  ...messaging,
  ...support,
  ...events,
  ...ledger,
  ...payments,
};
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Pick<
  Database,
  '$with' | 'with' | 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'query' | 'transaction'
>;

/** Called with the payload of each notification on a channel. */
export type NotificationHandler = (payload: string) => void;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel: `NOTIFY`s from any process reach the handler (after their transaction
   * commits). Resolves to a function that stops listening.
   */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The extensions the migrations need, loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/** Any number to identify our migration lock among advisory locks. */
const MIGRATION_LOCK_ID = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** Tests: a new embedded database starts as a copy of this PGlite data-dir dump. */
  pgliteTemplate?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    const db = retryingTransactions(drizzlePg(pool, { schema }) as unknown as Database);
    const listener = postgresListener(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      listen: listener.listen,
      async migrate() {
        // Several app processes may start at once: one migrates, the others wait for it.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({
    dataDir: dir,
    extensions: PGLITE_EXTENSIONS,
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // One connection in this process: notifications never need to leave it.
    listen: (channel, handler) => client.listen(channel, handler),
    close: () => client.close(),
  };
}

/**
 * One connection of its own that LISTENs (a pooled connection would drop its channels when
 * returned). A lost connection is made again after a second, and listens again; notifications
 * sent while it was down are missed, which is why nothing relies on them alone (decision 012).
 */
function postgresListener(connectionString: string) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
    // An error is followed by 'end', which reconnects.
    c.on('error', () => {});
    c.on('end', () => {
      client = undefined;
      if (!closed && handlers.size > 0) setTimeout(() => void listening().catch(() => {}), 1000);
    });
    return c.connect().then(async () => {
      for (const channel of handlers.keys()) await c.query(`listen ${escapeIdentifier(channel)}`);
      return c;
    });
  };
  const listening = () => {
    client ??= connect().catch((err: unknown) => {
      client = undefined;
      throw err;
    });
    return client;
  };

  return {
    async listen(channel: string, handler: NotificationHandler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const c = await listening();
        await c.query(`listen ${escapeIdentifier(channel)}`);
      } else {
        await listening();
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      const c = await client?.catch(() => undefined);
      await c?.end().catch(() => {});
    },
  };
}

/** How often a transaction crossed by another (a deadlock) is run again before its error stands. */
const TRANSACTION_ATTEMPTS = 5;

/**
 * Every transaction run again when another crossed it (a deadlock or a serialization failure,
 * which PostgreSQL resolves by failing one of the two): the caller gets the outcome of a run
 * that went through, never the 500 of one the server chose to fail. A transaction's work is
 * its database writes (mails and news go through the outbox and NOTIFY, sent at commit), so
 * running it again does nothing twice. Nested transactions are savepoints of the outer one and
 * are run again with it. PGlite has one connection, so nothing crosses there.
 */
function retryingTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(run, config);
      } catch (err) {
        if (attempt >= TRANSACTION_ATTEMPTS || !crossedByAnother(err)) throw err;
        // A little apart, at random, so the two do not meet again at once.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  };
  return db;
}

const escapeIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function isReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
