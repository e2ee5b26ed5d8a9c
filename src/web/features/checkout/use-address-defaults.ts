/**
 * What checkout step 2's form starts from: this tab's last address for this account, else the address of the
 * latest order, else the account's name and mobile (docs/decisions/109).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SHIPPING_COUNTRY } from '#domain/shipping';
import type { SessionUser } from '#web/lib/session';
import { myOrdersQuery } from '../orders/api/my-orders-query';
import { readAddressDraft, toAddressValues, type AddressValues } from './address-draft';

const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  country: SHIPPING_COUNTRY,
  phoneNumber: '',
};

export function useAddressDefaults(user: SessionUser | null): AddressValues {
  const orders = useQuery({ ...myOrdersQuery(user?._id), enabled: !!user, retry: false });
  return useMemo<AddressValues>(() => {
    if (!user) return EMPTY_ADDRESS;
    const draft = readAddressDraft(user._id);
    if (draft) return { ...EMPTY_ADDRESS, ...draft, country: SHIPPING_COUNTRY };
    const last = orders.data?.[0]?.shippingAddress;
    if (last) return { ...EMPTY_ADDRESS, ...toAddressValues(last), country: SHIPPING_COUNTRY };
    return { ...EMPTY_ADDRESS, fullName: user.name, phoneNumber: user.mobile ?? '' };
  }, [user, orders.data]);
}
