/**
 * The orders export's rows (docs/decisions/101-dashboard-and-exports.md): one row per order, oldest first, read
 * in batches by order number so any number of orders streams in constant memory. Days and times are the shop's
 * (SHOP_TIME_ZONE); amounts are rupees. Every text cell goes through `formulaSafe`: names and addresses are typed
 * by shoppers and must not run as formulas when the owner opens the file in a spreadsheet.
 */
import { sql } from 'drizzle-orm';
import type { ExportOrdersQuery } from '#domain/schemas/admin-export';
import { paiseToRupees } from '#domain/money';
import { taxableOf } from '#domain/pricing';
import { queryRows, type Db } from '#server/db/client';
import { formulaSafe, type CsvCell } from './csv-stream';

const BATCH = 1000;

interface Row {
  order_number: number;
  placed_at: string;
  status: string;
  payment_method: string;
  customer_name: string;
  customer_email: string;
  phone: string | null;
  city: string | null;
  state: string | null;
  pin_code: string | null;
  items: string;
  pieces: number;
  subtotal_paise: string | number;
  discount_code: string | null;
  discount_paise: number;
  total_paise: number;
  refunded_paise: number;
  invoice_number: string | null;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

async function batch(db: Db, tz: string, q: ExportOrdersQuery, after: number, size: number): Promise<Row[]> {
  const local = (column: ReturnType<typeof sql.raw>) =>
    sql`to_char(${column} at time zone ${tz}::text, 'YYYY-MM-DD HH24:MI')`;
  const filters = [sql`o.order_number > ${after}::int`];
  // The shop's midnight at the start of `from` and at the end of `to` (both days included).
  if (q.from) filters.push(sql`o.created_at >= (${q.from}::date::timestamp at time zone ${tz}::text)`);
  if (q.to) filters.push(sql`o.created_at < ((${q.to}::date + 1)::timestamp at time zone ${tz}::text)`);
  if (q.status) filters.push(sql`o.status = ${q.status}`);
  return queryRows<Row>(
    db,
    sql`select o.order_number, ${local(sql.raw('o.created_at'))} as placed_at, o.status, o.payment_method,
               o.customer_name, o.customer_email,
               o.shipping_address->>'phoneNumber' as phone, o.shipping_address->>'city' as city,
               o.shipping_address->>'state' as state, o.shipping_address->>'zipCode' as pin_code,
               coalesce(l.items, '') as items, coalesce(l.pieces, 0)::int as pieces,
               coalesce(l.subtotal, 0)::bigint as subtotal_paise,
               o.discount_code, o.discount_paise, o.total_paise, o.refunded_paise, o.invoice_number,
               o.carrier, o.tracking_number,
               ${local(sql.raw('o.shipped_at'))} as shipped_at,
               ${local(sql.raw('o.delivered_at'))} as delivered_at,
               ${local(sql.raw('o.cancelled_at'))} as cancelled_at,
               o.cancel_reason
        from orders o
        left join lateral (
          select string_agg(
                   x.name_at_purchase || case when x.sku <> '' then ' (' || x.sku || ')' else '' end
                     || ' × ' || x.quantity,
                   '; ' order by x.position, x.name_at_purchase, x.id) as items,
                 sum(x.quantity) as pieces,
                 sum(x.price_at_purchase_paise::bigint * x.quantity) as subtotal
          from order_lines x where x.order_id = o.id
        ) l on true
        where ${sql.join(filters, sql` and `)}
        order by o.order_number
        limit ${size}::int`,
  );
}

/**
 * `taxable_value` and `gst` are worked out on the order's total as paid (after its discount code: GST is due on
 * the discounted value); the invoice rounds line by line, so they can differ from it by a paisa or two.
 */
function cells(r: Row): CsvCell[] {
  const rupees = (paise: number) => paiseToRupees(paise);
  const taxable = taxableOf(r.total_paise);
  const text = [
    r.status,
    r.payment_method,
    r.customer_name,
    r.customer_email,
    r.phone,
    r.city,
    r.state,
    r.pin_code,
    r.items,
  ].map(formulaSafe);
  return [
    r.order_number,
    r.placed_at,
    ...text,
    r.pieces,
    rupees(Number(r.subtotal_paise)),
    formulaSafe(r.discount_code),
    rupees(r.discount_paise),
    rupees(r.total_paise),
    rupees(taxable),
    rupees(r.total_paise - taxable),
    rupees(r.refunded_paise),
    rupees(r.total_paise - r.refunded_paise),
    formulaSafe(r.invoice_number),
    formulaSafe(r.carrier),
    formulaSafe(r.tracking_number),
    r.shipped_at,
    r.delivered_at,
    r.cancelled_at,
    formulaSafe(r.cancel_reason),
  ];
}

/** `batchSize`: orders read per query (tests make it small to cross batch edges). */
export async function* orderExportRows(
  db: Db,
  tz: string,
  q: ExportOrdersQuery,
  batchSize = BATCH,
): AsyncGenerator<CsvCell[]> {
  let after = 0;
  for (;;) {
    const rows = await batch(db, tz, q, after, batchSize);
    for (const r of rows) yield cells(r);
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.order_number;
  }
}
