import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DbHandle } from './client';
import { projectRoot } from '../lib/project-root';

/** An arbitrary constant: the advisory lock that serialises migrations of several processes starting at once. */
const MIGRATION_LOCK_ID = 724_310_001;

export function migrationsFolder(): string {
  return path.join(projectRoot(), 'drizzle');
}

/** Applies the committed migrations under drizzle/ (idempotent; run at every start). */
export async function runMigrations(handle: DbHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if ('pglite' in handle.raw) {
    await migratePglite(drizzlePglite({ client: handle.raw.pglite }), {
      migrationsFolder: migrationsFolderPath,
    });
    return;
  }
  // On PostgreSQL several processes may start together: take a session lock on one dedicated connection.
  const client = new pg.Client({ connectionString: handle.raw.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsFolderPath });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
