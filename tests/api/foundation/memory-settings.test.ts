import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { PGLITE_SETTINGS, queryRows } from '#server/db/client';
import { hashPassword, verifyPassword } from '#server/lib/passwords';
import { SERVER_NODE_FLAGS, serverEnv } from '#scripts/server-flags.mjs';

/** The memory settings of decision 106 are really applied (a silently ignored setting would cost 100+ MB). */
describe('memory settings (decision 106)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'the embedded database runs with the small memory pools',
    async () => {
      expect(t.handle.kind).toBe('pglite');
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
        const [row] = await queryRows<Record<string, string>>(t.app.db, sql.raw(`show ${name}`));
        expect(row?.[name], name).toBe(value);
      }
      // The settings the settings above leave alone keep PGlite's own values: nothing else was passed by mistake.
      const [work] = await queryRows<{ work_mem: string }>(t.app.db, sql`show work_mem`);
      expect(work?.work_mem).toBe('4MB');
    },
  );

  it('the app answers on either database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('password hashes taken two at a time all finish, and a failing one frees its turn', async () => {
    const hashes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => hashPassword(`password number ${i}`)),
    );
    expect(new Set(hashes).size).toBe(6);
    // A stored hash with impossible parameters makes scrypt fail; the slot must be given back.
    await expect(verifyPassword('x', 'scrypt$3$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA')).rejects.toThrow();
    await expect(verifyPassword('x', 'scrypt$3$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA')).rejects.toThrow();
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(`password number ${i}`, h)));
    expect(checks).toEqual([true, true, true, true, true, true]);
  });

  it('npm start passes the memory flags, and an operator’s own allocator setting wins', () => {
    expect(SERVER_NODE_FLAGS).toEqual(expect.arrayContaining(['--max-semi-space-size=2', '--liftoff-only']));
    // Source maps cost 20–30 MB under load; operators opt in with NODE_OPTIONS.
    expect(SERVER_NODE_FLAGS).not.toContain('--enable-source-maps');
    expect(serverEnv({ PATH: '/bin' })).toMatchObject({
      MALLOC_ARENA_MAX: '2',
      MALLOC_TRIM_THRESHOLD_: '131072',
      MALLOC_MMAP_THRESHOLD_: '131072',
      PATH: '/bin',
    });
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(serverEnv({ MALLOC_MMAP_THRESHOLD_: '65536' }).MALLOC_MMAP_THRESHOLD_).toBe('65536');
  });
});
