/**
 * The database handle. PGlite (PostgreSQL compiled to WebAssembly, in-process, kept in DATA_DIR/db) by default;
 * a node-postgres pool when DATABASE_URL is set. Everything above this file sees one Drizzle `Db` type and
 * never knows which driver runs underneath.
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { pgliteOpenError, postgresConnectError } from './open-errors';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction object Drizzle hands to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Notification = (payload: string) => void;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  /** NOTIFY on a channel; every process listening on the same database hears it (cache invalidation). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTEN on a channel. Returns a function that stops listening. `onReconnect` runs each time the listening
   * connection was lost and is back: notifications sent meanwhile were missed.
   */
  listen(channel: string, onMessage: Notification, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Driver-level access for migrations and the test harness. */
  raw: { pglite: PGlite } | { pool: pg.Pool; url: string };
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `undefined` or 'memory://' keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  onPoolError?: (err: Error) => void;
}

/** The LISTEN connection's reconnect delay: from this, doubling on each failure… */
export const LISTEN_RETRY_MIN_MS = 250;
/** …up to this, so a database that comes back is heard again within a few seconds. */
export const LISTEN_RETRY_MAX_MS = 5000;

const CHANNEL_RE = /^[a-z_][a-z0-9_]*$/;
function assertChannel(channel: string) {
  if (!CHANNEL_RE.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  return options.databaseUrl ? openPostgres(options) : openPglite(options);
}

/**
 * The embedded database's memory settings (docs/decisions/106). PGlite's PostgreSQL runs inside one WebAssembly
 * memory that only ever grows and whose touched pages stay resident, so every pool it sets up at start is paid
 * for as long as the process lives: the stock 128 MB of shared buffers alone was a third of the idle server.
 * Pages not in the buffers are read from DATA_DIR through the operating system's file cache (a system call and a
 * copy, not a disk read, once warm), so a smaller pool costs little on a shop's few megabytes of data.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  // CREATE INDEX and VACUUM may take this much at once, and the memory never goes back: 16 MB instead of 64 MB
  // makes index builds on large tables (a big CSV import's) somewhat slower.
  maintenance_work_mem: '16MB',
};

async function openPglite(options: OpenDatabaseOptions): Promise<DbHandle> {
  const dir = options.pgliteDir && options.pgliteDir !== 'memory://' ? options.pgliteDir : undefined;
  if (dir) await mkdir(path.dirname(dir), { recursive: true });
  const startParams = [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  let client: PGlite;
  try {
    client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm }, startParams });
  } catch (err) {
    throw dir ? pgliteOpenError(path.resolve(dir), err) : err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    raw: { pglite: client },
    async ping() {
      await client.query('select 1');
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      assertChannel(channel);
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function hasUrlOptions(url: string): boolean {
  try {
    return new URL(url).searchParams.has('options');
  } catch {
    return false;
  }
}

/** The pool of the shop's queries, connected once to prove the server is there and takes our login. */
async function openPool(url: string, options: OpenDatabaseOptions): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString: url,
    // No JIT compiling: the shop's queries are short, and PostgreSQL compiled the costlier ones (a search over
    // 20,000 products) for 30 ms to run them in 10 (docs/decisions/104). Options given in the URL win.
    ...(hasUrlOptions(url) ? {} : { options: '-c jit=off' }),
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client dying (database restarted) must not crash the process; the pool replaces it.
  pool.on('error', (err) => options.onPoolError?.(err));
  // A client that is checked out but between queries (inside a transaction, say) when the server ends its
  // session emits 'error' with nobody listening — an uncaught exception that would stop the process. The
  // failure reaches its user anyway (the next query rejects, and the pool drops the client on release).
  pool.on('connect', (client) => client.on('error', () => {}));
  releaseClientsWhoseConnectionEnds(pool);
  // Connect once now: an unreachable server or a refused login stops the start with one line naming host:port
  // (docs/decisions/082) instead of surfacing later as a bare ECONNREFUSED from the first migration.
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => {});
    throw postgresConnectError(url, err);
  }
  return pool;
}

