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
import * as favourites from './schema/favourites';
import * as interviews from './schema/interviews';
import * as ledger from './schema/ledger';
import * as messaging from './schema/messaging';
import * as payments from './schema/payments';
import * as reviews from './schema/reviews';
import * as sessions from './schema/sessions';
import * as support from './schema/support';
import * as users from './schema/users';

export const schema = {
  ...users,
  ...buddies,
  ...reviews,
  ...availability,
  ...favourites,
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

/** How busy the connection pool is (metrics); the embedded database has no pool. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel: `NOTIFY`s from any process reach the handler (after their transaction
   * commits). Resolves to a function that stops listening.
   */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /**
   * Called when this process listens again after its connection was lost: notifications sent
   * meanwhile were missed, so whatever was kept on their word must be read afresh.
   */
  onListeningAgain(handler: () => void): void;
  poolUse?(): PoolUse;
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
  /** Told of a pooled connection lost while idle (a database restart); the pool makes another. */
  onConnectionLost?: (err: Error) => void;
}

/** A connection not made within this is a database not there: the request answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // Without a listener, a connection's error (the server restarting) ends the process: the
    // pool's own for idle connections, each connection's for one checked out between two
    // statements of a transaction (its next statement then fails, and the request answers 503).
    pool.on('error', (err) => options.onConnectionLost?.(err));
    pool.on('connect', (client) => client.on('error', (err) => options.onConnectionLost?.(err)));
    const db = retryingTransactions(drizzlePg(pool, { schema }) as unknown as Database);
    const listener = postgresListener(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      listen: listener.listen,
      onListeningAgain: listener.onListeningAgain,
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
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
    // One connection in this process: notifications never need to leave it, nor are lost.
    listen: (channel, handler) => client.listen(channel, handler),
    onListeningAgain: () => {},
    close: () => client.close(),
  };
}

/** The wait before listening again after a lost connection, doubling up to RELISTEN_MAX_MS. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 2_000;

/**
 * One connection of its own that LISTENs (a pooled connection would drop its channels when
 * returned). A connection lost, or not made (the database not there yet), is made again within
 * two seconds and listens again; notifications sent while it was down are missed, which is why
 * nothing relies on them alone (decision 012) and `onListeningAgain` tells those who keep reads.
 */
function postgresListener(connectionString: string) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const listeningAgain = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let everConnected = false;
  let closed = false;
  let wait = RELISTEN_FIRST_MS;

  const connect = async () => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    c.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
    // An error is followed by 'end', which listens again.
    c.on('error', () => {});
    c.on('end', () => {
      if (client === c) client = undefined;
      if (!closed) again();
    });
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`listen ${escapeIdentifier(channel)}`);
    if (closed) return void (await c.end().catch(() => {}));
    client = c;
    wait = RELISTEN_FIRST_MS;
    if (everConnected) listeningAgain.forEach((handler) => handler());
    everConnected = true;
  };
  const listening = async () =>
    client ??
    (connecting ??= connect()
      .catch(() => again())
      .finally(() => {
        connecting = undefined;
      }));
  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listening();
    }, wait);
    retry.unref();
    wait = Math.min(wait * 2, RELISTEN_MAX_MS);
  };

  return {
    /** Resolves once listening, or once trying in the background (the database is not there). */
    async listen(channel: string, handler: NotificationHandler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listening();
        // Again if connected meanwhile; lost meanwhile, the next connection listens to it.
        await client?.query(`listen ${escapeIdentifier(channel)}`).catch(() => {});
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    onListeningAgain(handler: () => void) {
      listeningAgain.add(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => {});
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
