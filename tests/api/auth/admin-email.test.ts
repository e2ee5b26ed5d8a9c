/**
 * ADMIN_EMAIL / ADMIN_PASSWORD are the truth (docs/decisions/090). Before: an account signed up with the owner's
 * address before the owner set ADMIN_EMAIL became the admin with the attacker's own password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '#server/config';
import { buildApp } from '#server/app';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app';

describe('ADMIN_EMAIL at start-up', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const logs: Array<{ msg?: string; email?: string; sessionsEnded?: number }> = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  /** One start of the shop on the shared test database, with these settings. */
  async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/aurelia-admin-email-test',
      SEED_DEMO: 'false',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    });
    const app = await buildApp(config, {
      db: database.handle,
      seedImages: false,
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logs.push(JSON.parse(line)) },
      },
    });
    await app.ready();
    apps.push(app);
    return app;
  }
  const login = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login-user', payload: { email, password } });
  const checkAdmin = (app: FastifyInstance, token: string) =>
    app.inject({ url: '/api/auth/admin/check-auth', headers: { authorization: `Bearer ${token}` } });

  it("takes the owner's address back from whoever signed up with it first", async () => {
    const before = await start();
    const signup = await before.inject({
      method: 'POST',
      url: '/api/auth/register-user',
      payload: {
        name: 'Not The Owner',
        phone: '9876543210',
        email: 'owner@example.com',
        password: 'Attacker-Passw0rd!',
      },
    });
    expect(signup.statusCode).toBe(201);
    const attackerToken = signup.json().token as string;
    expect((await login(before, 'owner@example.com', 'Attacker-Passw0rd!')).statusCode).toBe(200);

    const after = await start({ ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'The-Owners-Own-Pw-26' });
    // The attacker's password no longer opens it, and their earlier sessions have ended.
    expect((await login(after, 'owner@example.com', 'Attacker-Passw0rd!')).statusCode).toBe(401);
    expect((await checkAdmin(after, attackerToken)).statusCode).toBe(401);
    // The configured password logs in, as the admin.
    const owner = await login(after, 'owner@example.com', 'The-Owners-Own-Pw-26');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.role).toBe('admin');
    expect((await checkAdmin(after, owner.json().token)).statusCode).toBe(200);
    // The log says it happened.
    const line = logs.find((l) => l.msg?.startsWith('ADMIN_EMAIL: an existing account was made the admin'));
    expect(line).toMatchObject({ email: 'Owner@Example.com', sessionsEnded: 2 });
  });

  it('a restart with the same settings keeps a password the admin changed in the shop', async () => {
    const first = await start({ ADMIN_EMAIL: 'keeper@example.com', ADMIN_PASSWORD: 'Setting-Pass-2026' });
    const session = await login(first, 'keeper@example.com', 'Setting-Pass-2026');
    const change = await first.inject({
      method: 'PUT',
      url: '/api/auth/profile/change-password',
      headers: { authorization: `Bearer ${session.json().token}` },
      payload: { currentPassword: 'Setting-Pass-2026', newPassword: 'Chosen-In-The-Shop-7' },
    });
    expect(change.statusCode).toBe(200);

    const again = await start({ ADMIN_EMAIL: 'keeper@example.com', ADMIN_PASSWORD: 'Setting-Pass-2026' });
    expect((await login(again, 'keeper@example.com', 'Chosen-In-The-Shop-7')).statusCode).toBe(200);
    // A new ADMIN_PASSWORD is applied once (the operator's way back in), ending earlier sessions.
    const changed = await start({
      ADMIN_EMAIL: 'keeper@example.com',
      ADMIN_PASSWORD: 'Rotated-By-Operator-9',
    });
    expect((await login(changed, 'keeper@example.com', 'Chosen-In-The-Shop-7')).statusCode).toBe(401);
    expect((await login(changed, 'keeper@example.com', 'Rotated-By-Operator-9')).statusCode).toBe(200);
    expect((await checkAdmin(changed, session.json().token)).statusCode).toBe(401);
  });
});
