/**
 * `npm run restore -- <file> [--force]`: a backup made by `npm run backup` back into DATA_DIR (PGlite and
 * uploads) or into the DATABASE_URL database (and DATA_DIR/uploads); with S3_BUCKET the pictures go into the
 * bucket instead, from any backup (docs/decisions/103).
 *
 * The target must be empty — no rows in any table, no uploaded file — unless `--force`, which empties it first.
 * The schema is made by this version's migrations, then every table is loaded in one transaction (parents first),
 * the sequences are moved past the restored numbers, and the images are copied. A backup from a newer version of
 * the shop (a migration this code does not know) is refused. Stop the shop while restoring (on the embedded
 * database the command holds DATA_DIR's lock, so it refuses while the shop runs: cli/index.ts).
 */
import { createReadStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import os from 'node:os';
import path from 'node:path';
import { extract as extractTar } from 'tar';
import { openDatabase } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { BACKUP_FORMAT, journal, type Manifest } from './manifest';
import { describeTables, ident, type TableInfo } from './tables';
import { listFiles } from '#server/lib/list-files';
import { openSqlSession, UsageError, type SqlSession } from './sql-session';
import type { BackupTarget } from './backup';
import { bucketFileCount, emptyBucket } from './bucket-files';
import { pushDirectory } from '#server/lib/images/push';
import type { Bucket } from '#server/lib/images/bucket';

/**
 * Tables whose rows do not make a database "in use": start-up bookkeeping, rate-limit counters, and `counters`
 * (migration 0005 gives every new database its order-number row).
 */
const BOOKKEEPING = new Set(['app_meta', 'rate_limit_hits', 'counters']);
const INSERT_ROWS = 500;

async function readManifest(staging: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new UsageError('This file is not an Aurelia backup (no manifest.json inside).');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new UsageError('This file is not an Aurelia backup.');
  if (!journal().some((e) => e.when === manifest.migration.when))
    throw new UsageError(
      `This backup was made by a newer version of the shop (migration ${manifest.migration.tag ?? manifest.migration.when}). ` +
        'Update the shop, then restore.',
    );
  return manifest;
}

/** What already lives in the target: tables with rows, and uploaded files (on disk, or in the bucket). */
async function occupied(session: SqlSession, uploads: string, bucket?: Bucket): Promise<string[]> {
  const tables = await session.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    if (BOOKKEEPING.has(table_name)) continue;
    const [row] = await session.query<{ n: number }>(`select count(*)::int as n from ${ident(table_name)}`);
    if (row && Number(row.n) > 0) found.push(`${table_name} (${row.n} rows)`);
  }
  if (bucket) {
    const count = await bucketFileCount(bucket);
    if (count) found.push(`the bucket ${bucket.settings.bucket} (${count} pictures)`);
    return found;
  }
  const files = await listFiles(uploads);
  if (files.length) found.push(`${uploads} (${files.length} files)`);
  return found;
}

async function loadTable(
  session: SqlSession,
  table: TableInfo,
  saved: Manifest['tables'][number],
  file: string,
) {
  // Only the columns both the backup and this schema have: a column added since gets its default.
  const columns = saved.columns
    .filter((c) => table.columns.includes(c))
    .map(ident)
    .join(', ');
  const insert =
    `insert into ${ident(table.name)} (${columns}) overriding system value ` +
    `select ${columns} from json_populate_recordset(null::${ident(table.name)}, $1::json)`;
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    await session.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
  };
  if (existsSync(file)) {
    for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
      if (!line) continue;
      batch.push(line);
      if (batch.length >= INSERT_ROWS) await flush();
    }
  }
  await flush();
  if (rows !== saved.rows)
    throw new Error(
      `The backup is damaged: ${table.name} holds ${rows} rows, its manifest says ${saved.rows}.`,
    );
  for (const col of table.sequenced) {
    await session.query(
      `select setval(pg_get_serial_sequence($1, $2), max(${ident(col)})) from ${ident(table.name)} having max(${ident(col)}) is not null`,
      [ident(table.name), col],
    );
  }
}

export async function restoreBackup(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<Manifest> {
  if (!existsSync(file)) throw new UsageError(`There is no file ${file}.`);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'aurelia-restore-'));
  const pgliteDir = path.join(target.dataDir, 'db');
  const uploads = path.join(target.dataDir, 'uploads');
  try {
    try {
      await extractTar({ file, cwd: staging, strict: true });
    } catch {
      throw new UsageError(`${file} is not a readable backup archive (.tar.gz).`);
    }
    const manifest = await readManifest(staging);

    // The schema first, with this version's migrations (a new PGlite directory is created here).
    if (!target.databaseUrl) await mkdir(target.dataDir, { recursive: true });
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, pgliteDir, poolSize: 1 });
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }

    const session = await openSqlSession({ databaseUrl: target.databaseUrl, pgliteDir });
    try {
      const inUse = await occupied(session, uploads, target.bucket);
      if (inUse.length && !options.force)
        throw new UsageError(
          `The target is not empty: ${inUse.join(', ')}.\n` +
            'Restore into an empty DATA_DIR / database, or add --force to replace what is there.',
        );
      const tables = await describeTables(session);
      const saved = new Map(manifest.tables.map((t) => [t.name, t]));
      await session.query('begin');
      try {
        await session.query(
          `truncate ${tables.map((t) => ident(t.name)).join(', ')} restart identity cascade`,
        );
        for (const table of tables) {
          const entry = saved.get(table.name);
          if (entry) await loadTable(session, table, entry, path.join(staging, 'db', `${table.name}.ndjson`));
        }
        await session.query('commit');
      } catch (err) {
        await session.query('rollback').catch(() => {});
        throw err;
      }
    } finally {
      await session.close();
    }

    let restored: number;
    if (target.bucket) {
      // The archive's uploads/ has the disk's layout whichever store it came from (cli/backup/bucket-files.ts).
      await emptyBucket(target.bucket);
      await pushDirectory(target.bucket, path.join(staging, 'uploads'));
      restored = await bucketFileCount(target.bucket);
    } else {
      await rm(uploads, { recursive: true, force: true });
      await mkdir(uploads, { recursive: true });
      if (existsSync(path.join(staging, 'uploads')))
        await cp(path.join(staging, 'uploads'), uploads, { recursive: true });
      restored = (await listFiles(uploads)).length;
    }
    if (restored !== manifest.uploads.files)
      throw new Error(
        `The backup is damaged: ${restored} images restored, its manifest says ${manifest.uploads.files}.`,
      );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
