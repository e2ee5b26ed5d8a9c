/**
 * The pieces' HUIDs as the admin types them (docs/decisions/095): one text per piece of each line, checked here
 * as the server checks them (format, none twice in the order). Shared by the hallmarks form and "Mark as
 * shipped", which records them with the shipment.
 */
import { HUID_MESSAGES, normalizeHuid } from '#domain/hallmarks';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';

/** `{ lineId: ['AB12C3', ''] }`: one entry per piece, '' for a piece not hallmarked yet. */
export type HuidValues = Record<string, string[]>;

export const huidValuesOf = (order: AdminOrderDto): HuidValues =>
  Object.fromEntries(
    order.cartItems.map((l) => [l._id, Array.from({ length: l.quantity }, (_, i) => l.huids[i] ?? '')]),
  );

/** Field errors keyed `lineId.index` (or `lineId` for the line as a whole). */
export function checkHuids(values: HuidValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [lineId, list] of Object.entries(values)) {
    list.forEach((value, i) => {
      if (!value.trim()) return;
      const huid = normalizeHuid(value);
      if (!huid) errors[`${lineId}.${i}`] = HUID_MESSAGES.format;
      else if (seen.has(huid)) errors[`${lineId}.${i}`] = HUID_MESSAGES.duplicate(huid);
      else seen.add(huid);
    });
  }
  return errors;
}

/** A server refusal's field errors (`lines.<lineId>.<i>` or `huids.<lineId>.<i>`) under the same keys. */
export function huidErrorsFrom(errors: ReadonlyArray<{ path: string; message: string }> | undefined) {
  const out: Record<string, string> = {};
  for (const e of errors ?? []) {
    const key = e.path.replace(/^(lines|huids)\./, '');
    if (key !== e.path) out[key] ??= e.message;
  }
  return out;
}
