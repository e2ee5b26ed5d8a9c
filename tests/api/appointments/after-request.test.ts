/**
 * After a viewing request (issue 18 item 7, docs/decisions/102): confirming with a meeting link, changing the link,
 * rescheduling under the booking's rules, cancelling — each e-mails the shopper the time in the shop's zone — and
 * the week view's date range. Admin calls answer 401 without a token and 403 for a shopper.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { call, createUser, type TestUser } from '#tests/helpers/users';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import {
  AppointmentStatusReply,
  AppointmentsReply,
  SERVICE_ADMIN_MESSAGES as S,
} from '#domain/schemas/admin-service';
import {
  VIEWING_MESSAGES,
  addDays,
  formatViewingDate,
  isSunday,
  shopDate,
} from '#domain/schemas/appointments';
import { ErrorReply } from '#domain/schemas/common';
import { AUTH_MESSAGES } from '#server/plugins/auth';
import { appointments } from '#server/db/schema';
import { referenceOf } from '#server/lib/appointments/acknowledge';

/** A working day (not Sunday) at least `days` from today in India. */
function workingDay(days: number): string {
  let d = addDays(shopDate(new Date()), days);
  while (isSunday(d)) d = addDays(d, 1);
  return d;
}
function sunday(): string {
  let d = addDays(shopDate(new Date()), 2);
  while (!isSunday(d)) d = addDays(d, 1);
  return d;
}

const LINK = 'https://meet.example.com/aurelia-viewing-42';
let n = 0;

