import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { ErrorReply } from '#domain/schemas/common';
import { UserReply } from '#domain/schemas/auth';
import { users } from '#server/db/schema';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('session checks and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('GET check-auth answers the caller, without a password hash', async () => {
    const u = await createUser(t.app, { name: 'Ananya Rao' });
    const res = await get('/api/auth/check-auth', u.token);
    expect(res.statusCode).toBe(200);
    const reply = UserReply.parse(res.json());
    expect(reply.user).toMatchObject({ _id: u.id, name: 'Ananya Rao', email: u.email, role: 'user' });
    expect(res.body).not.toMatch(/scrypt|password/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers no token with 401 and the spec message', async () => {
    const res = await get('/api/auth/check-auth');
    expect(res.statusCode).toBe(401);
    expect(ErrorReply.parse(res.json()).message).toBe('Authentication token not found. Please log in again.');
  });

  it('answers a tampered token (role raised to admin) with 401', async () => {
    const u = await createUser(t.app);
    const [header, payload, signature] = u.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    for (const url of ['/api/auth/check-auth', '/api/auth/admin/check-auth']) {
      expect((await get(url, forged)).statusCode).toBe(401);
    }
    // Another user's id under the original signature.
    const other = await createUser(t.app);
    expect(
      (await get('/api/auth/check-auth', `${header}.${b64({ ...claims, sub: other.id })}.${signature}`))
        .statusCode,
    ).toBe(401);
  });

  it('answers an alg:none token with 401', async () => {
    const u = await createUser(t.app, { role: 'admin' });
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: u.id, role: 'admin', iat: now, exp: now + 3600 })}.`;
    expect((await get('/api/auth/check-auth', unsigned)).statusCode).toBe(401);
    expect((await get('/api/auth/admin/check-auth', unsigned)).statusCode).toBe(401);
  });

  it('answers a token signed with another secret or algorithm with 401', async () => {
    const u = await createUser(t.app);
    const other = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(u.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing'));
    expect((await get('/api/auth/check-auth', other)).statusCode).toBe(401);
    expect((await get('/api/auth/check-auth', 'not.a.token')).statusCode).toBe(401);
  });

  it('answers an expired token with 401 and says the session expired', async () => {
    const u = await createUser(t.app);
    const expired = await t.app.sessions.start({ id: u.id, role: 'user' }, -10);
    const res = await get('/api/auth/check-auth', expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please log in again.');
  });

  it("stops a deleted user's token at once", async () => {
    const u = await createUser(t.app);
    await t.app.db.delete(users).where(eq(users.id, u.id));
    expect((await get('/api/auth/check-auth', u.token)).statusCode).toBe(401);
  });

  it('GET admin/check-auth: 200 for an admin, 403 for a shopper, and a demoted admin loses access at once', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const shopper = await createUser(t.app);
    const ok = await get('/api/auth/admin/check-auth', admin.token);
    expect(ok.statusCode).toBe(200);
    expect(UserReply.parse(ok.json()).user.role).toBe('admin');
    const refused = await get('/api/auth/admin/check-auth', shopper.token);
    expect(refused.statusCode).toBe(403);
    expect(ErrorReply.parse(refused.json()).message).toBe('Admin access only.');
    expect((await get('/api/auth/admin/check-auth')).statusCode).toBe(401);

    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    // The token still says admin; the database decides.
    expect((await get('/api/auth/admin/check-auth', admin.token)).statusCode).toBe(403);
  });

  describe('GET get-user/{id}', () => {
    it('answers yourself', async () => {
      const u = await createUser(t.app);
      const res = await get(`/api/auth/get-user/${u.id}`, u.token);
      expect(res.statusCode).toBe(200);
      expect(UserReply.parse(res.json()).user._id).toBe(u.id);
    });

    it("refuses another user's account to a shopper with 403, known or not", async () => {
      const u = await createUser(t.app);
      const other = await createUser(t.app);
      expect((await get(`/api/auth/get-user/${other.id}`, u.token)).statusCode).toBe(403);
      expect((await get('/api/auth/get-user/00000000-0000-4000-8000-000000000000', u.token)).statusCode).toBe(
        403,
      );
    });

    it('answers any user to an admin, and 404 for an unknown one', async () => {
      const admin = await createUser(t.app, { role: 'admin' });
      const other = await createUser(t.app, { name: 'Rohan Das' });
      const res = await get(`/api/auth/get-user/${other.id}`, admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.name).toBe('Rohan Das');
      const unknown = await get('/api/auth/get-user/00000000-0000-4000-8000-000000000000', admin.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('User not found.');
    });

    it('answers a malformed id with 400 and no token with 401', async () => {
      const u = await createUser(t.app);
      expect((await get('/api/auth/get-user/not-a-uuid', u.token)).statusCode).toBe(400);
      expect((await get(`/api/auth/get-user/${u.id}`)).statusCode).toBe(401);
    });
  });
});
