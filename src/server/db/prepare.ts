/**
 * What happens to the database at every start: migrations, the admin of ADMIN_EMAIL/ADMIN_PASSWORD, and the
 * demo catalogue on a first start with SEED_DEMO.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db, DbHandle, Tx } from './client';
import { runMigrations } from './migrate';
import { appMeta, sessions, users } from './schema';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { seedDemoIfEmpty } from './seed/seed-demo';
import type { ImageStore } from '../lib/images/storage';

export type EnsureAdminResult = 'created' | 'promoted' | 'password-set' | 'present';

/** app_meta key holding the hash of the ADMIN_PASSWORD last applied, so a restart only acts when it changes. */
const APPLIED_KEY = 'admin_password_applied';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD are the truth (docs/decisions/090):
 * - no account with that e-mail: it is created as an admin with ADMIN_PASSWORD;
 * - an account that is not an admin (someone may have signed up with the owner's address first): it becomes an
 *   admin, its password becomes ADMIN_PASSWORD and every earlier session of it ends;
 * - an admin whose ADMIN_PASSWORD setting changed since it was last applied (or was never recorded): the password
 *   becomes the new setting and earlier sessions end — a change made in the shop since survives restarts as long
 *   as the setting stays the same.
 * One transaction with the account's row locked, so several processes starting together act once.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<{ result: EnsureAdminResult; sessionsEnded: number }> {
  const email = admin.email.toLowerCase();
  const inserted = await db
    .insert(users)
    .values({
      name: 'Shop Admin',
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length) {
    await recordApplied(db, admin);
    return { result: 'created', sessionsEnded: 0 };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for('update');
    if (!row) throw new Error(`ADMIN_EMAIL ${admin.email}: the account vanished while it was being ensured`);
    const [applied] = await tx.select().from(appMeta).where(eq(appMeta.key, APPLIED_KEY));
    const record = applied?.value as { email?: string; hash?: string } | undefined;
    const settingUnchanged =
      record?.email === email && !!record.hash && (await verifyPassword(admin.password, record.hash));
    if (row.role === 'admin' && settingUnchanged) return { result: 'present' as const, sessionsEnded: 0 };

    const promoted = row.role !== 'admin';
    const alreadyThePassword = await verifyPassword(admin.password, row.passwordHash);
    let sessionsEnded = 0;
    if (promoted || !alreadyThePassword) {
      await tx
        .update(users)
        .set({
          role: 'admin',
          passwordHash: await hashPassword(admin.password),
          passwordChangedAt: new Date(),
        })
        .where(eq(users.id, row.id));
      const ended = await tx
        .update(sessions)
        .set({ endedAt: new Date(), endedReason: 'admin-promotion' })
        .where(and(eq(sessions.userId, row.id), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      sessionsEnded = ended.length;
    }
    await recordApplied(tx, admin);
    return { result: promoted ? ('promoted' as const) : ('password-set' as const), sessionsEnded };
  });
}

async function recordApplied(db: Db | Tx, admin: { email: string; password: string }): Promise<void> {
  const value = { email: admin.email.toLowerCase(), hash: await hashPassword(admin.password) };
  await db
    .insert(appMeta)
    .values({ key: APPLIED_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
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
    const { result, sessionsEnded } = await ensureAdmin(handle.db, config.admin);
    if (result === 'created') log.info({ email: config.admin.email }, 'admin account created (ADMIN_EMAIL)');
    else if (result !== 'present')
      log.warn(
        { email: config.admin.email, sessionsEnded },
        result === 'promoted'
          ? 'ADMIN_EMAIL: an existing account was made the admin; its password is now ADMIN_PASSWORD and its earlier sessions were ended'
          : 'ADMIN_EMAIL: the admin password was set to ADMIN_PASSWORD (the setting changed); earlier sessions were ended',
      );
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
