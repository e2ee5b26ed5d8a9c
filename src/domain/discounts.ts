/**
 * Discount codes (docs/decisions/099, docs/api/buying.md "Discount codes"): THE rules, used by the validate call,
 * create-checkout, the order and the invoice, and by the screens that explain them. Pure and zod-free, so the
 * checkout page can use the messages without loading zod (docs/decisions/112 "zod off the first load").
 *
 * - A code is usable now when it is active, inside its window (startsAt ≤ now < endsAt), not used up (orders in
 *   all and by this customer, counting checkouts being paid right now), applies to at least one line (its
 *   categories; none = every piece) and the lines it applies to reach its minimum.
 * - The amount: a percentage of the eligible lines, or a fixed sum capped at their value; whole paise; never more
 *   than the eligible subtotal, and never so much that less than MIN_PAYABLE_PAISE is left to pay (a provider
 *   cannot charge nothing).
 * - The amount is spread over the eligible lines in proportion to their value (largest remainder: exact to the
 *   paisa, no line gives more than it is worth): the invoice's taxable values and Stripe's line items use it.
 */
import { formatINRWhole, formatPaise, paiseToRupees, rupeesToPaise, type Paise } from './money';

export const DISCOUNT_CODE_TYPES = ['percent', 'fixed'] as const;
export type DiscountCodeType = (typeof DISCOUNT_CODE_TYPES)[number];

export const DISCOUNT_CODE_RULE = { min: 3, max: 30, pattern: /^[A-Za-z0-9-]+$/ } as const;

/** What the admin form and the API accept. */
export const DISCOUNT_LIMITS = {
  /** A percentage is 1–100 (stored in basis points, so 12.5% is possible). */
  minPercent: 1,
  maxPercent: 100,
  /** A fixed amount or minimum order above what one checkout can pay is meaningless (₹9,99,999.99). */
  maxAmountPaise: 99_999_999,
  /** Orders in all, or per customer. */
  maxUses: 1_000_000,
} as const;

/** Left to pay after any discount: Stripe and Razorpay cannot take a payment of nothing. */
export const MIN_PAYABLE_PAISE: Paise = 100;

/** The server's reasons for refusing a code, as the shopper reads them under the field. */
export const DISCOUNT_MESSAGES = {
  codeRequired: 'Please enter a discount code.',
  notFound: 'This code is not valid.',
  notStarted: 'This code is not active yet.',
  expired: 'This code has expired.',
  minOrder: (paise: Paise) => `This code needs an order of at least ${amountText(paise)}.`,
  notApplicable: 'This code does not apply to the pieces in your bag.',
  usedUp: 'This code has been used up.',
  alreadyUsed: 'You have already used this code.',
  emptyBag: 'Your bag is empty. Add a piece before applying a code.',
  badLines: 'The pieces sent with the code are not valid.',
  badEmail: 'Please enter a valid email address.',
} as const;

/** The admin calls' messages. */
export const DISCOUNT_ADMIN_MESSAGES = {
  code: `A code is ${DISCOUNT_CODE_RULE.min}–${DISCOUNT_CODE_RULE.max} letters, digits or dashes.`,
  codeTaken: (code: string) => `The code "${code}" is already used by another discount.`,
  type: 'Type must be percent or fixed.',
  value: 'Please enter the value of the discount.',
  percent: 'A percentage must be from 1 to 100, with at most two decimals.',
  fixed: 'A fixed amount must be more than ₹0 and at most ₹9,99,999.99, with at most two decimals.',
  minOrder: 'The minimum order must be from ₹0 to ₹9,99,999.99, with at most two decimals.',
  date: 'Please enter a valid date and time.',
  window: 'The end must be after the start.',
  limit: (what: string) => `${what} must be a whole number from 1 to 10,00,000, or empty for no limit.`,
  categories: 'Choose at most 100 categories.',
  categoryMissing: 'A chosen category does not exist.',
  active: 'Active must be true or false.',
  notFound: 'Discount not found.',
  created: 'Discount created.',
  updated: 'Discount updated.',
  deleted: 'Discount deleted.',
  inUse: (orders: number) =>
    `This code has been used by ${orders} ${orders === 1 ? 'order' : 'orders'}, so it cannot be deleted. Deactivate it instead.`,
  held: 'A shopper is paying with this code right now, so it cannot be deleted. Deactivate it instead.',
} as const;

/** "₹5,000" for whole rupees, "₹4,999.50" otherwise. */
function amountText(paise: Paise): string {
  return paise % 100 === 0 ? formatINRWhole(paiseToRupees(paise)) : formatPaise(paise);
}

/** A discount as stored (paise and basis points). */
export interface DiscountRule {
  type: DiscountCodeType;
  /** Basis points for `percent` (1000 = 10%), paise for `fixed`. */
  value: number;
  minOrderPaise: Paise;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Empty: every piece. */
  categoryIds: readonly string[];
  active: boolean;
}

/** A priced line of the bag: its category and what it costs (unit price × quantity). */
export interface DiscountLine {
  categoryId: string | null;
  totalPaise: Paise;
}

/** Orders that used the code (and checkouts paying with it now): by anyone, and by this customer. */
export interface DiscountUsage {
  total: number;
  byCustomer: number;
}

export type DiscountRefusal =
  'inactive' | 'notStarted' | 'expired' | 'usedUp' | 'alreadyUsed' | 'notApplicable' | 'minOrder';

export type DiscountCheck =
  | {
      ok: true;
      amountPaise: Paise;
      eligibleSubtotalPaise: Paise;
      /** What each line gives up, in the lines' order (0 for lines the code does not apply to). */
      lineDiscountsPaise: Paise[];
    }
  | { ok: false; reason: DiscountRefusal; message: string };

