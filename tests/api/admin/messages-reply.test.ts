/**
 * Contact messages in the admin (issue 18 item 7, docs/decisions/102): read and unread, the unread count, and the
 * shop's reply by e-mail with the sender's message quoted. Every call answers 401 without a token and 403 for a
 * shopper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { call, createUser, type TestUser } from '#tests/helpers/users';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import {
  ContactMessageReply,
  ContactMessagesReply,
  SERVICE_ADMIN_MESSAGES as S,
  UnreadMessagesReply,
} from '#domain/schemas/admin-service';
import { ErrorReply } from '#domain/schemas/common';
import { contactMessages } from '#server/db/schema';
import { referenceOf } from '#server/lib/appointments/acknowledge';
import { AUTH_MESSAGES } from '#server/plugins/auth';

const MISSING = '00000000-0000-4000-8000-000000000000';
let n = 0;

describe('admin contact messages: read, unread and reply', () => {
  let t: TestApp;
  let mail: CapturedMail;
  let admin: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail }, env: { SHOP_EMAIL: 'atelier@aurelia.test' } });
    admin = await createUser(t.app, { role: 'admin', name: 'Meera Admin' });
    shopper = await createUser(t.app);
  });
  afterAll(async () => t?.close());

  async function message(values: Partial<typeof contactMessages.$inferInsert> = {}) {
    const [row] = await t.app.db
      .insert(contactMessages)
      .values({
        name: 'Kavya Rao',
        email: `kavya-${n++}@example.in`,
        subject: 'Ring sizing',
        message: 'Can the solitaire be resized to 14?\n\nThank you.',
        // 23 Nov 2026 20:05 UTC is 24 Nov 2026 01:35 in India: the quote's date is India's.
        createdAt: new Date('2026-11-23T20:05:00Z'),
        ...values,
      })
      .returning();
    return row!;
  }
  const row = async (id: string) =>
    (await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;
  const unread = async () =>
    UnreadMessagesReply.parse((await call(t.app, admin, 'GET', '/api/admin/messages/unread-count')).json())
      .unread;

  it('a new message is unread; the list and the count say so; unread=true lists only those', async () => {
    const before = await unread();
    const m = await message({ subject: 'Unread one' });
    expect(await unread()).toBe(before + 1);
    const list = ContactMessagesReply.parse(
      (await call(t.app, admin, 'GET', '/api/appointments/messages?unread=true&limit=100')).json(),
    );
    expect(list.data.map((x) => x._id)).toContain(m.id);
    expect(list.data.every((x) => x.readAt === null)).toBe(true);
    expect(list.unread).toBe(before + 1);
    expect(list.data.find((x) => x._id === m.id)).toMatchObject({ readAt: null, repliedAt: null });
    const bad = await call(t.app, admin, 'GET', '/api/appointments/messages?unread=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('PUT /api/admin/messages/{id}/read marks read (keeping the first time) and unread again', async () => {
    const m = await message();
    const before = await unread();
    const read = await call(t.app, admin, 'PUT', `/api/admin/messages/${m.id}/read`, { read: true });
    expect(read.statusCode).toBe(200);
    const body = ContactMessageReply.parse(read.json());
    expect(body.message).toBe(S.markedRead);
    expect(body.contactMessage.readAt).not.toBeNull();
    expect(await unread()).toBe(before - 1);
    const first = (await row(m.id)).readAt;
    const again = ContactMessageReply.parse(
      (await call(t.app, admin, 'PUT', `/api/admin/messages/${m.id}/read`, { read: true })).json(),
    );
    expect(again.contactMessage.readAt).toBe(first!.toISOString());
    const unreadAgain = ContactMessageReply.parse(
      (await call(t.app, admin, 'PUT', `/api/admin/messages/${m.id}/read`, { read: false })).json(),
    );
    expect(unreadAgain).toMatchObject({ message: S.markedUnread, contactMessage: { readAt: null } });
    expect(await unread()).toBe(before);
  });

  it('refuses a read flag that is not a boolean (400) and an unknown message (404)', async () => {
    const m = await message();
    for (const payload of [{}, { read: 'yes' }, { read: 1 }]) {
      const res = await call(t.app, admin, 'PUT', `/api/admin/messages/${m.id}/read`, payload);
      expect(res.statusCode).toBe(400);
      expect(ErrorReply.parse(res.json()).message).toBe(S.readInvalid);
    }
    expect((await row(m.id)).readAt).toBeNull();
    const missing = await call(t.app, admin, 'PUT', `/api/admin/messages/${MISSING}/read`, { read: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(S.messageNotFound);
    expect(
      (await call(t.app, admin, 'PUT', '/api/admin/messages/nope/read', { read: true })).statusCode,
    ).toBe(400);
  });

  it('POST /api/admin/messages/{id}/reply e-mails the sender with the message quoted and sets repliedAt', async () => {
    const m = await message();
    const res = await call(t.app, admin, 'POST', `/api/admin/messages/${m.id}/reply`, {
      text: '  Yes — we can resize it to 14 free of charge.\n\nPlease send it to our atelier.  ',
    });
    expect(res.statusCode).toBe(200);
    const body = ContactMessageReply.parse(res.json());
    expect(body.message).toBe(S.replySent(m.email));
    expect(body.contactMessage.repliedAt).not.toBeNull();
    expect(body.contactMessage.readAt).not.toBeNull();
    expect((await row(m.id)).repliedAt).not.toBeNull();

    const sent = await mail.waitFor(m.email);
    expect(sent.subject).toBe('Re: Ring sizing — Aurelia');
    expect(sent.replyTo).toBe('atelier@aurelia.test');
    expect(sent.text).toContain('Dear Kavya,');
    expect(sent.text).toContain(
      'Yes — we can resize it to 14 free of charge.\n\nPlease send it to our atelier.',
    );
    expect(sent.text).toContain(`On 24 Nov 2026, 01:35 you wrote (reference ${referenceOf('M', m.id)}):`);
    expect(sent.text).toContain('> Can the solitaire be resized to 14?');
    expect(sent.html).toContain('Can the solitaire be resized to 14?');

    const copy = await mail.waitFor('atelier@aurelia.test', new RegExp(referenceOf('M', m.id)));
    expect(copy.subject).toBe(`Reply sent (${referenceOf('M', m.id)}): Re: Ring sizing`);
    expect(copy.replyTo).toBe(m.email);
    expect(copy.text).toContain(`By: Meera Admin <${admin.email}>`);
    expect(copy.text).toContain('Yes — we can resize it to 14');
  });

  it('escapes the sender’s words in the HTML and does not stack "Re:"', async () => {
    const m = await message({ subject: 'Re: <b>order</b>', message: '<script>alert(1)</script>' });
    await call(t.app, admin, 'POST', `/api/admin/messages/${m.id}/reply`, { text: 'Thank you <3' });
    const sent = await mail.waitFor(m.email);
    expect(sent.subject).toBe('Re: <b>order</b> — Aurelia');
    expect(sent.html).not.toContain('<script>');
    expect(sent.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sent.html).toContain('Thank you &lt;3');
  });

  it('refuses an empty or too long reply (400) and an unknown message (404), sending nothing', async () => {
    const m = await message();
    for (const [payload, text] of [
      [{}, S.replyRequired],
      [{ text: '   ' }, S.replyRequired],
      [{ text: 42 }, S.replyRequired],
      [{ text: 'x'.repeat(5001) }, S.replyTooLong],
    ] as const) {
      const res = await call(t.app, admin, 'POST', `/api/admin/messages/${m.id}/reply`, payload);
      expect(res.statusCode).toBe(400);
      expect(ErrorReply.parse(res.json()).message).toBe(text);
    }
    const missing = await call(t.app, admin, 'POST', `/api/admin/messages/${MISSING}/reply`, {
      text: 'Hello',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(S.messageNotFound);
    await new Promise((r) => setTimeout(r, 50));
    expect(mail.to(m.email)).toHaveLength(0);
    expect(await row(m.id)).toMatchObject({ repliedAt: null, readAt: null });
  });

  it.each([
    ['GET', '/api/appointments/messages', undefined],
    ['GET', '/api/admin/messages/unread-count', undefined],
    ['PUT', '/api/admin/messages/:id/read', { read: true }],
    ['POST', '/api/admin/messages/:id/reply', { text: 'Hello' }],
  ] as const)('%s %s answers 401 without a token and 403 for a shopper', async (method, path, payload) => {
    const m = await message();
    const url = path.replace(':id', m.id);
    const anon = await call(t.app, null, method, url, payload);
    expect(anon.statusCode).toBe(401);
    expect(ErrorReply.parse(anon.json()).success).toBe(false);
    const user = await call(t.app, shopper, method, url, payload);
    expect(user.statusCode).toBe(403);
    expect(ErrorReply.parse(user.json()).message).toBe(AUTH_MESSAGES.notAdmin);
    expect(await row(m.id)).toMatchObject({ readAt: null, repliedAt: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(mail.to(m.email)).toHaveLength(0);
  });
});
