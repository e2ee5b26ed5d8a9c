/**
 * `npm run backup [-- <file>]`: the database and the uploaded images in one .tar.gz.
 *
 * The database is dumped logically, in-process, through the driver the shop already uses — every table's rows as
 * JSON lines, parents before children — inside one REPEATABLE READ, READ ONLY transaction, so on PostgreSQL the
 * dump is one consistent snapshot even while the shop keeps selling. PGlite keeps its files in DATA_DIR/db and
 * allows one process at a time: stop the shop before backing it up (cli/index.ts takes DATA_DIR's lock). No pg_dump is needed, and a backup taken
 * from either database restores into either.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { create as createTar } from 'tar';
import { appliedMigration, BACKUP_FORMAT, BACKUP_VERSION, type Manifest } from './manifest';
import { describeTables, ident } from './tables';
import { listFiles } from '#server/lib/list-files';
import { openSqlSession, UsageError, type SqlSession } from './sql-session';
import { downloadBucket } from './bucket-files';
import type { Bucket } from '#server/lib/images/bucket';

export interface BackupTarget {
  databaseUrl: string | undefined;
  /** DATA_DIR: PGlite's files are in db/, the images in uploads/ (unless a bucket holds them). */
  dataDir: string;
  /** With S3_BUCKET: the pictures are read from and restored into the bucket (docs/decisions/103). */
  bucket?: Bucket;
}

const FETCH_ROWS = 1000;

export function defaultBackupFile(now = new Date()): string {
  return path.resolve(`aurelia-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
}

async function dumpTable(session: SqlSession, table: { name: string; columns: string[] }, file: string) {
  const out = createWriteStream(file);
  let rows = 0;
  const cols = table.columns.map(ident).join(', ');
  await session.query(`declare dump_cursor no scroll cursor for
    select row_to_json(r)::text as line from (select ${cols} from ${ident(table.name)}) r`);
  try {
    for (;;) {
      const batch = await session.query<{ line: string }>(`fetch ${FETCH_ROWS} from dump_cursor`);
      for (const { line } of batch) {
        if (!out.write(`${line}\n`)) await once(out, 'drain');
      }
      rows += batch.length;
      if (batch.length < FETCH_ROWS) break;
    }
  } finally {
    await session.query('close dump_cursor');
    out.end();
    await once(out, 'close');
  }
  return rows;
}

export async function createBackup(target: BackupTarget, file: string): Promise<Manifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'aurelia-backup-'));
  const session = await openSqlSession({
    databaseUrl: target.databaseUrl,
    pgliteDir: path.join(target.dataDir, 'db'),
    mustExist: true,
  });
  try {
    await mkdir(path.join(staging, 'db'));
    await session.query('begin isolation level repeatable read read only');
    const migration = await appliedMigration(session);
    if (!migration.count)
      throw new UsageError('The database has never been set up (no migrations): nothing to back up.');
    const tables = await describeTables(session);
    const written: Manifest['tables'] = [];
    for (const table of tables) {
      const rows = await dumpTable(session, table, path.join(staging, 'db', `${table.name}.ndjson`));
      written.push({ name: table.name, rows, columns: table.columns });
    }
    await session.query('commit');

    const uploads = path.join(target.dataDir, 'uploads');
    let files: Array<{ bytes: number }>;
    if (target.bucket) {
      // Read after the snapshot: a picture uploaded meanwhile comes along too, unreferenced and harmless.
      files = await downloadBucket(target.bucket, path.join(staging, 'uploads'));
    } else {
      files = await listFiles(uploads);
      // A link, followed when packing, so the images are not copied twice on disk.
      if (existsSync(uploads)) await symlink(uploads, path.join(staging, 'uploads'), 'dir');
      else await mkdir(path.join(staging, 'uploads'));
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      source: session.kind,
      migration,
      tables: written,
      uploads: {
        files: files.length,
        bytes: files.reduce((n, f) => n + f.bytes, 0),
        from: target.bucket ? 's3' : 'disk',
      },
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await createTar({ gzip: true, file, cwd: staging, follow: true, portable: true }, [
      'manifest.json',
      'db',
      'uploads',
    ]);
    return manifest;
  } finally {
    await session.close().catch(() => {});
    await rm(staging, { recursive: true, force: true });
  }
}