/** Whether the code applies to each line (its categories; none = every piece). */
export function eligibleLines(
  rule: Pick<DiscountRule, 'categoryIds'>,
  lines: readonly DiscountLine[],
): boolean[] {
  if (!rule.categoryIds.length) return lines.map(() => true);
  const chosen = new Set(rule.categoryIds);
  return lines.map((l) => l.categoryId !== null && chosen.has(l.categoryId));
}

/**
 * The amount off `eligibleSubtotal` (whole paise): a percentage of it (rounded to the paisa) or the fixed sum,
 * never more than it, and never more than leaves MIN_PAYABLE_PAISE of `orderSubtotal` to pay.
 */
export function discountAmount(
  rule: Pick<DiscountRule, 'type' | 'value'>,
  eligibleSubtotal: Paise,
  orderSubtotal: Paise,
): Paise {
  const raw = rule.type === 'percent' ? Math.round((eligibleSubtotal * rule.value) / 10_000) : rule.value;
  return Math.max(0, Math.min(raw, eligibleSubtotal, orderSubtotal - MIN_PAYABLE_PAISE));
}

/**
 * Spreads `amount` over the eligible lines in proportion to their totals, by largest remainder: the shares add
 * up to `amount` exactly and none is more than its line is worth (when amount ≤ the eligible subtotal).
 */
export function allocateDiscount(
  totals: readonly Paise[],
  eligible: readonly boolean[],
  amount: Paise,
): Paise[] {
  const shares = totals.map(() => 0);
  const base = totals.reduce((sum, t, i) => (eligible[i] ? sum + t : sum), 0);
  if (amount <= 0 || base <= 0) return shares;
  const remainders: Array<{ index: number; rest: number }> = [];
  let given = 0;
  totals.forEach((t, i) => {
    if (!eligible[i] || t <= 0) return;
    const exact = (amount * t) / base;
    shares[i] = Math.floor(exact);
    given += shares[i]!;
    remainders.push({ index: i, rest: exact - shares[i]! });
  });
  // Largest remainder first; on a tie the later line (as "the last line takes the rest").
  remainders.sort((a, b) => b.rest - a.rest || b.index - a.index);
  for (let k = 0; given < amount && k < remainders.length; k++, given++) shares[remainders[k]!.index]! += 1;
  return shares;
}

/** Whether `rule` can be used now on these lines by a customer with this usage, and what it takes off. */
export function checkDiscount(
  rule: DiscountRule,
  lines: readonly DiscountLine[],
  usage: DiscountUsage,
  now: Date,
): DiscountCheck {
  const refuse = (reason: DiscountRefusal, message: string): DiscountCheck => ({
    ok: false,
    reason,
    message,
  });
  if (!rule.active) return refuse('inactive', DISCOUNT_MESSAGES.notFound);
  if (rule.startsAt && now < rule.startsAt) return refuse('notStarted', DISCOUNT_MESSAGES.notStarted);
  if (rule.endsAt && now >= rule.endsAt) return refuse('expired', DISCOUNT_MESSAGES.expired);
  if (rule.usageLimit !== null && usage.total >= rule.usageLimit)
    return refuse('usedUp', DISCOUNT_MESSAGES.usedUp);
  if (rule.perCustomerLimit !== null && usage.byCustomer >= rule.perCustomerLimit)
    return refuse('alreadyUsed', DISCOUNT_MESSAGES.alreadyUsed);
  const eligible = eligibleLines(rule, lines);
  const totals = lines.map((l) => l.totalPaise);
  const eligibleSubtotalPaise = totals.reduce((sum, t, i) => (eligible[i] ? sum + t : sum), 0);
  if (eligibleSubtotalPaise <= 0) return refuse('notApplicable', DISCOUNT_MESSAGES.notApplicable);
  if (eligibleSubtotalPaise < rule.minOrderPaise)
    return refuse('minOrder', DISCOUNT_MESSAGES.minOrder(rule.minOrderPaise));
  const orderSubtotal = totals.reduce((sum, t) => sum + t, 0);
  const amountPaise = discountAmount(rule, eligibleSubtotalPaise, orderSubtotal);
  if (amountPaise <= 0) return refuse('notApplicable', DISCOUNT_MESSAGES.notApplicable);
  return {
    ok: true,
    amountPaise,
    eligibleSubtotalPaise,
    lineDiscountsPaise: allocateDiscount(totals, eligible, amountPaise),
  };
}

/** Where a code stands for the admin list. */
export type DiscountStatus = 'active' | 'scheduled' | 'expired' | 'used up' | 'inactive';

export function discountStatus(
  rule: Pick<DiscountRule, 'active' | 'startsAt' | 'endsAt' | 'usageLimit'>,
  timesUsed: number,
  now: Date,
): DiscountStatus {
  if (!rule.active) return 'inactive';
  if (rule.endsAt && now >= rule.endsAt) return 'expired';
  if (rule.usageLimit !== null && timesUsed >= rule.usageLimit) return 'used up';
  if (rule.startsAt && now < rule.startsAt) return 'scheduled';
  return 'active';
}

/** The value as the API carries it: percent (12.5) or rupees (500). */
export function discountValueForApi(type: DiscountCodeType, stored: number): number {
  return type === 'percent' ? stored / 100 : paiseToRupees(stored);
}

/** The API's value in stored units: basis points or paise. */
export function discountValueFromApi(value: number): number {
  // Percent × 100 is basis points, rupees × 100 paise: one rounding for both.
  return rupeesToPaise(value);
}

/** "10% off" / "₹500 off", for lists and the checkout. */
export function describeDiscount(type: DiscountCodeType, apiValue: number): string {
  return type === 'percent' ? `${apiValue}% off` : `${amountText(Math.round(apiValue * 100))} off`;
}
