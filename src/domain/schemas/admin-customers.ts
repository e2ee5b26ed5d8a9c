/**
 * The admin's customer page (issue 18 item 4; docs/api/admin.md "Customers", docs/decisions/098): one account with
 * its orders (paged), what it has spent, the addresses its orders went to, its viewing requests and messages, and
 * the shop's internal notes about it.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../business-constants';
import { PAGE_SIZES } from '../paging';
import { ShippingAddressDto } from './payments';
import { UserDto } from './auth';
import { MessageReply, Timestamp, okReply, trimmedText } from './common';
import { AppointmentDto } from './appointments';
import { ContactMessageDto } from './admin-service';
import { PageReply, pageQuery } from './paging';

export const NOTE_MAX_CHARS = 2000;

/** The newest rows the page shows of each small list; `counts` says how many there are in all. */
export const CUSTOMER_LIST_CAPS = { addresses: 10, appointments: 10, messages: 10, notes: 50 } as const;

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found.',
  noteRequired: 'Write the note first.',
  noteTooLong: `A note can be at most ${NOTE_MAX_CHARS.toLocaleString('en-IN')} characters.`,
  noteAdded: 'Note added.',
} as const;

/** GET /api/admin/customers/{userId}?page=&limit= — `page` and `limit` page the customer's orders. */
export const CustomerQuery = z.object({ ...pageQuery(PAGE_SIZES.customerOrders) });
export type CustomerQuery = z.infer<typeof CustomerQuery>;

export const CustomerNoteInput = z.object({
  text: trimmedText(CUSTOMER_MESSAGES.noteRequired, NOTE_MAX_CHARS, CUSTOMER_MESSAGES.noteTooLong),
});
export type CustomerNoteInput = z.infer<typeof CustomerNoteInput>;

/** Rupees. Every order is paid when it is made, so each one counts; refunds come off what was spent. */
export const CustomerStats = z.object({
  orderCount: z.number().int(),
  /** Paid orders' totals minus everything refunded on them. */
  lifetimeSpend: z.number(),
  refunded: z.number(),
  /** lifetimeSpend / orderCount (0 without orders). */
  averageOrder: z.number(),
  firstOrderAt: Timestamp.nullable(),
  lastOrderAt: Timestamp.nullable(),
});
export type CustomerStats = z.infer<typeof CustomerStats>;

export const CustomerOrder = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  createdAt: Timestamp,
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.string(),
  totalAmount: z.number(),
  refundedAmount: z.number(),
  /** Pieces in the order (quantities added up). */
  itemCount: z.number().int(),
  /** Placed without the account, with the account's e-mail (a guest checkout, or before sign-up). */
  guest: z.boolean(),
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const CustomerAddress = ShippingAddressDto.extend({
  /** The newest order sent there, and how many were. */
  lastUsedAt: Timestamp,
  orders: z.number().int(),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

/** A viewing request of the customer's, in brief. */
export const CustomerAppointment = AppointmentDto.pick({
  _id: true,
  date: true,
  time: true,
  status: true,
  createdAt: true,
});
export type CustomerAppointment = z.infer<typeof CustomerAppointment>;

/** A contact message of the customer's as the inbox lists it, without the sender (the account). */
export const CustomerMessage = ContactMessageDto.omit({ name: true, email: true });
export type CustomerMessage = z.infer<typeof CustomerMessage>;

export const CustomerNote = z.object({
  _id: z.string(),
  text: z.string(),
  /** The admin who wrote it; `_id` null once that account is gone (the name stays). */
  by: z.object({ _id: z.string().nullable(), name: z.string() }),
  createdAt: Timestamp,
});
export type CustomerNote = z.infer<typeof CustomerNote>;

export const CustomerReply = okReply({
  /** The account as every auth reply carries it; `createdAt` is "customer since". */
  customer: UserDto,
  stats: CustomerStats,
  /** One page of the customer's orders, newest first; `total`…`pages` page them. */
  orders: z.array(CustomerOrder),
  ...PageReply,
  addresses: z.array(CustomerAddress),
  appointments: z.array(CustomerAppointment),
  messages: z.array(CustomerMessage),
  notes: z.array(CustomerNote),
  /** How many of each there are in all (the lists above hold the newest CUSTOMER_LIST_CAPS). */
  counts: z.object({
    addresses: z.number().int(),
    appointments: z.number().int(),
    messages: z.number().int(),
    notes: z.number().int(),
  }),
});
export type CustomerReply = z.infer<typeof CustomerReply>;

export const CustomerNoteReply = MessageReply.extend({ note: CustomerNote });
export type CustomerNoteReply = z.infer<typeof CustomerNoteReply>;
