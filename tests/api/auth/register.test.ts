import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { ErrorReply } from '#domain/schemas/common';
import { AUTH_MESSAGES, AUTH_REPLIES, SessionReply } from '#domain/schemas/auth';

let n = 0;
const email = (tag = 'new') => `${tag}-${Date.now()}-${n++}@example.in`;
/** Every test uses its own client address so the sign-up limit of one never touches another. */
const addr = () => `10.1.0.${n++ % 250}`;

describe('sign-up: POST /api/auth/register-user', () => {
  let t: TestApp;
  let mail: CapturedMail;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail }, env: { RATE_LIMITS: 'signup:3/1h' } });
  });
  afterAll(async () => t?.close());

  const signUp = (payload: Record<string, unknown>, remoteAddress = addr()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register-user', payload, remoteAddress });
  const valid = () => ({
    name: 'Meera Iyer',
    phone: '+91 98200 11223',
    email: email(),
    password: 'emerald-cut-9',
  });

  it('creates a user account, answers the user and a working token, and mails a welcome', async () => {
    const body = valid();
    const res = await signUp(body);
    expect(res.statusCode).toBe(201);
    const reply = SessionReply.parse(res.json());
    expect(reply.message).toBe(AUTH_REPLIES.signedUp);
    expect(reply.user).toMatchObject({
      name: 'Meera Iyer',
      email: body.email,
      mobile: '+91 98200 11223',
      role: 'user',
      image: null,
    });
    expect(JSON.stringify(reply)).not.toMatch(/password|scrypt/i);

    const me = await t.app.inject({
      url: '/api/auth/check-auth',
      headers: { authorization: `Bearer ${reply.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user._id).toBe(reply.user._id);

    const welcome = await mail.waitFor(body.email, /Welcome to Aurelia/);
    expect(welcome.text).toContain('Thank you for creating your Aurelia account');
    expect(welcome.html).toContain('Welcome, Meera');
  });

  it('stores a hashed password (scrypt), never the password itself', async () => {
    const body = valid();
    await signUp(body);
    const rows = await t.app.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, body.email) });
    expect(rows?.passwordHash).toMatch(/^scrypt\$/);
    expect(rows?.passwordHash).not.toContain(body.password);
  });

  it('ignores a role in the payload: the account is a user and cannot reach admin calls', async () => {
    const res = await signUp({ ...valid(), role: 'admin' });
    expect(res.statusCode).toBe(201);
    const reply = SessionReply.parse(res.json());
    expect(reply.user.role).toBe('user');
    const admin = await t.app.inject({
      url: '/api/auth/admin/check-auth',
      headers: { authorization: `Bearer ${reply.token}` },
    });
    expect(admin.statusCode).toBe(403);
  });

  it('refuses a second account for the same e-mail in any case with 409', async () => {
    const body = valid();
    expect((await signUp(body)).statusCode).toBe(201);
    const again = await signUp({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(ErrorReply.parse(again.json()).message).toBe(AUTH_REPLIES.emailTaken);
  });

  it('lets only one of two simultaneous sign-ups for one e-mail win', async () => {
    const body = valid();
    const results = await Promise.all([
      signUp(body),
      signUp({ ...body, email: ` ${body.email.toUpperCase()} ` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ name: '' }, AUTH_MESSAGES.nameRequired],
    [{ name: '   ' }, AUTH_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, AUTH_MESSAGES.nameTooLong],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
    [{ phone: '' }, AUTH_MESSAGES.phoneRequired],
    [{ phone: 'call me' }, AUTH_MESSAGES.phoneInvalid],
    [{ phone: '12345' }, AUTH_MESSAGES.phoneInvalid],
    [{ password: '' }, AUTH_MESSAGES.passwordRequired],
    [{ password: 'short7!' }, AUTH_MESSAGES.passwordTooShort],
    [{ password: 'x'.repeat(129) }, AUTH_MESSAGES.passwordTooLong],
    [{ name: 42 }, AUTH_MESSAGES.nameRequired],
    [{ password: ['an', 'array'] }, AUTH_MESSAGES.passwordRequired],
  ])('answers %j with 400 and "%s"', async (change, message) => {
    const res = await signUp({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    const body = ErrorReply.parse(res.json());
    expect(body.message).toBe(message);
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('answers a missing field and a non-object body with 400, never 500', async () => {
    const { password: _p, ...noPassword } = valid();
    expect((await signUp(noPassword)).json().message).toBe(AUTH_MESSAGES.passwordRequired);
    const arrayBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-user',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
      remoteAddress: addr(),
    });
    expect(arrayBody.statusCode).toBe(400);
  });

  it('limits sign-ups per client address with 429 and a clear message', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 3; i++) expect((await signUp(valid(), address)).statusCode).toBe(201);
    const limited = await signUp(valid(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many sign-up attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signUp(valid(), '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('checkout register: POST /api/auth/register', () => {
  let t: TestApp;
  let mail: CapturedMail;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail } });
  });
  afterAll(async () => t?.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: addr() });
  const valid = () => ({
    name: 'Kabir Shah',
    email: email('checkout'),
    password: 'solitaire-22',
    confirmPassword: 'solitaire-22',
  });

  it('creates the account and signs the shopper in with the checkout message', async () => {
    const body = valid();
    const res = await register({ ...body, role: 'admin' });
    expect(res.statusCode).toBe(201);
    const reply = SessionReply.parse(res.json());
    expect(reply.message).toBe('Registration successful! You are now logged in.');
    expect(reply.user).toMatchObject({ name: 'Kabir Shah', email: body.email, role: 'user', mobile: null });
    const me = await t.app.inject({
      url: '/api/auth/check-auth',
      headers: { authorization: `Bearer ${reply.token}` },
    });
    expect(me.statusCode).toBe(200);
    await mail.waitFor(body.email, /Welcome/);
  });

  it.each([
    [{ name: '' }, AUTH_MESSAGES.nameRequired],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ password: '' }, AUTH_MESSAGES.passwordRequired],
    [{ confirmPassword: '' }, AUTH_MESSAGES.confirmRequired],
    [{ confirmPassword: 'something-else' }, AUTH_MESSAGES.passwordsDiffer],
    [{ password: 'short', confirmPassword: 'short' }, AUTH_MESSAGES.passwordTooShort],
  ])('answers %j with 400 and "%s"', async (change, message) => {
    const res = await register({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).message).toBe(message);
  });

  it('refuses an e-mail that already has an account with 409', async () => {
    const body = valid();
    await register(body);
    const again = await register({ ...body, email: body.email.replace('checkout', 'CHECKOUT') });
    expect(again.statusCode).toBe(409);
  });
});
