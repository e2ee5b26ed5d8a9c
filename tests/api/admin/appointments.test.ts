import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AppointmentStatusReply,
  AppointmentsReply,
  ContactMessagesReply,
} from '#domain/schemas/admin-service';
import { APPOINTMENT_STATUSES } from '#domain/business-constants';
import { appointments, contactMessages } from '#server/db/schema';
import { call, setupAdminTest, type AdminTestContext } from './helpers';

describe('admin appointments and messages', () => {
  let ctx: AdminTestContext;
  let older: string;
  let newer: string;
  beforeAll(async () => {
    ctx = await setupAdminTest();
    const [a] = await ctx.app.db
      .insert(appointments)
      .values({
        name: 'Asha Menon',
        email: 'asha@example.com',
        date: '2030-02-14',
        time: '11:30',
        material: 'Rose Gold',
        budget: '₹50,000–₹1,00,000',
        shape: 'Oval',
        notes: 'Engagement ring',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: appointments.id });
    const [b] = await ctx.app.db
      .insert(appointments)
      .values({ name: 'Ravi Iyer', email: 'ravi@example.com', date: '2030-03-01', time: '17:00' })
      .returning({ id: appointments.id });
    older = a!.id;
    newer = b!.id;
    await ctx.app.db.insert(contactMessages).values([
      {
        name: 'Old Note',
        email: 'old@example.com',
        subject: 'Sizing',
        message: 'What size?',
        createdAt: new Date(Date.now() - 60_000),
      },
      { name: 'New Note', email: 'new@example.com', subject: 'Delivery', message: 'When?' },
    ]);
  });
  afterAll(async () => ctx?.t.close());

  it('GET /api/appointments/get-appointments lists requests newest first with every field', async () => {
    const res = await call(ctx.app, ctx.admin, 'GET', '/api/appointments/get-appointments');
    expect(res.statusCode).toBe(200);
    const body = AppointmentsReply.parse(res.json());
    expect(body.data.map((a) => a._id)).toEqual([newer, older]);
    expect(body.data[1]).toMatchObject({
      name: 'Asha Menon',
      date: '2030-02-14',
      time: '11:30',
      status: 'Pending',
      material: 'Rose Gold',
      shape: 'Oval',
      notes: 'Engagement ring',
    });
    const pending = AppointmentsReply.parse(
      (
        await call(ctx.app, ctx.admin, 'GET', '/api/appointments/get-appointments?status=Pending&limit=1')
      ).json(),
    );
    expect(pending).toMatchObject({ total: 2, limit: 1 });
  });

  it('PUT /api/appointments/{id}/status saves each status', async () => {
    for (const status of APPOINTMENT_STATUSES) {
      const res = await call(ctx.app, ctx.admin, 'PUT', `/api/appointments/${older}/status`, { status });
      expect(res.statusCode).toBe(200);
      expect(AppointmentStatusReply.parse(res.json()).appointment).toMatchObject({ _id: older, status });
    }
    const [row] = await ctx.app.db.select().from(appointments).where(eq(appointments.id, older));
    expect(row!.status).toBe('Cancelled');
  });

  it('refuses an unknown status (400) and an unknown appointment (404)', async () => {
    const bad = await call(ctx.app, ctx.admin, 'PUT', `/api/appointments/${older}/status`, {
      status: 'Maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of Pending, Confirmed, Completed, Cancelled.');
    const missing = await call(
      ctx.app,
      ctx.admin,
      'PUT',
      '/api/appointments/00000000-0000-4000-8000-000000000000/status',
      { status: 'Confirmed' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('GET /api/appointments/messages lists contact messages newest first', async () => {
    const res = await call(ctx.app, ctx.admin, 'GET', '/api/appointments/messages');
    expect(res.statusCode).toBe(200);
    const body = ContactMessagesReply.parse(res.json());
    expect(body.data.map((m) => m.name)).toEqual(['New Note', 'Old Note']);
    expect(body.data[1]).toMatchObject({
      email: 'old@example.com',
      subject: 'Sizing',
      message: 'What size?',
    });
  });
});
