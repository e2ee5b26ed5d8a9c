import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { ErrorReply } from '#domain/schemas/common';
import { AUTH_MESSAGES, AUTH_REPLIES } from '#domain/schemas/auth';
import { passwordResetTokens } from '#server/db/schema';

const linkIn = (text: string) => /http:\/\/shop\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('password reset by e-mail', () => {
  let t: TestApp;
  let mail: CapturedMail;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail }, env: { RATE_LIMITS: 'forgotPassword:3/1h' } });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  let ip = 0;
  const forgot = (email: string, remoteAddress = `10.7.0.${ip++}`) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
  const reset = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { email, password },
      remoteAddress: '10.7.9.9',
    });

  async function requestLink(email: string): Promise<string> {
    const before = mail.to(email).length;
    expect((await forgot(email)).statusCode).toBe(200);
    const message = await vi.waitFor(() => {
      const list = mail.to(email);
      if (list.length <= before) throw new Error('no mail yet');
      return list[list.length - 1]!;
    });
    const token = linkIn(message.text);
    expect(token).toBeDefined();
    expect(message.html).toContain(`http://shop.test/reset-password/${token}`);
    return token!;
  }

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const u = await createUser(t.app);
    const known = await forgot(u.email);
    const unknown = await forgot('nobody-here@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, message: AUTH_REPLIES.resetRequested });
    const sent = await mail.waitFor(u.email, /Reset your Aurelia password/);
    expect(sent.text).toMatch(/valid for 1 hour/);
    await new Promise((r) => setTimeout(r, 100));
    expect(mail.to('nobody-here@example.in')).toEqual([]);
  });

  it('stores 32 random bytes only as their SHA-256', async () => {
    const u = await createUser(t.app);
    const token = await requestLink(u.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.app.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('sets a new password once: the link then stops working, the old password too', async () => {
    const u = await createUser(t.app);
    const token = await requestLink(u.email);
    const res = await reset(token, { newPassword: 'brand-new-pass-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_REPLIES.resetDone });
    expect((await login(u.email, 'brand-new-pass-1')).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(401);

    const again = await reset(token, { newPassword: 'another-pass-22' });
    expect(again.statusCode).toBe(400);
    expect(ErrorReply.parse(again.json()).message).toBe(AUTH_REPLIES.resetLinkInvalid);
    expect((await login(u.email, 'brand-new-pass-1')).statusCode).toBe(200);
  });

  it('signs out every session that started before the reset', async () => {
    const u = await createUser(t.app);
    // A token issued a few seconds before the reset (iat has whole-second precision).
    const oldToken = await t.app.sessions.start({ id: u.id, role: 'user' });
    const checkAuth = (token: string) =>
      t.app.inject({ url: '/api/auth/check-auth', headers: { authorization: `Bearer ${token}` } });
    expect((await checkAuth(oldToken)).statusCode).toBe(200);
    const token = await requestLink(u.email);
    vi.useFakeTimers({ now: Date.now() + 2000, toFake: ['Date'] });
    expect((await reset(token, { newPassword: 'brand-new-pass-3' })).statusCode).toBe(200);
    const refused = await checkAuth(oldToken);
    expect(refused.statusCode).toBe(401);
    expect(ErrorReply.parse(refused.json()).message).toBe('Your password was changed. Please log in again.');
    const fresh = await login(u.email, 'brand-new-pass-3');
    expect(fresh.statusCode).toBe(200);
    expect((await checkAuth(fresh.json().token)).statusCode).toBe(200);
  });

  it('uses a token exactly once when two resets race', async () => {
    const u = await createUser(t.app);
    const token = await requestLink(u.email);
    const results = await Promise.all([
      reset(token, { newPassword: 'racer-number-one' }),
      reset(token, { newPassword: 'racer-number-two' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('kills older links once one of them is used', async () => {
    const u = await createUser(t.app);
    const first = await requestLink(u.email);
    const second = await requestLink(u.email);
    expect((await reset(second, { newPassword: 'second-link-pass' })).statusCode).toBe(200);
    expect((await reset(first, { newPassword: 'first-link-pass1' })).statusCode).toBe(400);
  });

  it('accepts a link for just under an hour and refuses it after an hour', async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const u = await createUser(t.app);
    const early = await requestLink(u.email);
    const late = await requestLink(u.email);

    vi.setSystemTime(new Date(start.getTime() + 61 * 60 * 1000));
    const expired = await reset(late, { newPassword: 'too-late-password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(AUTH_REPLIES.resetLinkInvalid);

    vi.setSystemTime(new Date(start.getTime() + 59 * 60 * 1000));
    expect((await reset(early, { newPassword: 'just-in-time-pw' })).statusCode).toBe(200);
  });

  it('checks the new password before using the link, so a short one does not burn it', async () => {
    const u = await createUser(t.app);
    const token = await requestLink(u.email);
    const short = await reset(token, { newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(AUTH_MESSAGES.passwordTooShort);
    const mismatch = await reset(token, { newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' });
    expect(mismatch.json().message).toBe(AUTH_MESSAGES.passwordsDiffer);
    const missing = await reset(token, {});
    expect(missing.json().message).toBe(AUTH_MESSAGES.passwordRequired);
    expect(
      (await reset(token, { newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' })).statusCode,
    ).toBe(200);
  });

  it('refuses made-up and malformed tokens with 400', async () => {
    for (const token of ['x'.repeat(43), 'short', 'a'.repeat(199) + '!', '%3Cscript%3E'.repeat(4)]) {
      const res = await reset(token, { newPassword: 'whatever-pass-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_REPLIES.resetLinkInvalid);
    }
    // Longer than any path parameter the router accepts.
    const huge = await reset('a'.repeat(5000), { newPassword: 'whatever-pass-1' });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('validates the e-mail of a request', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('limits reset requests per e-mail with 429', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 3; i++) expect((await forgot(u.email)).statusCode).toBe(200);
    const limited = await forgot(u.email.toUpperCase());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many password reset requests\./);
  });
});

describe('password reset mail in the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('writes an .eml file whose link leads to a working reset', async () => {
    const u = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const outbox = path.join(t.dataDir, 'outbox');
    const eml = await vi.waitFor(async () => {
      const files = await readdir(outbox);
      if (!files.length) throw new Error('empty outbox');
      return readFile(path.join(outbox, files[0]!), 'utf8');
    });
    expect(eml).toMatch(new RegExp(`^To: ${u.email.replace(/[.+]/g, '\\$&')}`, 'm'));
    // Quoted-printable may fold long lines: undo soft breaks first.
    const token = linkIn(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    expect(token).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'from-the-outbox-1' },
    });
    expect(res.statusCode).toBe(200);
  });
});
