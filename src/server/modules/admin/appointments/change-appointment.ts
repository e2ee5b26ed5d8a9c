/**
 * An admin's change to a viewing (status or reschedule): the row is locked, `change` checks it (throwing to refuse)
 * and says what to set, the row is written, and the shopper is mailed about it (appointment-mail.ts). A viewing
 * that does not exist is a 404.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { appointments } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { MailQueue } from '#server/lib/mail/background';
import { mailShopper } from './appointment-mail';

type Row = typeof appointments.$inferSelect;

export async function changeAppointment(
  app: FastifyInstance,
  mail: MailQueue,
  id: string,
  change: (row: Row) => Partial<typeof appointments.$inferInsert>,
) {
  const { before, after } = await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
    if (!row) throw notFound(M.appointmentNotFound);
    const [updated] = await tx
      .update(appointments)
      .set(change(row))
      .where(eq(appointments.id, row.id))
      .returning();
    return { before: row, after: updated! };
  });
  return { after, emailed: mailShopper(app, mail, before, after) };
}
