import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '#server/config';
import { buildApp } from '#server/app';
import { queryRows } from '#server/db/client';
import { users } from '#server/db/schema';
import { verifyPassword } from '#server/lib/passwords';
import { createThrowawayDatabase } from '#tests/helpers/throwaway-db';

/**
 * A second start on the same data keeps everything and does not seed again; the admin of ADMIN_EMAIL is
 * ensured at every start. PGlite in DATA_DIR, and PostgreSQL through DATABASE_URL when TEST_DATABASE_URL is set.
 */
describe('restarting on the same data', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  async function databaseUrl(): Promise<string | undefined> {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) return undefined;
    const database = await createThrowawayDatabase(server, 'aurelia_t_restart_');
    cleanups.push(database.drop);
    return database.url;
  }

  it('keeps all data, seeds once and ensures the admin', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-restart-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const url = await databaseUrl();
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'Owner@Aurelia.test',
      ADMIN_PASSWORD: 'first-password-123',
      ...(url ? { DATABASE_URL: url } : {}),
    };

    const first = await buildApp(loadConfig(env), { seedImages: false });
    const [before] = await queryRows<{ n: number }>(first.db, sql`select count(*)::int as n from products`);
    expect(before!.n).toBeGreaterThanOrEqual(48);
    // The shop owner removes a demo product and demotes the admin by mistake.
    await first.db.execute(sql`delete from products where slug = 'silver-charm-bracelet'`);
    await first.db
      .update(users)
      .set({ role: 'user' })
      .where(eq(sql`lower(${users.email})`, 'owner@aurelia.test'));
    await first.close();

    const second = await buildApp(loadConfig({ ...env, ADMIN_PASSWORD: 'another-password-456' }), {
      seedImages: false,
    });
    const [after] = await queryRows<{ n: number }>(second.db, sql`select count(*)::int as n from products`);
    expect(after!.n).toBe(before!.n - 1);
    const [admin] = await second.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'owner@aurelia.test'));
    expect(admin!.role).toBe('admin');
    // The settings are the truth: promoted again, with the password ADMIN_PASSWORD now says (decision 090).
    expect(await verifyPassword('another-password-456', admin!.passwordHash)).toBe(true);
    expect(await verifyPassword('first-password-123', admin!.passwordHash)).toBe(false);
    expect(await second.dbHandle.kind).toBe(url ? 'postgres' : 'pglite');
    await second.close();
  });
});
