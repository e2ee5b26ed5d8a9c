/**
 * The shipping address the shopper last confirmed at checkout, kept for this tab only (SESSION_KEYS in
 * lib/storage.ts) and only for the same account: after a cancelled or declined payment 'Try Again' brings the
 * shopper back to a filled-in form.
 */
import type { ShippingAddressInput } from '../../../domain/schemas/payments';
import { normalizeIndianState } from '../../../domain/shipping';
import { SESSION_KEYS, readSessionJson, removeSessionKey, writeSessionJson } from '../../lib/storage';

export type AddressValues = {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phoneNumber: string;
};

interface Draft {
  userId: string;
  address: AddressValues;
}

export function readAddressDraft(userId: string): AddressValues | null {
  const draft = readSessionJson<Draft>(SESSION_KEYS.checkoutAddress);
  if (!draft || draft.userId !== userId || typeof draft.address !== 'object') return null;
  return draft.address;
}

export function saveAddressDraft(userId: string, address: AddressValues): void {
  writeSessionJson(SESSION_KEYS.checkoutAddress, { userId, address } satisfies Draft);
}

export function clearAddressDraft(): void {
  removeSessionKey(SESSION_KEYS.checkoutAddress);
}

/**
 * Form values from an address as the server stores it (line 2 may be missing). An older order's state typed in
 * another spelling selects the list's entry; one that names no state leaves the select for the shopper to choose.
 */
export function toAddressValues(a: Partial<ShippingAddressInput> | null | undefined): Partial<AddressValues> {
  if (!a) return {};
  return {
    fullName: a.fullName ?? '',
    addressLine1: a.addressLine1 ?? '',
    addressLine2: a.addressLine2 ?? '',
    city: a.city ?? '',
    state: normalizeIndianState(a.state ?? '') ?? '',
    zipCode: a.zipCode ?? '',
    phoneNumber: a.phoneNumber ?? '',
  };
}
