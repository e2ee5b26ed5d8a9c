/**
 * Changing the e-mail address (docs/decisions/088): current password required, a confirmation link to the new
 * address (the change applies when followed), a notice to the old one, limited, and no reply that tells whether
 * an address is registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { ErrorReply } from '#domain/schemas/common';
import { AUTH_MESSAGES, AUTH_REPLIES, UserReply } from '#domain/schemas/auth';
import { users } from '#server/db/schema';

describe('e-mail change', () => {
  let t: TestApp;
  let mail: CapturedMail;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail }, env: { RATE_LIMITS: 'emailChange:5/1h' } });
  });
  afterAll(async () => t?.close());

  let n = 0;
  const address = () => `new-${Date.now()}-${n++}@example.in`;
  const update = (u: TestUser, payload: Record<string, unknown>, remoteAddress = `10.40.0.${n++ % 250}`) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update-detail',
      headers: u.headers,
      payload: { name: u.name, mobile: '', email: u.email, ...payload },
      remoteAddress,
    });
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/confirm-email/${token}` });
  const storedEmail = async (id: string) =>
    (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
  const linkIn = (text: string) => /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('asks for the current password, and refuses a wrong one with 400 (not 401: the shopper stays signed in)', async () => {
    const u = await createUser(t.app);
    const missing = await update(u, { email: address() });
    expect(missing.statusCode).toBe(400);
    expect(ErrorReply.parse(missing.json())).toMatchObject({
      message: AUTH_MESSAGES.currentPasswordRequired,
      errors: [{ path: 'currentPassword' }],
    });
    const wrong = await update(u, { email: address(), currentPassword: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    expect(await storedEmail(u.id)).toBe(u.email);
  });

  it('changes nothing until the link mailed to the new address is followed; the old address is told', async () => {
    const u = await createUser(t.app);
    const next = address();
    const res = await update(u, { name: 'Asha Rao', email: next, currentPassword: u.password });
    expect(res.statusCode).toBe(200);
    const reply = UserReply.parse(res.json());
    expect(reply).toMatchObject({ message: AUTH_REPLIES.emailChangeSent, pendingEmail: next });
    expect(reply.user).toMatchObject({ name: 'Asha Rao', email: u.email });
    expect(await storedEmail(u.id)).toBe(u.email);

    const link = await mail.waitFor(next, /Confirm your new email address/);
    const notice = await mail.waitFor(u.email, /is being changed/);
    expect(notice.text).toContain(next);
    const token = linkIn(link.text)!;
    expect(token).toBeDefined();

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: AUTH_REPLIES.emailChanged, email: next });
    expect(await storedEmail(u.id)).toBe(next);
    // New address logs in; the link works once.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { email: next, password: u.password },
    });
    expect(login.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('answers the same whether or not the new address is registered; a registered one gets a notice, not a link', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const free = address();
    const toFree = await update(u, { email: free, currentPassword: u.password });
    const toTaken = await update(u, { email: other.email.toUpperCase(), currentPassword: u.password });
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    const strip = (r: typeof toFree) => ({ ...r.json(), pendingEmail: undefined });
    expect(strip(toTaken)).toEqual(strip(toFree));

    const notice = await mail.waitFor(other.email.toUpperCase(), /About your Aurelia account/);
    expect(linkIn(notice.text)).toBeUndefined();
    expect(await storedEmail(u.id)).toBe(u.email);
    expect(await storedEmail(other.id)).toBe(other.email);
  });

  it('only the newest link works, and a link for an address taken meanwhile is refused with 409', async () => {
    const u = await createUser(t.app);
    const first = address();
    const second = address();
    await update(u, { email: first, currentPassword: u.password });
    await update(u, { email: second, currentPassword: u.password });
    const firstToken = linkIn((await mail.waitFor(first, /Confirm/)).text)!;
    const secondToken = linkIn((await mail.waitFor(second, /Confirm/)).text)!;
    expect((await confirm(firstToken)).statusCode).toBe(400);

    // Someone signs up with the second address before the link is followed.
    await createUser(t.app, { email: second });
    const taken = await confirm(secondToken);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AUTH_REPLIES.emailInUse);
    expect(await storedEmail(u.id)).toBe(u.email);
  });

  it('limits change requests per account (each one mails two people)', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await update(u, { email: address(), currentPassword: u.password })).statusCode).toBe(200);
    }
    const limited = await update(u, { email: address(), currentPassword: u.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many email change requests\./);
  });

  it('refuses malformed and unknown links with 400', async () => {
    expect((await confirm('short')).statusCode).toBe(400);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
  });
});
