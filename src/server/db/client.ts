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
  /** LISTEN on a channel. Returns a function that stops listening. */
  listen(channel: string, onMessage: Notification): Promise<() => Promise<void>>;
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

const CHANNEL_RE = /^[a-z_][a-z0-9_]*$/;
function assertChannel(channel: string) {
  if (!CHANNEL_RE.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  return options.databaseUrl ? openPostgres(options) : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<DbHandle> {
  const dir = options.pgliteDir && options.pgliteDir !== 'memory://' ? options.pgliteDir : undefined;
  if (dir) await mkdir(path.dirname(dir), { recursive: true });
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
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

async function openPostgres(options: OpenDatabaseOptions): Promise<DbHandle> {
  const url = options.databaseUrl!;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client dying (database restarted) must not crash the process; the pool replaces it.
  pool.on('error', (err) => options.onPoolError?.(err));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;

  // One dedicated connection carries every LISTEN of this process; it reconnects if the database goes away.
  const listeners = new Map<string, Set<Notification>>();
  let listenClient: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    const reconnect = (err?: Error) => {
      if (err) options.onPoolError?.(err);
      if (listenClient === client) listenClient = undefined;
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => {});
      client.end().catch(() => {});
      if (!closed && listeners.size > 0 && !retryTimer) {
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          ensureListener().catch(() => reconnect());
        }, 1000);
        retryTimer.unref();
      }
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
    return client;
  };
  const ensureListener = async (): Promise<pg.Client> => {
    if (listenClient) return listenClient;
    connecting ??= connectListener().finally(() => (connecting = undefined));
    listenClient = await connecting;
    return listenClient;
  };

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
    async listen(channel, onMessage) {
      assertChannel(channel);
      const isNew = !listeners.has(channel);
      const set = listeners.get(channel) ?? new Set();
      set.add(onMessage);
      listeners.set(channel, set);
      const client = await ensureListener();
      if (isNew) await client.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(onMessage);
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
      await pool.end();
    },
  };
}

/** Raw SQL with typed rows; both drivers return `{ rows }`. Prefer the query builder; use this for SQL it lacks. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
