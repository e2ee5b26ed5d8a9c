/**
 * An order's money after the sale (docs/decisions/097), worked out in whole paise so ₹0.10 + ₹0.20 stays exact:
 * what can still be refunded. (What a "Needs refund" order is owed comes from the server: amountOwed.)
 */
import { PROVIDER_NAMES } from '#domain/after-sale';
import { paiseToRupees, rupeesToPaise } from '#domain/money';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';

/** Rupees not refunded yet: the most a refund can give back. */
export function refundableOf(order: Pick<AdminOrderDto, 'totalAmount' | 'refundedAmount'>): number {
  return paiseToRupees(Math.max(0, rupeesToPaise(order.totalAmount) - rupeesToPaise(order.refundedAmount)));
}

/** Rupees typed in a form ("1,500.50", "1500") as a number, or NaN. */
export function rupeesFromText(text: string): number {
  const cleaned = text.replace(/[₹,\s]/g, '');
  return cleaned === '' ? NaN : Number(cleaned);
}

/** 'Stripe', 'Razorpay', 'the test payment provider'. */
export const providerName = (provider: string): string => PROVIDER_NAMES[provider] ?? provider;
