import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { ErrorReply } from '#domain/schemas/common';
import {
  SERVICE_REPLIES,
  VIEWING_MESSAGES,
  ViewingReply,
  addDays,
  isSunday,
  shopDate,
} from '#domain/schemas/appointments';
import { AUTH_MESSAGES } from '#domain/schemas/auth';
import { appointments } from '#server/db/schema';

/** The next weekday (not Sunday) at least `days` from today in India. */
function workingDay(days = 3): string {
  let d = addDays(shopDate(new Date()), days);
  while (isSunday(d)) d = addDays(d, 1);
  return d;
}

let n = 0;
describe('virtual viewing: POST /api/appointments/request-virtual-view', () => {
  let t: TestApp;
  let mail: CapturedMail;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({
      build: { mailer: mail },
      env: { SHOP_EMAIL: 'atelier@aurelia.test', RATE_LIMITS: 'viewing:4/1h' },
    });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  const request = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
    remoteAddress = `10.8.0.${n++ % 250}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/appointments/request-virtual-view',
      payload,
      headers,
      remoteAddress,
    });
  const valid = () => ({
    name: 'Isha Kapoor',
    email: `isha-${n++}@example.in`,
    date: workingDay(),
    time: '15:30',
    material: 'Rose Gold',
    budget: '₹1,00,000 – ₹2,50,000',
    shape: 'Oval',
    notes: 'Looking for an engagement ring.\nSize 12.',
  });

  it('stores a Pending appointment, answers its message, and mails the shopper and the shop', async () => {
    const body = valid();
    const res = await request(body);
    expect(res.statusCode).toBe(201);
    const reply = ViewingReply.parse(res.json());
    expect(reply.message).toBe(SERVICE_REPLIES.viewingReceived);
    expect(reply.appointment).toMatchObject({
      name: 'Isha Kapoor',
      date: body.date,
      time: '15:30',
      material: 'Rose Gold',
      shape: 'Oval',
      status: 'Pending',
    });
    const [row] = await t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, reply.appointment._id));
    expect(row).toMatchObject({ email: body.email, budget: body.budget, notes: body.notes, userId: null });

    const reference = res.json().reference as string;
    expect(reference).toBe(`V-${row!.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    const confirmation = await mail.waitFor(body.email, /virtual viewing request/);
    // The slot is a time in the shop's zone, named as the shop's other e-mails name it (decisions 085, 102).
    expect(confirmation.text).toContain('3:30 PM India Standard Time');
    expect(confirmation.text).toContain(reference);
    // The receipt goes to whatever address was typed in: nothing the sender wrote is in it.
    for (const typed of ['Isha', 'Looking for an engagement ring', '₹1,00,000', 'Rose Gold', 'Oval']) {
      expect(confirmation.text).not.toContain(typed);
      expect(confirmation.html).not.toContain(typed);
    }
    const copy = await mail.waitFor(
      'atelier@aurelia.test',
      /Virtual viewing request \(V-[0-9A-F]{8}\): Isha Kapoor/,
    );
    expect(copy.replyTo).toBe(body.email);
    expect(copy.text).toContain('Looking for an engagement ring');
    expect(copy.text).toContain('India Standard Time');
    expect(copy.html).not.toContain('<script');
  });

  it('sends at most three receipts a day to one address; the requests are still received', async () => {
    const target = `viewer-${Date.now()}@example.in`;
    for (let i = 0; i < 4; i++) {
      const res = await request({ ...valid(), email: target, name: `Viewer ${i}` }, {}, `10.31.${i}.1`);
      expect(res.statusCode).toBe(201);
    }
    for (let i = 0; i < 4; i++) await mail.waitFor('atelier@aurelia.test', new RegExp(`Viewer ${i},`));
    await new Promise((r) => setTimeout(r, 100));
    expect(mail.to(target)).toHaveLength(3);
  });

  it('accepts only the required fields, and links the request to a signed-in shopper', async () => {
    const u = await createUser(t.app);
    const res = await request(
      {
        name: 'Dev Patel',
        email: 'dev@example.in',
        date: workingDay(5),
        time: '11:00',
        material: '',
        shape: '',
        budget: '',
        notes: '',
      },
      u.headers,
    );
    expect(res.statusCode).toBe(201);
    const reply = ViewingReply.parse(res.json());
    expect(reply.appointment).toMatchObject({ material: null, shape: null, budget: null, notes: null });
    const [row] = await t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, reply.appointment._id));
    expect(row!.userId).toBe(u.id);
  });

  it('escapes what the shopper wrote in the mails', async () => {
    const body = { ...valid(), name: '<b>Evil</b> "Name"', notes: '<script>alert(1)</script>' };
    expect((await request(body)).statusCode).toBe(201);
    const copy = await mail.waitFor('atelier@aurelia.test', /Evil/);
    expect(copy.html).toContain('&lt;script&gt;');
    expect(copy.html).not.toContain('<script>');
  });

  it.each([
    [{ name: '' }, VIEWING_MESSAGES.nameRequired],
    [{ name: undefined }, VIEWING_MESSAGES.nameRequired],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'isha@' }, AUTH_MESSAGES.emailInvalid],
    [{ date: '' }, VIEWING_MESSAGES.dateRequired],
    [{ date: '2026-02-30' }, VIEWING_MESSAGES.dateInvalid],
    [{ date: 'tomorrow' }, VIEWING_MESSAGES.dateInvalid],
    [{ time: '' }, VIEWING_MESSAGES.timeRequired],
    [{ time: '09:00' }, VIEWING_MESSAGES.timeInvalid],
    [{ time: '20:00' }, VIEWING_MESSAGES.timeInvalid],
    [{ time: '15:15' }, VIEWING_MESSAGES.timeInvalid],
    [{ material: 'Silver' }, VIEWING_MESSAGES.material],
    [{ material: 'Unobtainium' }, VIEWING_MESSAGES.material],
    [{ shape: 'Heart' }, VIEWING_MESSAGES.shape],
    [{ budget: 'a million' }, VIEWING_MESSAGES.budget],
    [{ notes: 'x'.repeat(2001) }, VIEWING_MESSAGES.notesTooLong],
  ])('answers %j with 400 and "%s"', async (change, message) => {
    const res = await request({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).message).toBe(message);
  });

  it('refuses a date in the past, a Sunday, and a date too far ahead', async () => {
    const today = shopDate(new Date());
    const past = await request({ ...valid(), date: addDays(today, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(VIEWING_MESSAGES.datePast);

    let sunday = addDays(today, 1);
    while (!isSunday(sunday)) sunday = addDays(sunday, 1);
    const closed = await request({ ...valid(), date: sunday });
    expect(closed.json().message).toBe(VIEWING_MESSAGES.dateSunday);

    let far = addDays(today, 200);
    while (isSunday(far)) far = addDays(far, 1);
    expect((await request({ ...valid(), date: far })).json().message).toBe(VIEWING_MESSAGES.dateTooFar);
  });

  it("takes today's date only for a slot that has not passed, in India's time", async () => {
    // Wednesday 10 June 2026, 16:10 in Mumbai (10:40 UTC).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-10T10:40:00Z') });
    const earlier = await request({ ...valid(), date: '2026-06-10', time: '16:00' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().message).toBe(VIEWING_MESSAGES.timePassed);
    expect((await request({ ...valid(), date: '2026-06-10', time: '16:30' })).statusCode).toBe(201);
    expect((await request({ ...valid(), date: '2026-06-09', time: '16:30' })).json().message).toBe(
      VIEWING_MESSAGES.datePast,
    );
  });

  it('limits requests per client address with 429', async () => {
    for (let i = 0; i < 4; i++) expect((await request(valid(), {}, '10.8.9.9')).statusCode).toBe(201);
    const limited = await request(valid(), {}, '10.8.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many viewing requests\. Please try again in \d+ minutes?\.$/,
    );
  });
});
