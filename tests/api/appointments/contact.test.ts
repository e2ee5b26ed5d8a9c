import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { ErrorReply } from '#domain/schemas/common';
import { CONTACT_MESSAGES, SERVICE_REPLIES } from '#domain/schemas/appointments';
import { AUTH_MESSAGES } from '#domain/schemas/auth';
import { contactMessages } from '#server/db/schema';

let n = 0;
describe('contact form: POST /api/appointments/send-message', () => {
  let t: TestApp;
  let mail: CapturedMail;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({
      build: { mailer: mail },
      env: { SHOP_EMAIL: 'care@aurelia.test', RATE_LIMITS: 'contact:3/1h' },
    });
  });
  afterAll(async () => t?.close());

  const send = (payload: Record<string, unknown>, remoteAddress = `10.9.0.${n++ % 250}`) =>
    t.app.inject({ method: 'POST', url: '/api/appointments/send-message', payload, remoteAddress });
  const valid = () => ({
    name: 'Farah Khan',
    email: `farah-${n++}@example.in`,
    subject: 'Resizing a ring',
    message: 'Hello,\n\nCan you resize a ring I bought last year?\n\nThanks, Farah',
  });

  it('stores the message, answers the thank-you, acknowledges the sender and copies the shop', async () => {
    const body = valid();
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    const reply = res.json();
    expect(reply).toEqual({
      success: true,
      message: SERVICE_REPLIES.messageReceived,
      reference: expect.stringMatching(/^M-[0-9A-F]{8}$/),
    });
    const rows = await t.app.db.select().from(contactMessages);
    const row = rows.find((r) => r.email === body.email);
    expect(row).toMatchObject({ name: 'Farah Khan', subject: 'Resizing a ring', message: body.message });
    expect(reply.reference).toBe(`M-${row!.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);

    const ack = await mail.waitFor(body.email, /We have received your message/);
    expect(ack.text).toContain(reply.reference);
    const copy = await mail.waitFor('care@aurelia.test', /Contact form \(M-[0-9A-F]{8}\): Resizing a ring/);
    expect(copy.replyTo).toBe(body.email);
    expect(copy.text).toContain('Can you resize a ring');
  });

  it("acknowledges with the shop's own words only: nothing the sender typed reaches the address typed in", async () => {
    const victim = `victim-${n++}@example.in`;
    const spam = 'WIN A PRIZE http://spam.example/claim';
    const res = await send({ name: `Dear friend, ${spam}`, email: victim, subject: spam, message: spam });
    expect(res.statusCode).toBe(201);
    const ack = await mail.waitFor(victim, /We have received your message/);
    for (const part of [ack.subject, ack.text, ack.html ?? '']) {
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('PRIZE');
      expect(part).not.toContain('Dear friend');
    }
  });

  it('sends at most three acknowledgements a day to one address; the messages are still received', async () => {
    const target = `flooded-${n++}@example.in`;
    for (let i = 0; i < 5; i++) {
      const res = await send({ ...valid(), email: target, subject: `Question ${i}` }, `10.10.${i}.1`);
      expect(res.statusCode).toBe(201);
    }
    for (let i = 0; i < 5; i++) await mail.waitFor('care@aurelia.test', new RegExp(`: Question ${i}$`));
    await new Promise((r) => setTimeout(r, 100));
    expect(mail.to(target)).toHaveLength(3);
    const stored = (await t.app.db.select().from(contactMessages)).filter((r) => r.email === target);
    expect(stored).toHaveLength(5);
  });

  it.each([
    [{ name: '' }, CONTACT_MESSAGES.nameRequired],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'farah.at.example' }, AUTH_MESSAGES.emailInvalid],
    [{ subject: '  ' }, CONTACT_MESSAGES.subjectRequired],
    [{ message: '' }, CONTACT_MESSAGES.messageRequired],
    [{ message: undefined }, CONTACT_MESSAGES.messageRequired],
    [{ subject: 'x'.repeat(201) }, CONTACT_MESSAGES.subjectTooLong],
    [{ message: 'x'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
    [{ name: { first: 'F' } }, CONTACT_MESSAGES.nameRequired],
  ])('answers %j with 400 and "%s", storing nothing', async (change, message) => {
    const before = (await t.app.db.select().from(contactMessages)).length;
    const res = await send({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).message).toBe(message);
    expect((await t.app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits messages per client address with 429', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid(), '10.9.9.9')).statusCode).toBe(201);
    const limited = await send(valid(), '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many messages\. Please try again in \d+ minutes?\.$/);
  });
});
