/** What the server will charge: the bag less the applied code, never below zero, in whole paise (the server checks the code again at Pay). */
import type { AppliedCode } from './components/DiscountCodeField';

export function totalAfterDiscount(subtotal: number, discount: AppliedCode | null): number {
  return Math.max(0, Math.round((subtotal - (discount?.amount ?? 0)) * 100) / 100);
}
