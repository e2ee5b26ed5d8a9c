/**
 * Pay: create-checkout with the bag, the address, the applied code and a guest's e-mail, then the provider's
 * hosted page (the test provider's /payment-sandbox/{id}, or Stripe). A refusal goes where pay-errors.ts sends it;
 * one that leaves nothing to fix here is the failure screen.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingAddress } from '#domain/schemas/payments';
import type { CartLine } from '#web/features/cart/cart-line';
import { createCheckout } from './api/create-checkout';
import { onPayError, type PayErrorTargets } from './pay-errors';

export interface CheckoutFailure {
  message: string;
  details: string[];
}

export function usePay({
  items,
  code,
  guestEmail,
  refuseCode,
  refuseAddress,
}: {
  items: CartLine[];
  code: string | undefined;
  guestEmail: string | null;
} & Pick<PayErrorTargets, 'refuseCode' | 'refuseAddress'>) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const pay = useMutation({
    mutationFn: (shippingAddress: ShippingAddress) =>
      createCheckout(items, shippingAddress, code, guestEmail),
    onSuccess: (reply) => {
      setRedirecting(true);
      window.location.assign(reply.url);
    },
    onError: (err) => onPayError(err, { queryClient, refuseCode, refuseAddress, fail: setFailure }),
  });
  return {
    pay: (shipTo: ShippingAddress) => pay.mutate(shipTo),
    /** Paying or on the way to the payment page. */
    busy: pay.isPending || redirecting,
    redirecting,
    failure,
  };
}
