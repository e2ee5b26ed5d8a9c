import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, keptRef, timestamps } from './columns';
import { appointmentStatusEnum } from './enums';
import { users } from './users';

/** Virtual viewing requests (docs/shop/storefront.md §3) and their status in the back office. */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    userId: keptRef('user_id', () => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    material: text('material'),
    budget: text('budget'),
    shape: text('shape'),
    notes: text('notes'),
    status: appointmentStatusEnum('status').notNull().default('Pending'),
    /** The video call's address, sent to the shopper when the viewing is confirmed or moved (issue 18). */
    meetingLink: text('meeting_link'),
    ...timestamps,
  },
  (t) => [index('appointments_created_idx').on(t.createdAt), index('appointments_date_idx').on(t.date)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When an admin first opened it, and when the shop last answered it by e-mail (issue 18). */
    readAt: timestamp('read_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
