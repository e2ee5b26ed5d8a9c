import type { ContactMessageDto } from '#domain/schemas/admin-service';
import type { contactMessages } from '#server/db/schema';

/**
 * One contact message as the API returns it: the admin's inbox, and a customer's page (whose reply schema leaves
 * out the sender, the customer themselves).
 */
export function toContactMessageDto(m: typeof contactMessages.$inferSelect): ContactMessageDto {
  return {
    _id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
    repliedAt: m.repliedAt?.toISOString() ?? null,
  };
}
