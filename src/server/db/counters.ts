/**
 * Gapless number series kept in `counters` (docs/decisions/086). A number is taken inside the transaction that
 * uses it: if that transaction rolls back, the number goes back with it, and concurrent takers queue on the
 * counter's row — so the numbers given out are consecutive, unlike a sequence's. A missing row (a database
 * restored from a backup made before the counters existed) starts after the highest number already used.
 */
import { sql } from 'drizzle-orm';
import type { FinancialYear } from '#domain/invoice-number';
import { queryRows, type Db, type Tx } from './client';

export const ORDER_NUMBER_START = 100001;

/** The next order number (100001, 100002, …). */
export async function nextOrderNumber(tx: Tx | Db): Promise<number> {
  const [row] = await queryRows<{ value: string | number }>(
    tx,
    sql`insert into counters (name, value)
          select 'order_number', coalesce(max(order_number), ${ORDER_NUMBER_START - 1}) + 1 from orders
        on conflict (name) do update set value = counters.value + 1
        returning value`,
  );
  return Number(row!.value);
}

/**
 * The next serial of a financial year's invoice series (`invoice:26-27` → 1, 2, …), for the GST invoice number
 * (domain/invoice-number.ts, docs/decisions/093). Each year starts at 1. A missing row starts after the highest
 * serial already printed in that year, whatever the prefix was then.
 */
export async function nextInvoiceSerial(tx: Tx | Db, fy: FinancialYear): Promise<number> {
  const [row] = await queryRows<{ value: string | number }>(
    tx,
    sql`insert into counters (name, value)
          select ${`invoice:${fy.label}`}, coalesce(max(split_part(invoice_number, '/', 3)::bigint), 0) + 1
            from orders
           where invoice_number ~ ${`^[^/]+/${fy.label}/[0-9]+$`}
        on conflict (name) do update set value = counters.value + 1
        returning value`,
  );
  return Number(row!.value);
}
