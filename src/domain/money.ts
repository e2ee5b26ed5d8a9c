/**
 * Money is stored and computed in whole paise (integers) and carried over the API as rupees with at most
 * two decimals. Every conversion goes through here so rounding happens in one place.
 */
import type { DiscountType } from './catalog-constants';

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a finite number');
  // Round half away from zero at the paisa; Number.EPSILON guards against 1.005 * 100 = 100.49999…
  return Math.round((rupees + Math.sign(rupees) * Number.EPSILON) * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** True when a rupee amount has at most two decimals (e.g. 1499.5 yes, 1499.555 no). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupeesToPaise(rupees) - rupees * 100) < 1e-6;
}

export interface Discount {
  type?: DiscountType | null;
  /** Percent for `percentage`, rupees for `fixed`. */
  value?: number | null;
}

/**
 * The discounted price rule of both spec documents: a percentage reduces by that percent, a fixed discount
 * subtracts the value, never below 0, and no discount when type or value is missing or the value is not positive.
 */
export function discountedPaise(pricePaise: Paise, discount: Discount | null | undefined): Paise {
  if (!discount || !discount.type || discount.value == null || !(discount.value > 0)) return pricePaise;
  if (discount.type === 'percentage') {
    const pct = Math.min(discount.value, 100);
    return Math.max(0, Math.round((pricePaise * (100 - pct)) / 100));
  }
  return Math.max(0, pricePaise - rupeesToPaise(discount.value));
}

/** The same rule on rupee amounts, for screens that hold API values. */
export function discountedPrice(priceRupees: number, discount: Discount | null | undefined): number {
  return paiseToRupees(discountedPaise(rupeesToPaise(priceRupees), discount));
}

export function hasDiscount(discount: Discount | null | undefined): boolean {
  return !!discount && !!discount.type && discount.value != null && discount.value > 0;
}

/**
 * Indian digit grouping (last three digits, then pairs: 1,25,00,000) written out rather than through
 * Intl.NumberFormat: building an en-IN currency formatter costs tens of milliseconds of a phone's main thread
 * when the page starts (it showed up as the largest piece of the app's start-up), and the server and every
 * browser must print exactly the same text for the server-rendered page to hydrate. Same output as
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` (tests/unit/money.test.ts checks it).
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * Rounds |amount| half away from zero on its shortest decimal form, as V8's Intl does (1.005 → 1.01, although
 * the binary value is 1.00499…), and returns the whole and fraction digits.
 */
function roundedDigits(abs: number, decimals: 0 | 2): [string, string] {
  const text = String(abs);
  if (/e/i.test(text)) {
    // Below 1e-6 rounds to nothing; 1e21 and up is not a price.
    return abs < 1 ? ['0', '0'.repeat(decimals)] : [BigInt(Math.round(abs)).toString(), '0'.repeat(decimals)];
  }
  const [int = '0', frac = ''] = text.split('.');
  let units = BigInt(int + frac.slice(0, decimals).padEnd(decimals, '0'));
  if (Number(frac[decimals] ?? '0') >= 5) units += 1n;
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals ? [digits.slice(0, -decimals), digits.slice(-decimals)] : [digits, ''];
}

function formatRupees(rupees: number, decimals: 0 | 2): string {
  const [whole, fraction] = roundedDigits(Math.abs(rupees), decimals);
  // Like Intl, a negative amount keeps its sign even when it rounds to nothing (-0.001 → -₹0.00).
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** ₹1,25,000.00 — Indian digit grouping, two decimals (docs/shop/conventions.md §6). */
export function formatINR(rupees: number): string {
  return formatRupees(rupees, 2);
}

/** ₹1,25,000.00 from paise: amounts as stored, printed as formatINR prints rupees. */
export function formatPaise(paise: Paise): string {
  return formatINR(paiseToRupees(paise));
}

/** ₹1,25,000 — for compact places such as filter bounds and chart axes. */
export function formatINRWhole(rupees: number): string {
  return formatRupees(rupees, 0);
}
