/**
 * What happens to the database at every start: migrations, the admin of ADMIN_EMAIL/ADMIN_PASSWORD, and the
 * demo catalogue on a first start with SEED_DEMO.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db, DbHandle } from './client';
import { runMigrations } from './migrate';
import { users } from './schema';
import { hashPassword } from '../lib/passwords';
import { seedDemoIfEmpty } from './seed/seed-demo';
import type { ImageStore } from '../lib/images/storage';

/** Creates the admin if missing (with the configured password) or promotes the existing account. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<'created' | 'promoted' | 'present'> {
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, admin.email.toLowerCase()))
    .limit(1);
  if (existing) {
    if (existing.role === 'admin') return 'present';
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  const passwordHash = await hashPassword(admin.password);
  const inserted = await db
    .insert(users)
    .values({ name: 'Shop Admin', email: admin.email, passwordHash, role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another process may have created it a moment ago; make sure it is an admin either way.
  if (!inserted.length)
    await db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(sql`lower(${users.email})`, admin.email.toLowerCase()));
  return 'created';
}

export async function prepareDatabase(
  handle: DbHandle,
  config: AppConfig,
  log: FastifyBaseLogger,
  options: { seedImages: boolean; images?: ImageStore },
): Promise<void> {
  const started = Date.now();
  await runMigrations(handle);
  log.debug({ ms: Date.now() - started }, 'migrations applied');
  if (config.admin) {
    const result = await ensureAdmin(handle.db, config.admin);
    if (result !== 'present') log.info({ email: config.admin.email }, `admin account ${result}`);
  } else if (config.env !== 'test') {
    log.info('ADMIN_EMAIL/ADMIN_PASSWORD not set: no admin account ensured (see README "Configuration")');
  }
  if (config.seedDemo) {
    const seedStart = Date.now();
    const result = await seedDemoIfEmpty(handle.db, {
      images: options.images,
      renderImages: options.seedImages,
    });
    if (result.seeded) {
      log.info(
        { products: result.products, images: result.imagesRendered, ms: Date.now() - seedStart },
        'demo catalogue seeded',
      );
    }
  }
}
