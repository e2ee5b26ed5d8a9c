/**
 * Maintenance commands on the configured database (DATABASE_URL or DATA_DIR):
 *   npm run db:migrate   apply the committed migrations
 *   npm run seed         fill an empty database with the demo catalogue (and ensure the admin)
 *   npm run backup [-- <file.tar.gz>]            the database and the uploaded images in one archive
 *   npm run restore -- <file.tar.gz> [--force]   that archive back into an empty DATA_DIR / database
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { ensureAdmin } from '../db/prepare';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';
import { createImageStore } from '../lib/images/storage';
import { uploadsDir } from '../plugins/services';
import { BUSINESS } from '../../domain/business-constants';
import { createBackup, defaultBackupFile } from './backup/backup';
import { restoreBackup } from './backup/restore';
import { UsageError } from './backup/sql-session';

/** Backup and restore must not migrate or seed what they read or write: they run before the database opens. */
async function backupOrRestore(command: 'backup' | 'restore', args: string[]) {
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const where = config.databaseUrl ? 'the DATABASE_URL database' : `${path.join(config.dataDir, 'db')}`;
  if (command === 'backup') {
    const file = path.resolve(args.find((a) => !a.startsWith('--')) ?? defaultBackupFile());
    const m = await createBackup(target, file);
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    console.info(
      `Backed up ${where} (${m.tables.length} tables, ${rows} rows, migration ${m.migration.tag}) and ` +
        `${m.uploads.files} uploaded files to ${file}`,
    );
    return;
  }
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new UsageError('Usage: npm run restore -- <backup.tar.gz> [--force]');
  const m = await restoreBackup(target, path.resolve(file), { force: args.includes('--force') });
  const count = (name: string) => m.tables.find((t) => t.name === name)?.rows ?? 0;
  console.info(
    `Restored ${path.resolve(file)} (made ${m.createdAt}) into ${where}: ${count('products')} products, ` +
      `${count('users')} users, ${count('orders')} orders, ${m.uploads.files} uploaded files.`,
  );
}

async function main(command: string | undefined, args: string[]) {
  if (command === 'backup' || command === 'restore') return backupOrRestore(command, args);
  const config = loadConfig();
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
    if (command === 'seed') {
      if (config.admin)
        console.info(`Admin ${config.admin.email}: ${await ensureAdmin(handle.db, config.admin)}`);
      const images = createImageStore(uploadsDir(config), BUSINESS.maxUploadImageBytes);
      const result = await seedDemoIfEmpty(handle.db, { images, renderImages: true });
      console.info(
        result.seeded
          ? `Seeded ${result.products} demo products (${result.imagesRendered} pictures rendered).`
          : 'The database already holds a catalogue (or was seeded before); nothing to do.',
      );
      return;
    }
    console.error('Usage: cli <migrate|seed|backup|restore>');
    process.exitCode = 2;
  } finally {
    await handle.close();
  }
}

main(process.argv[2], process.argv.slice(3)).catch((err) => {
  console.error(err instanceof ConfigError || err instanceof UsageError ? err.message : err);
  process.exit(1);
});
