/**
 * New passwords (NIST SP 800-63B, docs/decisions/089): at least 8 characters, not all spaces, not on the list of
 * common or breached passwords, not the account's e-mail — the same rule at sign-up, checkout register, reset and
 * change, with a clear message under the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { AUTH_MESSAGES } from '#domain/schemas/auth';

const REFUSED: Array<[string, string]> = [
  ['12345678', AUTH_MESSAGES.passwordCommon],
  ['password', AUTH_MESSAGES.passwordCommon],
  ['PassWord', AUTH_MESSAGES.passwordCommon],
  ['iloveyou', AUTH_MESSAGES.passwordCommon],
  ['qwertyuiop', AUTH_MESSAGES.passwordCommon],
  ['        ', AUTH_MESSAGES.passwordBlank],
  ['short', AUTH_MESSAGES.passwordTooShort],
];

describe('password policy', () => {
  let t: TestApp;
  let mail: CapturedMail;
  let n = 0;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail } });
  });
  afterAll(async () => t?.close());

  const email = () => `policy-${Date.now()}-${n++}@example.in`;
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.50.0.${n++ % 250}` });

  it.each(REFUSED)('sign-up refuses %j: "%s", creating nothing', async (password, message) => {
    const address = email();
    const res = await post('/api/auth/register-user', {
      name: 'Asha',
      phone: '9876543210',
      email: address,
      password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toEqual([{ path: 'password', message }]);
    const login = await post('/api/auth/login-user', { email: address, password });
    expect(login.statusCode).toBe(401);
  });

  it.each(REFUSED)('checkout register refuses %j', async (password, message) => {
    const res = await post('/api/auth/register', {
      name: 'Asha',
      email: email(),
      password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses the account e-mail (or its name part) as a password', async () => {
    const address = email();
    const res = await post('/api/auth/register-user', {
      name: 'A',
      phone: '9876543210',
      email: address,
      password: address.toUpperCase(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordIsEmail);
    const local = address.split('@')[0]!;
    const res2 = await post('/api/auth/register-user', {
      name: 'A',
      phone: '9876543210',
      email: address,
      password: local,
    });
    expect(res2.json().message).toBe(AUTH_MESSAGES.passwordIsEmail);
  });

  it('accepts a long passphrase with spaces, and 8 characters that are not all spaces', async () => {
    for (const password of ['correct horse battery staple', ' a b c d ', 'Ma7&kq!z']) {
      const res = await post('/api/auth/register-user', {
        name: 'A',
        phone: '9876543210',
        email: email(),
        password,
      });
      expect(res.statusCode, password).toBe(201);
    }
  });

  it('reset refuses a common password and keeps the link usable', async () => {
    const u = await createUser(t.app);
    await post('/api/auth/forgot-password', { email: u.email });
    const link = await mail.waitFor(u.email, /reset/i);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(link.text)![1]!;
    const refused = await post(`/api/auth/reset-password/${token}`, { newPassword: 'password1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'newPassword', message: AUTH_MESSAGES.passwordCommon }]);
    const ok = await post(`/api/auth/reset-password/${token}`, { newPassword: 'a garden of emeralds' });
    expect(ok.statusCode).toBe(200);
  });

  it('change refuses a common password and keeps the old one', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/change-password',
      headers: u.headers,
      payload: { currentPassword: u.password, newPassword: 'sunshine' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordCommon);
    expect((await post('/api/auth/login-user', { email: u.email, password: u.password })).statusCode).toBe(
      200,
    );
  });
});
