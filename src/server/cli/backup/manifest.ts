/**
 * The archive's table of contents, `manifest.json`: what made it, when, at which schema migration, and how many
 * rows and files it holds — a restore checks the migration and the counts against it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '#server/db/migrate';
import type { SqlSession } from './sql-session';

export const BACKUP_FORMAT = 'aurelia-backup';
export const BACKUP_VERSION = 1;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Which kind of database it was taken from (a backup restores into either). */
  source: 'pglite' | 'postgres';
  /** The last migration applied to the source: its tag in drizzle/meta/_journal.json and its timestamp. */
  migration: { tag: string | null; when: number; count: number };
  /** Tables in the order they were written (parents first) with their row counts. */
  tables: Array<{ name: string; rows: number; columns: string[] }>;
  /**
   * The pictures, always in the archive's uploads/ folder with the disk's layout, whether they were read from
   * DATA_DIR/uploads or from the bucket (`from`, absent in backups made before the bucket: disk), so any backup
   * restores into either (docs/decisions/103).
   */
  uploads: { files: number; bytes: number; from?: 'disk' | 's3' };
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this version of the shop knows. */
export function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder(), 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The last migration drizzle recorded in the database (null when none: an unmigrated database). */
export async function appliedMigration(session: SqlSession): Promise<Manifest['migration']> {
  const [exists] = await session.query<{ ok: boolean }>(
    `select exists (select 1 from information_schema.tables
       where table_schema = 'drizzle' and table_name = '__drizzle_migrations') as ok`,
  );
  if (!exists?.ok) return { tag: null, when: 0, count: 0 };
  const [row] = await session.query<{ when: string | null; count: number }>(
    `select max(created_at)::text as when, count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const when = Number(row?.when ?? 0);
  return { tag: journal().find((e) => e.when === when)?.tag ?? null, when, count: Number(row?.count ?? 0) };
}
