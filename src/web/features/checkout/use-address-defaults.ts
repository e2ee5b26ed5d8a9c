/**
 * What checkout step 2's form starts from: this tab's last address for this account, else the address of the
 * latest order, else the account's name and mobile (docs/decisions/109).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SHIPPING_COUNTRY } from '#domain/shipping';
import type { SessionUser } from '#web/lib/session';
import { myOrdersQuery } from '../orders/api/my-orders-query';
import {
  EMPTY_ADDRESS,
  addressFormValues,
  newAddressValues,
  readAddressDraft,
  type AddressValues,
} from './address-draft';

export function useAddressDefaults(user: SessionUser | null): AddressValues {
  const orders = useQuery({ ...myOrdersQuery(user?._id), enabled: !!user, retry: false });
  return useMemo<AddressValues>(() => {
    if (!user) return EMPTY_ADDRESS;
    const draft = readAddressDraft(user._id);
    if (draft) return { ...EMPTY_ADDRESS, ...draft, country: SHIPPING_COUNTRY };
    const last = orders.data?.[0]?.shippingAddress;
    if (last) return addressFormValues(last);
    return newAddressValues(user);
  }, [user, orders.data]);
}
