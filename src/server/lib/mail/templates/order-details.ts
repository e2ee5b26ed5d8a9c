/**
 * The parts both order e-mails show: the lines with their prices, the total and the delivery address, in HTML
 * (inline styles, table layout for mail clients) and in plain text. Dates are the shop's days (SHOP_TIME_ZONE,
 * passed in by the caller: docs/decisions/085-one-shop-time-zone.md).
 */
import { postalLines } from '#domain/address-book';
import { formatPaise } from '#domain/money';
import { formatShopDate } from '#domain/shop-time';
import { formatOrderNumber } from '#domain/schemas/orders';
import type { ShippingAddress, SnapshotLine } from '#server/db/schema';
import { escapeHtml } from './layout';

export interface OrderMailData {
  orderNumber: number;
  orderId: string;
  createdAt: Date;
  /** The GST invoice's number ("AUR/26-27/000123"). */
  invoiceNumber: string | null;
  customerName: string;
  customerEmail: string;
  lines: SnapshotLine[];
  totalPaise: number;
  shippingAddress: ShippingAddress;
  needsRefund: boolean;
  refundReason: string | null;
  /** The discount code the order used and what it took off (docs/decisions/099); totalPaise is after it. */
  discount?: { code: string; paise: number } | null;
  /** Placed as a guest (no account): the mail offers Track Order and an account, not "your orders". */
  guest?: boolean;
}

function lineLabel(line: SnapshotLine): string {
  return [line.material, line.purity, line.selectedSize && `Size ${line.selectedSize}`]
    .filter(Boolean)
    .join(' · ');
}

/** '24 November 2026': the order's day in the shop's zone. */
function orderDate(date: Date, timeZone: string): string {
  return formatShopDate(date, timeZone, 'long') ?? '';
}

function orderLinesHtml(data: OrderMailData): string {
  const rows = data.lines
    .map(
      (l) => `<tr>
<td style="padding:10px 0;border-bottom:1px solid #E7E1D8"><strong>${escapeHtml(l.name)}</strong><br><span style="color:#6B6560;font-size:13px">${escapeHtml(lineLabel(l))} · SKU ${escapeHtml(l.sku)}</span></td>
<td style="padding:10px 8px;border-bottom:1px solid #E7E1D8;text-align:center;white-space:nowrap">× ${l.quantity}</td>
<td style="padding:10px 0;border-bottom:1px solid #E7E1D8;text-align:right;white-space:nowrap">${escapeHtml(formatPaise(l.unitPricePaise * l.quantity))}</td>
</tr>`,
    )
    .join('\n');
  const discount = data.discount?.paise
    ? `<tr><td style="padding:12px 0 0" colspan="2">Subtotal</td><td style="padding:12px 0 0;text-align:right;white-space:nowrap">${escapeHtml(formatPaise(data.totalPaise + data.discount.paise))}</td></tr>
<tr><td style="padding:6px 0 0" colspan="2">Discount (code ${escapeHtml(data.discount.code)})</td><td style="padding:6px 0 0;text-align:right;white-space:nowrap">−${escapeHtml(formatPaise(data.discount.paise))}</td></tr>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;font-size:14px">
${rows}
${discount}
<tr><td style="padding:12px 0;font-weight:bold" colspan="2">Total</td><td style="padding:12px 0;text-align:right;font-weight:bold;white-space:nowrap">${escapeHtml(formatPaise(data.totalPaise))}</td></tr>
</table>`;
}

function orderLinesText(data: OrderMailData): string {
  const rows = data.lines.map(
    (l) =>
      `- ${l.name} (${lineLabel(l)}, SKU ${l.sku}) × ${l.quantity}: ${formatPaise(l.unitPricePaise * l.quantity)}`,
  );
  if (data.discount?.paise)
    rows.push(
      `Subtotal: ${formatPaise(data.totalPaise + data.discount.paise)}`,
      `Discount (code ${data.discount.code}): −${formatPaise(data.discount.paise)}`,
    );
  return `${rows.join('\n')}\nTotal: ${formatPaise(data.totalPaise)}`;
}

function addressHtml(a: ShippingAddress): string {
  return `<p style="margin:0 0 16px">${postalLines(a).map(escapeHtml).join('<br>')}</p>`;
}

export function orderHeading(data: OrderMailData, timeZone: string): string {
  return `Order ${formatOrderNumber(data.orderNumber)} · ${orderDate(data.createdAt, timeZone)}`;
}

/** The order's heading, its lines and total, and where it goes under `addressTitle` ("Ship to"), in HTML and text. */
export function orderSummary(data: OrderMailData, timeZone: string, addressTitle: string) {
  return {
    html: [
      `<p style="margin:16px 0 0;font-weight:bold">${escapeHtml(orderHeading(data, timeZone))}</p>`,
      orderLinesHtml(data),
      `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(addressTitle)}</p>`,
      addressHtml(data.shippingAddress),
    ].join('\n'),
    text: [
      `\n${orderHeading(data, timeZone)}`,
      orderLinesText(data),
      `\n${addressTitle}:\n${postalLines(data.shippingAddress).join('\n')}`,
    ].join('\n'),
  };
}
