/**
 * Sessions the server can end (docs/decisions/080): logout ends the current one; a password reset ends them all,
 * even a token issued in the same second; a password change ends the others and keeps the one that made it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { AUTH_MESSAGES, AUTH_REPLIES } from '#domain/schemas/auth';
import { sessions } from '#server/db/schema';

describe('server-side sessions', () => {
  let t: TestApp;
  let mail: CapturedMail;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail } });
  });
  afterAll(async () => t?.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const checkAuth = (token: string) => t.app.inject({ url: '/api/auth/check-auth', headers: bearer(token) });
  const login = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const changePassword = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/change-password',
      headers: bearer(token),
      payload,
    });

  it('logout ends the session on the server: the same token is refused at once; other devices stay in', async () => {
    const u = await createUser(t.app);
    const phone = await login(u.email, u.password);
    const laptop = await login(u.email, u.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: AUTH_REPLIES.loggedOut });
    const refused = await checkAuth(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your session has ended. Please log in again.');
    expect((await checkAuth(laptop)).statusCode).toBe(200);
    // Logging out twice is a 401, not a crash.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) })).statusCode,
    ).toBe(401);
  });

  it('a password reset ends every session, even one started in the same second as the reset', async () => {
    const u = await createUser(t.app);
    const before = await login(u.email, u.password);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const link = await mail.waitFor(u.email, /reset/i);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(link.text)![1]!;
    const sameSecond = await login(u.email, u.password);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'fresh-start-2026' },
    });
    expect(reset.statusCode).toBe(200);
    for (const old of [before, sameSecond, u.token]) {
      const res = await checkAuth(old);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your password was changed. Please log in again.');
    }
    expect((await checkAuth(await login(u.email, 'fresh-start-2026'))).statusCode).toBe(200);
  });

  it('a password change keeps the session that made it and ends the others', async () => {
    const u = await createUser(t.app);
    const here = await login(u.email, u.password);
    const elsewhere = await login(u.email, u.password);
    const res = await changePassword(here, { currentPassword: u.password, newPassword: 'a-new-secret-2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_REPLIES.passwordChanged });
    expect((await checkAuth(here)).statusCode).toBe(200);
    expect((await checkAuth(elsewhere)).statusCode).toBe(401);
    expect((await checkAuth(u.token)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login-user',
          payload: { email: u.email, password: u.password },
        })
      ).statusCode,
    ).toBe(401);
    await login(u.email, 'a-new-secret-2026');
  });

  it('a password change needs the right current password (400, the shopper stays signed in)', async () => {
    const u = await createUser(t.app);
    const res = await changePassword(u.token, {
      currentPassword: 'wrong one',
      newPassword: 'a-new-secret-2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: AUTH_MESSAGES.currentPasswordWrong,
      errors: [{ path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong }],
    });
    expect((await checkAuth(u.token)).statusCode).toBe(200);
    expect((await changePassword(u.token, { newPassword: 'a-new-secret-2026' })).statusCode).toBe(400);
  });

  it('refuses a token whose session belongs to someone else, or that names no session', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const [bSession] = await t.app.db.select().from(sessions).where(eq(sessions.userId, b.id));
    const forged = await t.app.tokens.sign({ sub: a.id, sid: bSession!.id, role: 'user' });
    expect((await checkAuth(forged)).statusCode).toBe(401);
    const noSession = await t.app.tokens.sign({
      sub: a.id,
      sid: '00000000-0000-4000-8000-000000000000',
      role: 'user',
    });
    expect((await checkAuth(noSession)).statusCode).toBe(401);
  });
});
