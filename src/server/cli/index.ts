/**
 * Maintenance commands on the configured database (DATABASE_URL or DATA_DIR):
 *   npm run db:migrate   apply the committed migrations
 *   npm run seed         fill an empty database with the demo catalogue (and ensure the admin)
 *   npm run backup [-- <file.tar.gz>]            the database and the uploaded images in one archive
 *   npm run restore -- <file.tar.gz> [--force]   that archive back into an empty DATA_DIR / database
 *   npm run images:push  copy DATA_DIR/uploads into the S3_BUCKET bucket (docs/decisions/103)
 *
 * With S3_BUCKET set, seed, backup and restore read and write the pictures in the bucket.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { ensureAdmin } from '../db/prepare';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';
import { imageStoreFor } from '../lib/images/select';
import { openBucket } from '../lib/images/bucket';
import { imagesPush } from './images-push';
import { createBackup, defaultBackupFile } from './backup/backup';
import { restoreBackup } from './backup/restore';
import { UsageError } from './backup/sql-session';
import { ensureWritableDataDir } from '../lib/data-dir-check';
import { lockDataDir } from '../lib/data-dir-lock';
import { exitWithStartupError, StartupError } from '../lib/startup-error';

const NPM_SCRIPT = {
  migrate: 'db:migrate',
  seed: 'seed',
  backup: 'backup',
  restore: 'restore',
  'images-push': 'images:push',
} as const;
type Command = keyof typeof NPM_SCRIPT;

/**
 * The embedded database admits one process: while a command works on DATA_DIR/db it holds DATA_DIR's lock, so it
 * cannot run beside a shop (or another command) on the same files, and a shop cannot start meanwhile
 * (docs/decisions/082). On PostgreSQL nothing is locked here: the database serialises what needs it.
 */
async function withDataDir(config: AppConfig, command: Command, work: () => Promise<void>): Promise<void> {
  // A backup of a DATA_DIR without a database says so (openSqlSession) rather than creating the folder.
  if (config.databaseUrl || (command === 'backup' && !existsSync(path.join(config.dataDir, 'db'))))
    return work();
  await ensureWritableDataDir(config.dataDir);
  const lock = await lockDataDir(config.dataDir, {
    holder: `npm run ${NPM_SCRIPT[command]}`,
    advice: `then run npm run ${NPM_SCRIPT[command]} again`,
  });
  try {
    await work();
  } finally {
    await lock.release();
  }
}

/** Backup and restore must not migrate or seed what they read or write: they run before the database opens. */
async function backupOrRestore(config: AppConfig, command: 'backup' | 'restore', args: string[]) {
  const bucket = config.s3 ? openBucket(config.s3) : undefined;
  try {
    await bucket?.verify();
    await backupOrRestoreWith(config, command, args, bucket);
  } finally {
    bucket?.close();
  }
}

async function backupOrRestoreWith(
  config: AppConfig,
  command: 'backup' | 'restore',
  args: string[],
  bucket: ReturnType<typeof openBucket> | undefined,
) {
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, bucket };
  const where = config.databaseUrl ? 'the DATABASE_URL database' : `${path.join(config.dataDir, 'db')}`;
  const pictures = bucket ? `the bucket ${bucket.settings.bucket}'s` : 'uploaded';
  if (command === 'backup') {
    const file = path.resolve(args.find((a) => !a.startsWith('--')) ?? defaultBackupFile());
    const m = await createBackup(target, file);
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    console.info(
      `Backed up ${where} (${m.tables.length} tables, ${rows} rows, migration ${m.migration.tag}) and ` +
        `${m.uploads.files} ${pictures} files to ${file}`,
    );
    return;
  }
  const file = args.find((a) => !a.startsWith('--'));
  const m = await restoreBackup(target, path.resolve(file!), { force: args.includes('--force') });
  const count = (name: string) => m.tables.find((t) => t.name === name)?.rows ?? 0;
  console.info(
    `Restored ${path.resolve(file!)} (made ${m.createdAt}) into ${where}: ${count('products')} products, ` +
      `${count('users')} users, ${count('orders')} orders, ${m.uploads.files} ${pictures} files.`,
  );
}

async function migrateOrSeed(config: AppConfig, command: 'migrate' | 'seed') {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    await runMigrations(handle);
    if (command === 'migrate') {
      console.info(`Migrations applied (${handle.kind}).`);
      return;
    }
    if (config.admin)
      console.info(`Admin ${config.admin.email}: ${await ensureAdmin(handle.db, config.admin)}`);
    const images = imageStoreFor(config);
    try {
      const result = await seedDemoIfEmpty(handle.db, { images, renderImages: true });
      console.info(
        result.seeded
          ? `Seeded ${result.products} demo products (${result.imagesRendered} pictures rendered).`
          : 'The database already holds a catalogue (or was seeded before); nothing to do.',
      );
    } finally {
      images.close();
    }
  } finally {
    await handle.close();
  }
}

async function main(command: string | undefined, args: string[]) {
  if (!command || !Object.hasOwn(NPM_SCRIPT, command)) {
    console.error('Usage: cli <migrate|seed|backup|restore|images-push>');
    process.exitCode = 2;
    return;
  }
  if (command === 'restore' && !args.some((a) => !a.startsWith('--')))
    throw new UsageError('Usage: npm run restore -- <backup.tar.gz> [--force]');
  const config = loadConfig();
  const name = command as Command;
  // Reads DATA_DIR/uploads and writes the bucket: no database, no lock (the shop may keep running).
  if (name === 'images-push') {
    await imagesPush(config);
    return;
  }
  await withDataDir(config, name, () =>
    name === 'backup' || name === 'restore'
      ? backupOrRestore(config, name, args)
      : migrateOrSeed(config, name),
  );
}

// What the person running the command can fix is said without a stack (a setting or DATA_DIR: one line per
// reason, like the shop's own start); exit 1.
main(process.argv[2], process.argv.slice(3)).catch((err: unknown) => {
  if (err instanceof StartupError) exitWithStartupError(`Aurelia could not run ${process.argv[2]}`, err);
  console.error(err instanceof UsageError ? err.message : err);
  process.exit(1);
});
