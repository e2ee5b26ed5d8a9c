/**
 * What a refused Pay does (docs/shop/storefront.md §2 "Checkout"): a code that no longer applies goes back under
 * its field, an address the server refuses goes back to step 2 with the messages at their fields, an empty bag
 * warns, a bag that cannot be bought as it is shows the failure screen, and network trouble lets Pay be pressed
 * again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES } from '#domain/payment-constants';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { cartKeys } from '../cart/api/cart-keys';
import { CHECKOUT_FALLBACK } from './api/create-checkout';

export interface PayErrorTargets {
  queryClient: QueryClient;
  /** The code no longer applies: drop it and say why under the field. */
  refuseCode: (message: string) => void;
  /** The server found something in the address: back to step 2 with these at their fields. */
  refuseAddress: (fieldErrors: Array<{ path: string; message: string }>) => void;
  fail: (failure: { message: string; details: string[] }) => void;
}

export function onPayError(err: unknown, { queryClient, refuseCode, refuseAddress, fail }: PayErrorTargets) {
  const message = errorMessage(err, CHECKOUT_FALLBACK);
  if (!(err instanceof ApiError)) return void toast.error(message);
  if (err.status === 401) return; // logged out by the api-client; step 1 shows again
  if (err.status === 400 && err.errors?.some((e) => e.path === 'discountCode')) {
    // The code no longer applies (used up, expired meanwhile): its reason under the field, nothing paid.
    return refuseCode(message);
  }
  const fieldErrors = err.errors?.filter((e) => e.path.startsWith('shippingAddress')) ?? [];
  if (err.status === 400 && fieldErrors.length) {
    toast.error(message);
    return refuseAddress(fieldErrors);
  }
  if (err.status === 400 && message === CHECKOUT_MESSAGES.emptyCart) {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    return void toast.warning(message, { id: 'checkout-empty' });
  }
  if (err.status === 409 || err.status === 404 || err.status === 400) {
    // The cart cannot be bought as it is (stock, availability, amount): the cart page is where to fix it.
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    const details = (err.errors ?? []).map((e) => e.message).filter((m) => m !== message);
    return fail({ message, details });
  }
  // 502/503 and network trouble: nothing was stored; the shopper can press Pay again.
  toast.error(message, { id: 'checkout-pay-failed' });
}
