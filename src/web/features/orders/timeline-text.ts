/**
 * An order's timeline in words (docs/decisions/097): one line per event, a detail under it when there is one,
 * and the carrier's tracking link of a shipment. The admin reads the shop's own record (who, reasons, notes,
 * stock and failed refunds); the shopper reads the milestones of their order in the shop's voice. Details come
 * from the server as it stored them (amounts in rupees); anything missing is left out rather than guessed.
 */
import type { OrderEventDto } from '#domain/schemas/admin-orders';
import { formatINR } from '#domain/money';

export interface EventText {
  title: string;
  /** A second line: a note's text, a reason, an e-mail's subject. */
  body?: string;
  /** The carrier's tracking page of a shipment. */
  link?: { href: string; label: string };
}

const str = (detail: Record<string, unknown>, key: string): string =>
  typeof detail[key] === 'string' ? (detail[key] as string).trim() : '';
const num = (detail: Record<string, unknown>, key: string): number | null =>
  typeof detail[key] === 'number' && Number.isFinite(detail[key]) ? (detail[key] as number) : null;
const money = (detail: Record<string, unknown>, key: string): string => {
  const n = num(detail, key);
  return n === null ? '' : formatINR(n);
};

function trackingLink(detail: Record<string, unknown>): EventText['link'] {
  const href = str(detail, 'trackingUrl');
  return /^https?:\/\//i.test(href) ? { href, label: 'Track the parcel' } : undefined;
}

function shipment(detail: Record<string, unknown>): string {
  const carrier = str(detail, 'carrier');
  const number = str(detail, 'trackingNumber');
  return [carrier && `with ${carrier}`, number && `tracking number ${number}`].filter(Boolean).join(', ');
}

/** The shop's record of an event, for the admin. */
export function adminEventText(event: OrderEventDto): EventText {
  const d = event.detail;
  switch (event.type) {
    case 'placed':
      return { title: ['Order placed', money(d, 'total')].filter(Boolean).join(' · ') };
    case 'paid':
      return { title: ['Payment received', money(d, 'amount')].filter(Boolean).join(' · ') };
    case 'email':
      // The recipient is the order's customer, shown beside the timeline already: the subject says which mail.
      return { title: 'E-mail sent to the customer', body: str(d, 'subject') || undefined };
    case 'status': {
      const from = str(d, 'from');
      const to = str(d, 'to');
      return {
        title: from && to ? `Status changed from ${from} to ${to}` : `Status changed to ${to || '—'}`,
      };
    }
    case 'shipped': {
      const what = shipment(d);
      return {
        title: 'Marked as shipped',
        body: what ? `Shipped ${what}.` : undefined,
        link: trackingLink(d),
      };
    }
    case 'delivered':
      return { title: 'Marked as delivered' };
    case 'cancelled': {
      const reason = str(d, 'reason');
      return {
        title: 'Order cancelled',
        body:
          [reason && `Reason: ${reason}`, d.restock === false && 'Not restocked']
            .filter(Boolean)
            .join(' · ') || undefined,
      };
    }
    case 'refunded': {
      const id = str(d, 'providerRefundId');
      const reason = str(d, 'reason');
      return {
        title: ['Refunded', money(d, 'amount')].filter(Boolean).join(' '),
        body:
          [reason && `Reason: ${reason}`, id && `Provider refund ${id}`].filter(Boolean).join(' · ') ||
          undefined,
      };
    }
    case 'refund_failed': {
      const why = str(d, 'why');
      return {
        title: ['Refund failed', money(d, 'amount')].filter(Boolean).join(' · '),
        body:
          why === 'unavailable'
            ? 'The payment provider did not answer; nothing was refunded.'
            : why === 'failed'
              ? 'The payment provider refused it; nothing was refunded.'
              : undefined,
      };
    }
    case 'restocked': {
      const lines = Array.isArray(d.lines) ? (d.lines as Array<{ quantity?: unknown }>) : [];
      const pieces = lines.reduce((n, l) => n + (typeof l.quantity === 'number' ? l.quantity : 0), 0);
      return {
        title:
          pieces > 0
            ? `${pieces} ${pieces === 1 ? 'piece' : 'pieces'} put back in stock`
            : 'Nothing could go back in stock',
      };
    }
    case 'huids':
      return { title: 'Hallmarks (HUID) recorded' };
    case 'note':
      return { title: 'Note', body: str(d, 'text') || undefined };
  }
}

/** What the shopper reads: the milestones of their order. E-mails are not listed (the shopper has them). */
export function shopperEventText(event: OrderEventDto): EventText | null {
  const d = event.detail;
  switch (event.type) {
    case 'placed':
      return { title: 'Order placed' };
    case 'paid':
      return { title: ['Payment received', money(d, 'amount')].filter(Boolean).join(' · ') };
    case 'status': {
      const to = str(d, 'to');
      return to ? { title: `Status changed to ${to}` } : null;
    }
    case 'shipped': {
      const what = shipment(d);
      return { title: 'Shipped', body: what ? `Shipped ${what}.` : undefined, link: trackingLink(d) };
    }
    case 'delivered':
      return { title: 'Delivered' };
    case 'cancelled':
      return { title: 'Order cancelled' };
    case 'refunded':
      return { title: ['Refunded', money(d, 'amount')].filter(Boolean).join(' ') };
    default:
      return null;
  }
}

/** A status event that only repeats the shipped, delivered or cancelled event of the same moment is left out. */
const MILESTONE_OF: Record<string, OrderEventDto['type']> = {
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};
const SAME_MOMENT_MS = 5_000;

export function withoutEchoes(events: readonly OrderEventDto[]): OrderEventDto[] {
  return events.filter((e) => {
    if (e.type !== 'status') return true;
    const milestone = MILESTONE_OF[str(e.detail, 'to')];
    const at = Date.parse(e.at);
    return !events.some((m) => m.type === milestone && Math.abs(Date.parse(m.at) - at) < SAME_MOMENT_MS);
  });
}
