/**
 * GET /api/admin/customers/{id}?page=&limit= — the customer page: the account, what it has spent, one page of its
 * orders (newest first), the addresses its orders went to, its viewing requests, messages and internal notes.
 * POST /api/admin/customers/{id}/notes {text} — an internal note, signed with the admin's name and the time.
 * Admins only (the admin scope's guard); an unknown account is 404 (docs/api/admin.md "Customers").
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMER_MESSAGES as M,
  CustomerNoteInput,
  CustomerNoteReply,
  CustomerQuery,
  CustomerReply,
} from '#domain/schemas/admin-customers';
import { IdParams } from '#domain/schemas/common';
import { customerNotes, users } from '#server/db/schema';
import { notFound } from '#server/errors';
import { pageInfo, pageWindow } from '#server/lib/paging';
import { toUserDto } from '#server/lib/users/user-dto';
import {
  customerAddresses,
  customerAppointments,
  customerMessages,
  customerNotesOf,
  customerOrders,
  customerStats,
  toNoteDto,
} from './customer-queries';

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers/:id',
    { schema: { params: IdParams, querystring: CustomerQuery, response: { 200: CustomerReply } } },
    async (request): Promise<CustomerReply> => {
      const [user] = await app.db.select().from(users).where(eq(users.id, request.params.id)).limit(1);
      if (!user) throw notFound(M.notFound);
      const key = { id: user.id, email: user.email };
      const [stats, orderPage, addresses, appointments, messages, notes] = await Promise.all([
        customerStats(app.db, key),
        customerOrders(app.db, key, pageWindow(request.query)),
        customerAddresses(app.db, key),
        customerAppointments(app.db, key),
        customerMessages(app.db, key),
        customerNotesOf(app.db, user.id),
      ]);
      return {
        success: true,
        customer: toUserDto(user),
        stats,
        orders: orderPage,
        ...pageInfo(request.query, stats.orderCount),
        addresses: addresses.list,
        appointments: appointments.list,
        messages: messages.list,
        notes: notes.list,
        counts: {
          addresses: addresses.total,
          appointments: appointments.total,
          messages: messages.total,
          notes: notes.total,
        },
      };
    },
  );

  app.post(
    '/admin/customers/:id/notes',
    { schema: { params: IdParams, body: CustomerNoteInput, response: { 201: CustomerNoteReply } } },
    async (request, reply) => {
      const author = request.user!;
      const [customer] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, request.params.id))
        .limit(1);
      if (!customer) throw notFound(M.notFound);
      const [note] = await app.db
        .insert(customerNotes)
        .values({ userId: customer.id, body: request.body.text, byUserId: author.id, byName: author.name })
        .returning();
      reply.status(201);
      return { success: true as const, message: M.noteAdded, note: toNoteDto(note!) };
    },
  );
};

export default customerRoutes;
