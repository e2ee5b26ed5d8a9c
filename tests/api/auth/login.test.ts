import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { ErrorReply } from '#domain/schemas/common';
import { AUTH_MESSAGES, AUTH_REPLIES, SessionReply } from '#domain/schemas/auth';

describe('login: POST /api/auth/login-user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'loginAddress:20/15m' } });
  });
  afterAll(async () => t?.close());

  const login = (payload: Record<string, unknown>, remoteAddress = '10.2.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-user', payload, remoteAddress });

  it('answers the user and a token for the right password, whatever the e-mail case', async () => {
    const u = await createUser(t.app, { email: 'Priya.Nair@Example.in', name: 'Priya Nair' });
    const res = await login({ email: '  priya.nair@EXAMPLE.in ', password: u.password });
    expect(res.statusCode).toBe(200);
    const reply = SessionReply.parse(res.json());
    expect(reply.message).toBe(AUTH_REPLIES.loggedIn);
    expect(reply.user).toMatchObject({ _id: u.id, name: 'Priya Nair', role: 'user', mobile: '9876543210' });
    const me = await t.app.inject({
      url: '/api/auth/check-auth',
      headers: { authorization: `Bearer ${reply.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('carries sub, role and a 7-day exp in the token', async () => {
    const u = await createUser(t.app, { role: 'admin' });
    const reply = SessionReply.parse((await login({ email: u.email, password: u.password })).json());
    const payload = JSON.parse(Buffer.from(reply.token.split('.')[1]!, 'base64url').toString());
    const header = JSON.parse(Buffer.from(reply.token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(u.id);
    expect(payload.role).toBe('admin');
    expect(payload.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(payload.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(7 * 24 * 3600);
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const u = await createUser(t.app);
    const wrong = await login({ email: u.email, password: 'not the password' }, '10.2.0.2');
    const unknown = await login({ email: 'nobody@example.in', password: 'whatever-it-is' }, '10.2.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(ErrorReply.parse(res.json()).message).toBe(AUTH_REPLIES.badCredentials);
    }
  });

  it.each([{ email: '', password: 'x' }, { email: 'a@b.in', password: '' }, { email: 'a@b.in' }, {}])(
    'answers %j with 400 and asks for both fields',
    async (payload) => {
      const res = await login(payload, '10.2.0.3');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.loginMissing);
    },
  );

  it('limits failed attempts per account and address: the 11th from there is 429, even with the right password', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: u.email, password: `guess-${i}` }, '10.3.0.1');
      expect(res.statusCode).toBe(401);
    }
    const limited = await login({ email: u.email, password: u.password }, '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(ErrorReply.parse(limited.json()).message).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    // Another account from the same address is not affected.
    const other = await createUser(t.app);
    expect((await login({ email: other.email, password: other.password }, '10.3.0.1')).statusCode).toBe(200);
  });

  it("never locks the real user out with someone else's failures from other addresses", async () => {
    const u = await createUser(t.app);
    // An attacker spraying guesses at one account from many addresses (a botnet, or one office's neighbours).
    for (let i = 0; i < 30; i++) {
      expect((await login({ email: u.email, password: `guess-${i}` }, `10.7.${i}.9`)).statusCode).toBe(401);
    }
    // The owner, from their own address, with the right password.
    expect((await login({ email: u.email, password: u.password }, '10.7.200.1')).statusCode).toBe(200);
  });

  it('limits failed attempts per client address across accounts, at a ceiling for shared addresses', async () => {
    const address = '10.4.0.1';
    // loginAddress is 20 per 15 minutes in this file's app (100 by default: offices and mobile carriers).
    for (let i = 0; i < 20; i++) {
      expect(
        (await login({ email: `spray-${i}@example.in`, password: 'password1' }, address)).statusCode,
      ).toBe(401);
    }
    const u = await createUser(t.app);
    const limited = await login({ email: u.email, password: u.password }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many login attempts from your network\./);
    expect((await login({ email: u.email, password: u.password }, '10.4.0.2')).statusCode).toBe(200);
  });

  it('holds the limit against a burst of parallel guesses', async () => {
    const u = await createUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login({ email: u.email, password: `burst-${i}` }, '10.5.0.1')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
  });

  it('does not lengthen the wait for attempts that were refused', async () => {
    const u = await createUser(t.app);
    const windowMs = 15 * 60_000;
    const start = Math.ceil(Date.now() / windowMs) * windowMs + windowMs; // the start of a future window
    vi.useFakeTimers({ now: start + 1000, toFake: ['Date'] });
    try {
      for (let i = 0; i < 10; i++) {
        expect((await login({ email: u.email, password: `x-${i}` }, '10.8.0.1')).statusCode).toBe(401);
      }
      // Hammering the closed door: twenty refused attempts.
      for (let i = 0; i < 20; i++) {
        expect((await login({ email: u.email, password: `y-${i}` }, '10.8.0.1')).statusCode).toBe(429);
      }
      // 20% into the next window, 80% of the ten failures still count: 8 + 1 fits. Had the refused attempts
      // counted (30 hits), the door would stay shut until 70% into that window.
      vi.setSystemTime(start + windowMs + windowMs * 0.2 + 1000);
      expect((await login({ email: u.email, password: u.password }, '10.8.0.1')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not count successful logins against the shopper', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 15; i++) {
      expect((await login({ email: u.email, password: u.password }, '10.6.0.1')).statusCode).toBe(200);
    }
  });
});
