/**
 * THE throwaway PostgreSQL database of tests and benches (decision 120): `<prefix><time>_<random>` made on the
 * server of `serverUrl` (whose own database is only used to connect) and dropped, connections and all, by
 * `drop()`. The API tests' fresh databases (test-app.ts), the fault and restart tests, the cluster tests, the load
 * and memory benches and the bench server all make theirs here.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  name: string;
  /** `serverUrl` with the new database's name as its path. */
  url: string;
  drop(): Promise<void>;
}

const PREFIX = /^[a-z_][a-z0-9_]{0,39}$/;

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Creates an empty database (not migrated) named `<prefix><time>_<random>` on the server of `serverUrl`. */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  if (!PREFIX.test(prefix)) throw new Error(`Not a database name prefix: ${prefix}`);
  const name = `${prefix}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