describe('appointments after the request', () => {
  let t: TestApp;
  let mail: CapturedMail;
  let admin: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    mail = captureMail();
    t = await createTestApp({ build: { mailer: mail }, env: { SHOP_EMAIL: 'atelier@aurelia.test' } });
    admin = await createUser(t.app, { role: 'admin' });
    shopper = await createUser(t.app);
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  /** A viewing booked by Isha (her words in name and notes must never reach the mails). */
  async function booking(values: Partial<typeof appointments.$inferInsert> = {}) {
    const [row] = await t.app.db
      .insert(appointments)
      .values({
        name: 'Isha <b>Kapoor</b>',
        email: `isha-${n++}@example.in`,
        date: workingDay(5),
        time: '15:30',
        notes: 'Visit http://spam.example',
        ...values,
      })
      .returning();
    return row!;
  }
  const row = async (id: string) =>
    (await t.app.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const settle = () => new Promise((r) => setTimeout(r, 50));

  describe('PUT /api/appointments/{id}/status', () => {
    it('confirming with a meeting link saves it and e-mails the time in the shop’s zone and the link', async () => {
      const a = await booking();
      const res = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Confirmed',
        meetingLink: `  ${LINK}  `,
      });
      expect(res.statusCode).toBe(200);
      const body = AppointmentStatusReply.parse(res.json());
      expect(body).toMatchObject({
        emailed: true,
        message: 'Appointment status updated to "Confirmed"',
        appointment: { status: 'Confirmed', meetingLink: LINK },
      });
      expect((await row(a.id)).meetingLink).toBe(LINK);
      const m = await mail.waitFor(a.email, /confirmed/);
      expect(m.subject).toBe(`Your virtual viewing is confirmed (${referenceOf('V', a.id)}) — Aurelia`);
      expect(m.replyTo).toBe('atelier@aurelia.test');
      for (const part of [m.text, m.html]) {
        expect(part).toContain(`${formatViewingDate(a.date)}, 3:30 PM India Standard Time`);
        expect(part).toContain(LINK);
        expect(part).toContain(referenceOf('V', a.id));
        expect(part).not.toContain('Kapoor');
        expect(part).not.toContain('spam.example');
      }
      expect(m.html).toContain(`href="${LINK}"`);
    });

    it('the same status again mails nothing; a new link on a confirmed viewing mails the new link', async () => {
      const a = await booking({ status: 'Confirmed', meetingLink: LINK });
      const same = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Confirmed',
      });
      expect(AppointmentStatusReply.parse(same.json()).emailed).toBe(false);
      const sameLink = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Confirmed',
        meetingLink: LINK,
      });
      expect(AppointmentStatusReply.parse(sameLink.json()).emailed).toBe(false);
      await settle();
      expect(mail.to(a.email)).toHaveLength(0);
      const moved = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Confirmed',
        meetingLink: 'https://meet.example.com/new-room',
      });
      expect(AppointmentStatusReply.parse(moved.json()).emailed).toBe(true);
      const m = await mail.waitFor(a.email, /confirmed/);
      expect(m.text).toContain('https://meet.example.com/new-room');
      expect(mail.to(a.email)).toHaveLength(1);
    });

    it('confirming without a link promises one; an empty link clears it; leaving it out keeps it', async () => {
      const a = await booking({ meetingLink: LINK });
      const cleared = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Confirmed',
        meetingLink: '',
      });
      expect(AppointmentStatusReply.parse(cleared.json()).appointment.meetingLink).toBeNull();
      const m = await mail.waitFor(a.email, /confirmed/);
      expect(m.text).toContain('We will e-mail you the video-call link before the viewing.');
      expect(m.text).not.toContain('https://');

      const b = await booking({ meetingLink: LINK });
      const kept = await call(t.app, admin, 'PUT', `/api/appointments/${b.id}/status`, {
        status: 'Completed',
      });
      expect(AppointmentStatusReply.parse(kept.json()).appointment.meetingLink).toBe(LINK);
    });

    it('refuses a link that is not an http(s) address, and changes nothing', async () => {
      const a = await booking();
      for (const [link, message] of [
        ['javascript:alert(1)', S.meetingLinkInvalid],
        ['ftp://files.example.com/x', S.meetingLinkInvalid],
        ['meet dot com', S.meetingLinkInvalid],
        [42, S.meetingLinkInvalid],
        [`https://meet.example.com/${'x'.repeat(500)}`, S.meetingLinkTooLong],
      ] as const) {
        const res = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
          status: 'Confirmed',
          meetingLink: link,
        });
        expect(res.statusCode).toBe(400);
        expect(ErrorReply.parse(res.json()).message).toBe(message);
      }
      expect(await row(a.id)).toMatchObject({ status: 'Pending', meetingLink: null });
      await settle();
      expect(mail.to(a.email)).toHaveLength(0);
    });

    it('a viewing whose time has passed cannot be confirmed (409), and cancelling it mails nothing', async () => {
      const a = await booking({ date: addDays(shopDate(new Date()), -2) });
      const res = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Confirmed',
      });
      expect(res.statusCode).toBe(409);
      expect(ErrorReply.parse(res.json()).message).toBe(S.viewingHasBegun);
      expect((await row(a.id)).status).toBe('Pending');
      const cancelled = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Cancelled',
      });
      expect(AppointmentStatusReply.parse(cancelled.json()).emailed).toBe(false);
      const done = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Completed',
      });
      expect(AppointmentStatusReply.parse(done.json()).emailed).toBe(false);
      await settle();
      expect(mail.to(a.email)).toHaveLength(0);
    });

    it('cancelling a viewing still to come e-mails the shopper; Pending and Completed mail nothing', async () => {
      const a = await booking({ status: 'Confirmed', time: '11:00' });
      const res = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Cancelled',
      });
      expect(AppointmentStatusReply.parse(res.json())).toMatchObject({
        emailed: true,
        appointment: { status: 'Cancelled' },
      });
      const m = await mail.waitFor(a.email, /cancelled/);
      expect(m.subject).toBe(`Your virtual viewing is cancelled (${referenceOf('V', a.id)}) — Aurelia`);
      expect(m.text).toContain(`${formatViewingDate(a.date)}, 11:00 AM India Standard Time`);
      const again = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Cancelled',
      });
      expect(AppointmentStatusReply.parse(again.json()).emailed).toBe(false);
      for (const status of ['Pending', 'Completed']) {
        const r = await call(t.app, admin, 'PUT', `/api/appointments/${a.id}/status`, { status });
        expect(AppointmentStatusReply.parse(r.json()).emailed).toBe(false);
      }
      await settle();
      expect(mail.to(a.email)).toHaveLength(1);
    });

    it('answers 401 without a token and 403 for a shopper, changing nothing', async () => {
      const a = await booking();
      const anon = await call(t.app, null, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Confirmed',
      });
      expect(anon.statusCode).toBe(401);
      expect(ErrorReply.parse(anon.json()).success).toBe(false);
      const user = await call(t.app, shopper, 'PUT', `/api/appointments/${a.id}/status`, {
        status: 'Confirmed',
      });
      expect(user.statusCode).toBe(403);
      expect(ErrorReply.parse(user.json()).message).toBe(AUTH_MESSAGES.notAdmin);
      expect((await row(a.id)).status).toBe('Pending');
    });
  });

  describe('PUT /api/admin/appointments/{id} (reschedule)', () => {
    it('moves the viewing, confirms it and e-mails the new time, the old one and the link', async () => {
      const a = await booking({ time: '12:00' });
      const date = workingDay(9);
      const res = await call(t.app, admin, 'PUT', `/api/admin/appointments/${a.id}`, {
        date,
        time: '17:30',
        meetingLink: LINK,
      });
      expect(res.statusCode).toBe(200);
      const body = AppointmentStatusReply.parse(res.json());
      expect(body).toMatchObject({
        emailed: true,
        message: `Appointment moved to ${formatViewingDate(date)}, 5:30 PM`,
        appointment: { date, time: '17:30', status: 'Confirmed', meetingLink: LINK },
      });
      expect(await row(a.id)).toMatchObject({ date, time: '17:30', status: 'Confirmed' });
      const m = await mail.waitFor(a.email, /new time/);
      expect(m.subject).toBe(`Your virtual viewing has a new time (${referenceOf('V', a.id)}) — Aurelia`);
      expect(m.text).toContain(`New time: ${formatViewingDate(date)}, 5:30 PM India Standard Time`);
      expect(m.text).toContain(`Was: ${formatViewingDate(a.date)}, 12:00 PM India Standard Time`);
      expect(m.text).toContain(LINK);
      expect(m.html).toContain(`href="${LINK}"`);
      expect(mail.to(a.email)).toHaveLength(1);
    });

    it('keeps the link when none is sent', async () => {
      const a = await booking({ status: 'Confirmed', meetingLink: LINK });
      const res = await call(t.app, admin, 'PUT', `/api/admin/appointments/${a.id}`, {
        date: workingDay(12),
        time: '11:30',
      });
      expect(AppointmentStatusReply.parse(res.json()).appointment.meetingLink).toBe(LINK);
      expect((await mail.waitFor(a.email, /new time/)).text).toContain(LINK);
    });

    it('follows the booking’s rules: every refusal is a 400 with the booking form’s words', async () => {
      const a = await booking();
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ time: '12:00' }, VIEWING_MESSAGES.dateRequired, 'date'],
        [{ date: workingDay(6) }, VIEWING_MESSAGES.timeRequired, 'time'],
        [{ date: '2030-02-30', time: '12:00' }, VIEWING_MESSAGES.dateInvalid, 'date'],
        [{ date: addDays(shopDate(new Date()), -1), time: '12:00' }, VIEWING_MESSAGES.datePast, 'date'],
        [{ date: sunday(), time: '12:00' }, VIEWING_MESSAGES.dateSunday, 'date'],
        [{ date: workingDay(200), time: '12:00' }, VIEWING_MESSAGES.dateTooFar, 'date'],
        [{ date: workingDay(6), time: '10:30' }, VIEWING_MESSAGES.timeInvalid, 'time'],
        [{ date: workingDay(6), time: '12:15' }, VIEWING_MESSAGES.timeInvalid, 'time'],
        [{ date: workingDay(6), time: '12:00', meetingLink: 'nope' }, S.meetingLinkInvalid, 'meetingLink'],
        [{ date: a.date, time: a.time }, S.rescheduleSameSlot, 'date'],
      ];
      for (const [payload, message, path] of cases) {
        const res = await call(t.app, admin, 'PUT', `/api/admin/appointments/${a.id}`, payload);
        expect(res.statusCode, message).toBe(400);
        const body = ErrorReply.parse(res.json());
        expect(body.message).toBe(message);
        expect(body.errors?.[0]?.path).toBe(path);
      }
      expect(await row(a.id)).toMatchObject({ date: a.date, time: a.time, status: 'Pending' });
      await settle();
      expect(mail.to(a.email)).toHaveLength(0);
    });

    it('refuses a slot already gone today (the shop’s today)', async () => {
      const a = await booking();
      // 10:40 UTC is 16:10 in India: 16:00 has gone, 16:30 has not.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-10T10:40:00Z') });
      const gone = await call(t.app, admin, 'PUT', `/api/admin/appointments/${a.id}`, {
        date: '2026-06-10',
        time: '16:00',
      });
      expect(gone.statusCode).toBe(400);
      expect(gone.json().message).toBe(VIEWING_MESSAGES.timePassed);
      const later = await call(t.app, admin, 'PUT', `/api/admin/appointments/${a.id}`, {
        date: '2026-06-10',
        time: '16:30',
      });
      expect(later.statusCode).toBe(200);
    });

    it('a completed or cancelled viewing cannot be moved (409); an unknown one is 404; a bad id 400', async () => {
      for (const status of ['Completed', 'Cancelled'] as const) {
        const a = await booking({ status });
        const res = await call(t.app, admin, 'PUT', `/api/admin/appointments/${a.id}`, {
          date: workingDay(8),
          time: '12:00',
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(S.rescheduleClosed(status));
        expect((await row(a.id)).status).toBe(status);
      }
      const missing = await call(
        t.app,
        admin,
        'PUT',
        '/api/admin/appointments/00000000-0000-4000-8000-000000000000',
        {
          date: workingDay(8),
          time: '12:00',
        },
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Appointment not found.');
      const bad = await call(t.app, admin, 'PUT', '/api/admin/appointments/not-an-id', {
        date: workingDay(8),
        time: '12:00',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('answers 401 without a token and 403 for a shopper, changing nothing', async () => {
      const a = await booking();
      const payload = { date: workingDay(8), time: '12:00' };
      const anon = await call(t.app, null, 'PUT', `/api/admin/appointments/${a.id}`, payload);
      expect(anon.statusCode).toBe(401);
      expect(ErrorReply.parse(anon.json()).success).toBe(false);
      const user = await call(t.app, shopper, 'PUT', `/api/admin/appointments/${a.id}`, payload);
      expect(user.statusCode).toBe(403);
      expect(await row(a.id)).toMatchObject({ date: a.date, time: a.time });
    });
  });

  describe('GET /api/appointments/get-appointments?from=&to= (the week view)', () => {
    it('lists the viewings of those days in date and time order', async () => {
      const from = '2031-03-03';
      const late = await booking({ date: '2031-03-05', time: '18:00', name: 'Late' });
      const early = await booking({ date: '2031-03-05', time: '11:00', name: 'Early' });
      const first = await booking({ date: '2031-03-03', time: '19:30', name: 'First' });
      await booking({ date: '2031-03-10', time: '11:00', name: 'Next week' });
      const res = await call(
        t.app,
        admin,
        'GET',
        `/api/appointments/get-appointments?from=${from}&to=2031-03-09&limit=100`,
      );
      expect(res.statusCode).toBe(200);
      const body = AppointmentsReply.parse(res.json());
      expect(body.data.map((a) => a._id)).toEqual([first.id, early.id, late.id]);
      expect(body.total).toBe(3);
    });

    it('refuses a bad or reversed range, and answers 401/403', async () => {
      const bad = await call(t.app, admin, 'GET', '/api/appointments/get-appointments?from=2031-02-30');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(S.rangeInvalid);
      const reversed = await call(
        t.app,
        admin,
        'GET',
        '/api/appointments/get-appointments?from=2031-03-09&to=2031-03-03',
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toBe(S.rangeReversed);
      expect(
        (await call(t.app, null, 'GET', '/api/appointments/get-appointments?from=2031-03-03')).statusCode,
      ).toBe(401);
      expect(
        (await call(t.app, shopper, 'GET', '/api/appointments/get-appointments?from=2031-03-03')).statusCode,
      ).toBe(403);
    });
  });
});
