/**
 * One connection to the configured database for the backup and restore commands: the PGlite files under
 * DATA_DIR/db, or a single node-postgres client on DATABASE_URL. One connection, because a backup reads every
 * table inside one transaction (one snapshot) and a restore writes them all inside one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { pgliteOpenError, postgresConnectError } from '#server/db/open-errors';

export interface SqlSession {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openSqlSession(target: {
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Refuse to create a PGlite database that does not exist yet (backup). */
  mustExist?: boolean;
}): Promise<SqlSession> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl, connectionTimeoutMillis: 10_000 });
    await client.connect().catch((err: unknown) => {
      throw postgresConnectError(target.databaseUrl!, err);
    });
    return {
      kind: 'postgres',
      async query<T>(text: string, params?: unknown[]) {
        return (await client.query(text, params)).rows as T[];
      },
      close: () => client.end(),
    };
  }
  if (target.mustExist && !existsSync(target.pgliteDir))
    throw new UsageError(`There is no database at ${target.pgliteDir} (is DATA_DIR right?).`);
  // The caller holds DATA_DIR's lock (cli/index.ts): no shop has these files open.
  const client = await PGlite.create({ dataDir: target.pgliteDir, extensions: { pg_trgm } }).catch(
    (err: unknown) => {
      throw pgliteOpenError(path.resolve(target.pgliteDir), err);
    },
  );
  return {
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** A mistake of the person running the command: printed as it is, without a stack. */
export class UsageError extends Error {}
