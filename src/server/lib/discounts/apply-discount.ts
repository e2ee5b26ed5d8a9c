/**
 * A code checked against priced lines by the rules of domain/discounts.ts — for the validate call (the shopper's
 * cart now) and for create-checkout (the snapshot being stored, under a lock of the discount's row so that two
 * checkouts racing for its last use count one after the other). Refusals are 400s whose message is the reason
 * and whose `errors` name the field (`code` or `discountCode`).
 */
import { checkDiscount, DISCOUNT_MESSAGES, type DiscountCheck } from '#domain/discounts';
import type { Db, Tx } from '#server/db/client';
import { badRequest } from '#server/errors';
import {
  categoriesOf,
  findDiscountByCode,
  toRule,
  usageOf,
  type Customer,
  type DiscountRow,
} from './discount-store';

export interface PricedLine {
  productId: string;
  /** Per piece, as the shopper pays it before any code. */
  unitPricePaise: number;
  quantity: number;
}

export interface AppliedDiscount {
  row: DiscountRow;
  amountPaise: number;
  /** What each line gives up, in the lines' order. */
  lineDiscountsPaise: number[];
}

export async function applyDiscount(
  db: Db | Tx,
  input: { code: string; lines: readonly PricedLine[]; customer: Customer; field: string; lock?: boolean },
): Promise<AppliedDiscount> {
  const refuse = (message: string) => badRequest(message, [{ path: input.field, message }]);
  const row = await findDiscountByCode(db, input.code, { lock: input.lock });
  if (!row) throw refuse(DISCOUNT_MESSAGES.notFound);
  if (!input.lines.length) throw refuse(DISCOUNT_MESSAGES.emptyBag);
  const categories = await categoriesOf(
    db,
    input.lines.map((l) => l.productId),
  );
  const usage = await usageOf(db, row, input.customer);
  const result: DiscountCheck = checkDiscount(
    toRule(row),
    input.lines.map((l) => ({
      categoryId: categories.get(l.productId) ?? null,
      totalPaise: l.unitPricePaise * l.quantity,
    })),
    usage,
    new Date(),
  );
  if (!result.ok) throw refuse(result.message);
  return { row, amountPaise: result.amountPaise, lineDiscountsPaise: result.lineDiscountsPaise };
}