/**
 * One dedicated connection carries every LISTEN of this process. When the database goes away it reconnects
 * with a growing delay (LISTEN_RETRY_MIN_MS doubling to LISTEN_RETRY_MAX_MS, with jitter so several processes
 * do not knock at once), LISTENs again, and tells the `onReconnect` callbacks: notifications sent while it
 * was gone are lost, so whoever caches on them must start afresh (docs/decisions/071).
 */
function createListenConnection(url: string, onError: ((err: Error) => void) | undefined) {
  const listeners = new Map<string, Set<Notification>>();
  const reconnectCallbacks = new Set<() => void>();
  let listenClient: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failedAttempts = 0;

  const scheduleRetry = () => {
    if (closed || listeners.size === 0 || retryTimer) return;
    const base = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_MIN_MS * 2 ** failedAttempts);
    failedAttempts++;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        ensureListener().then(
          () => {
            failedAttempts = 0;
            for (const fn of reconnectCallbacks) fn();
          },
          () => scheduleRetry(),
        );
      },
      base / 2 + Math.random() * (base / 2),
    );
    retryTimer.unref();
  };

  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (err) onError?.(err);
      if (listenClient === client) listenClient = undefined;
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => {});
      client.end().catch(() => {});
      scheduleRetry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      // A failed attempt: the retry is scheduled by whoever awaited this one (scheduleRetry's own chain).
      lost = true;
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => {});
      client.end().catch(() => {});
      throw err;
    }
    return client;
  };
  const ensureListener = async (): Promise<pg.Client> => {
    if (listenClient) return listenClient;
    connecting ??= connectListener().finally(() => (connecting = undefined));
    const client = await connecting;
    if (closed) {
      // The handle was closed while this attempt was connecting: nobody will end this client otherwise.
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw new Error('Client was closed');
    }
    listenClient = client;
    return client;
  };

  return {
    async listen(channel: string, onMessage: Notification, onReconnect?: () => void) {
      assertChannel(channel);
      const isNew = !listeners.has(channel);
      const set = listeners.get(channel) ?? new Set();
      set.add(onMessage);
      listeners.set(channel, set);
      if (onReconnect) reconnectCallbacks.add(onReconnect);
      const client = await ensureListener();
      if (isNew) await client.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(onMessage);
        if (onReconnect) reconnectCallbacks.delete(onReconnect);
        if (set.size === 0) {
          listeners.delete(channel);
          await listenClient?.query(`UNLISTEN ${channel}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listenClient;
      listenClient = undefined;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => {});
      }
    },
  };
}

async function openPostgres(options: OpenDatabaseOptions): Promise<DbHandle> {
  const url = options.databaseUrl!;
  const pool = await openPool(url, options);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listening = createListenConnection(url, options.onPoolError);
  return {
    db,
    kind: 'postgres',
    raw: { pool, url },
    async ping() {
      await pool.query('select 1');
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: listening.listen,
    async close() {
      await listening.close();
      await pool.end();
    },
  };
}

/**
 * drizzle's pool transaction checks a client out and sends BEGIN *before* its try/finally: when the database goes
 * away at that moment the client is never released — one pool slot lost per outage, and `pool.end()` at shutdown
 * waits for it forever (tests/faults/postgres-outage.test.ts found it). So a checked-out client whose connection
 * ends is released here (and destroyed), and a later release by its user does nothing.
 */
function releaseClientsWhoseConnectionEnds(pool: pg.Pool): void {
  type ConnectCallback = (
    err: Error | undefined,
    client: pg.PoolClient | undefined,
    done: (release?: unknown) => void,
  ) => void;
  const original = pool.connect.bind(pool) as unknown as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  const guarded = async (): Promise<pg.PoolClient> => {
    const client = await (original() as Promise<pg.PoolClient>);
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('end', onEnd);
      release(err);
    };
    const onEnd = () => releaseOnce(new Error('The database connection ended while it was checked out.'));
    client.once('end', onEnd);
    client.release = releaseOnce;
    return client;
  };
  // Only the promise form (drizzle's transactions) is guarded; pool.query uses the callback form and releases by
  // itself.
  pool.connect = ((callback?: ConnectCallback) =>
    callback ? original(callback) : guarded()) as unknown as typeof pool.connect;
}

/** Raw SQL with typed rows; both drivers return `{ rows }`. Prefer the query builder; use this for SQL it lacks. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
