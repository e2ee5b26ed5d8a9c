/**
 * What the admin's customer page reads about one account (docs/decisions/098). A customer's orders are those of
 * the account and those placed without an account under the same e-mail (a guest checkout, or before signing
 * up); viewing requests are matched by account or e-mail, contact messages (which carry no account) by e-mail.
 * The small lists are capped at the newest few (CUSTOMER_LIST_CAPS) with a count of all. Viewings and messages are
 * mapped as everywhere else; the reply's schemas keep only the fields the customer page shows (decision 119).
 */
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_LIST_CAPS as CAPS,
  type CustomerAddress,
  type CustomerAppointment,
  type CustomerMessage,
  type CustomerNote,
  type CustomerOrder,
  type CustomerStats,
} from '#domain/schemas/admin-customers';
import { paiseToRupees } from '#domain/money';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { appointments, contactMessages, customerNotes, orders } from '#server/db/schema';
import { rowsWithTotal } from '#server/lib/paging';
import { toAppointmentDto } from '#server/lib/appointments/appointment-dto';
import { toContactMessageDto } from '#server/lib/appointments/contact-message-dto';

export interface CustomerKey {
  id: string;
  email: string;
}

const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = lower(${email})`;

/** The customer's orders: the account's, and those placed without an account under its e-mail. */
export function ordersOf(c: CustomerKey): SQL {
  return or(eq(orders.userId, c.id), and(isNull(orders.userId), sameEmail(orders.customerEmail, c.email)))!;
}

// Correlated subqueries name the outer table themselves: drizzle leaves a column unqualified in a one-table select.
/** Refunds recorded on an order (the refunds table), in paise. */
const refundedPaise = sql<number>`(select coalesce(sum(r.amount_paise), 0) from refunds r where r.order_id = orders.id)`;

export async function customerStats(db: Db, c: CustomerKey): Promise<CustomerStats> {
  const [row] = await db
    .select({
      n: count(),
      spent: sql<string>`coalesce(sum(${orders.totalPaise}), 0)`,
      refunded: sql<string>`coalesce(sum(${refundedPaise}), 0)`,
      first: sql<Date | null>`min(${orders.createdAt})`.mapWith(orders.createdAt),
      last: sql<Date | null>`max(${orders.createdAt})`.mapWith(orders.createdAt),
    })
    .from(orders)
    .where(ordersOf(c));
  const n = row?.n ?? 0;
  const refunded = Number(row?.refunded ?? 0);
  const net = Number(row?.spent ?? 0) - refunded;
  return {
    orderCount: n,
    lifetimeSpend: paiseToRupees(net),
    refunded: paiseToRupees(refunded),
    averageOrder: n ? paiseToRupees(Math.round(net / n)) : 0,
    firstOrderAt: n && row?.first ? row.first.toISOString() : null,
    lastOrderAt: n && row?.last ? row.last.toISOString() : null,
  };
}

export async function customerOrders(
  db: Db,
  c: CustomerKey,
  window: { limit: number; offset: number },
): Promise<CustomerOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      userId: orders.userId,
      refunded: refundedPaise,
      items: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = orders.id)`,
    })
    .from(orders)
    .where(ordersOf(c))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((r) => ({
    _id: r.id,
    orderNumber: r.orderNumber,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    paymentStatus: r.paymentStatus,
    totalAmount: paiseToRupees(r.totalPaise),
    refundedAmount: paiseToRupees(Number(r.refunded)),
    itemCount: Number(r.items),
    guest: r.userId === null,
  }));
}

/** Distinct shipping addresses of the customer's orders, the most recently used first. */
export async function customerAddresses(
  db: Db,
  c: CustomerKey,
): Promise<{ list: CustomerAddress[]; total: number }> {
  const grouped = db
    .select({
      address: orders.shippingAddress,
      last: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt).as('last'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(orders)
    .where(ordersOf(c))
    .groupBy(orders.shippingAddress)
    .as('grouped');
  const [rows, [total]] = await Promise.all([
    db.select().from(grouped).orderBy(desc(grouped.last)).limit(CAPS.addresses),
    db.select({ n: count() }).from(grouped),
  ]);
  return {
    list: rows.map((r) => ({
      ...r.address,
      lastUsedAt: new Date(r.last).toISOString(),
      orders: Number(r.n),
    })),
    total: total?.n ?? 0,
  };
}

export async function customerAppointments(
  db: Db,
  c: CustomerKey,
): Promise<{ list: CustomerAppointment[]; total: number }> {
  const where = or(eq(appointments.userId, c.id), sameEmail(appointments.email, c.email));
  const newest = [desc(appointments.createdAt), desc(appointments.id)];
  const { rows, total } = await rowsWithTotal(db, appointments, where, newest, { limit: CAPS.appointments });
  return {
    list: rows.map(toAppointmentDto),
    total,
  };
}

export async function customerMessages(
  db: Db,
  c: CustomerKey,
): Promise<{ list: CustomerMessage[]; total: number }> {
  const where = sameEmail(contactMessages.email, c.email);
  const newest = [desc(contactMessages.createdAt), desc(contactMessages.id)];
  const { rows, total } = await rowsWithTotal(db, contactMessages, where, newest, { limit: CAPS.messages });
  return {
    list: rows.map(toContactMessageDto),
    total,
  };
}

export function toNoteDto(n: typeof customerNotes.$inferSelect): CustomerNote {
  return {
    _id: n.id,
    text: n.body,
    by: { _id: n.byUserId, name: n.byName },
    createdAt: n.createdAt.toISOString(),
  };
}

export async function customerNotesOf(
  db: Db,
  userId: string,
): Promise<{ list: CustomerNote[]; total: number }> {
  const where = eq(customerNotes.userId, userId);
  const newest = [desc(customerNotes.createdAt), desc(customerNotes.id)];
  const { rows, total } = await rowsWithTotal(db, customerNotes, where, newest, { limit: CAPS.notes });
  return { list: rows.map(toNoteDto), total };
}
