/**
 * Maintenance commands on the configured database (DATABASE_URL or DATA_DIR):
 *   npm run db:migrate   apply the committed migrations
 *   npm run seed         fill an empty database with the demo catalogue (and ensure the admin)
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

async function main(command: string | undefined) {
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
    console.error('Usage: cli <migrate|seed>');
    process.exitCode = 2;
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
