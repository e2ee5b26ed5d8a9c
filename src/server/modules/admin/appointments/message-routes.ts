/**
 * The contact form's messages in the admin (docs/decisions/102):
 * GET /api/appointments/messages — newest first, a page at a time (q, page, limit, unread=true), with the inbox's
 *   unread count.
 * GET /api/admin/messages/unread-count — the count alone, for the menu's badge.
 * PUT /api/admin/messages/{id}/read {read} — opening a message marks it read; an admin may mark it unread again.
 * POST /api/admin/messages/{id}/reply {text} — e-mails the sender the shop's answer with their message quoted,
 *   sends the shop a copy, and sets repliedAt (and readAt, if it was still unread).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactMessageReply,
  ContactMessagesQuery,
  ContactMessagesReply,
  MessageReadInput,
  MessageReplyInput,
  SERVICE_ADMIN_MESSAGES as S,
  UnreadMessagesReply,
} from '#domain/schemas/admin-service';
import { IdParams } from '#domain/schemas/common';
import { formatShopDate } from '#domain/shop-time';
import { contactMessages } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { MailQueue } from '#server/lib/mail/background';
import { messageReplyMail, messageReplyShopCopyMail } from '#server/lib/mail/templates/message-reply';
import { containsAny, listRouteOptions, readPage } from '#server/lib/paging';
import { referenceOf } from '#server/lib/appointments/acknowledge';
import { toContactMessageDto } from '#server/lib/appointments/contact-message-dto';

const messageRoutes: FastifyPluginAsyncZod<{ mail: MailQueue }> = async (app, { mail }) => {
  const unreadCount = () => app.db.$count(contactMessages, isNull(contactMessages.readAt));

  app.get(
    '/appointments/messages',
    listRouteOptions(ContactMessagesQuery, ContactMessagesReply),
    async (request) => {
      const query = request.query;
      const where = and(
        containsAny(query.q, [contactMessages.name, contactMessages.email, contactMessages.subject]),
        query.unread === 'true' ? isNull(contactMessages.readAt) : undefined,
      );
      const newest = [desc(contactMessages.createdAt), desc(contactMessages.id)];
      const { rows, paging } = await readPage(app.db, contactMessages, where, newest, query);
      return {
        success: true as const,
        data: rows.map(toContactMessageDto),
        ...paging,
        unread: await unreadCount(),
      };
    },
  );

  app.get(
    '/admin/messages/unread-count',
    { schema: { response: { 200: UnreadMessagesReply } } },
    async () => ({
      success: true as const,
      unread: await unreadCount(),
    }),
  );

  const markRead = { params: IdParams, body: MessageReadInput, response: { 200: ContactMessageReply } };
  app.put('/admin/messages/:id/read', { schema: markRead }, async (request) => {
    const { read } = request.body;
    // Marking read keeps the first time it was opened.
    const [row] = await app.db
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, request.params.id))
      .returning();
    if (!row) throw notFound(S.messageNotFound);
    return {
      success: true as const,
      contactMessage: toContactMessageDto(row),
      message: read ? S.markedRead : S.markedUnread,
    };
  });

  const sendReply = { params: IdParams, body: MessageReplyInput, response: { 200: ContactMessageReply } };
  app.post('/admin/messages/:id/reply', { schema: sendReply }, async (request) => {
    const { text } = request.body;
    const [row] = await app.db
      .update(contactMessages)
      .set({ repliedAt: sql`now()`, readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(eq(contactMessages.id, request.params.id))
      .returning();
    if (!row) throw notFound(S.messageNotFound);
    const data = {
      to: row.email,
      name: row.name,
      subject: row.subject,
      original: row.message,
      sentAt: formatShopDate(row.createdAt, app.config.shopTimeZone, 'dayTime') ?? '',
      reference: referenceOf('M', row.id),
      reply: text,
      shopEmail: app.config.mail.shopEmail,
    };
    mail.send(messageReplyMail(data), 'message reply');
    const by = request.user ? `${request.user.name} <${request.user.email}>` : 'an admin';
    mail.send(messageReplyShopCopyMail(data, by), 'message reply shop copy');
    return {
      success: true as const,
      contactMessage: toContactMessageDto(row),
      message: S.replySent(row.email),
    };
  });
};

export default messageRoutes;
