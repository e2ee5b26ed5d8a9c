/**
 * The shipping address the shopper last confirmed at checkout, kept for this tab only (SESSION_KEYS in
 * lib/storage.ts) and only for the same account: after a cancelled or declined payment 'Try Again' brings the
 * shopper back to a filled-in form. It also tells checkout step 2 that the shopper was here before, so the
 * address book's default does not replace what they last confirmed (docs/decisions/109).
 */
import type { ShippingAddressInput } from '#domain/schemas/payments';
import {
  SHIPPING_COUNTRY,
  normalizeIndianMobile,
  normalizeIndianState,
  normalizePinCode,
} from '#domain/shipping';
import { SESSION_KEYS, readSessionJson, removeSessionKey, writeSessionJson } from '#web/lib/storage';

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

/** A blank address form (the country is always India). */
export const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  country: SHIPPING_COUNTRY,
  phoneNumber: '',
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

/** A whole form's values from a stored address (a kept one, an order's). */
export function addressFormValues(a: Partial<ShippingAddressInput>): AddressValues {
  return { ...EMPTY_ADDRESS, ...toAddressValues(a), country: SHIPPING_COUNTRY };
}

/** A new address's form: the account's name and mobile filled in. */
export function newAddressValues(
  user: { name: string; mobile?: string | null } | null | undefined,
): AddressValues {
  return { ...EMPTY_ADDRESS, fullName: user?.name ?? '', phoneNumber: user?.mobile ?? '' };
}

/**
 * Whether form values name the same address as a saved one, as the server would store it: PIN, mobile and state
 * normalised by the domain's rules, other fields compared without case or surrounding spaces.
 */
export function sameAddress(values: AddressValues, saved: ShippingAddressInput): boolean {
  const text = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return (
    text(values.fullName) === text(saved.fullName) &&
    text(values.addressLine1) === text(saved.addressLine1) &&
    text(values.addressLine2) === text(saved.addressLine2) &&
    text(values.city) === text(saved.city) &&
    (normalizeIndianState(values.state) ?? values.state) === saved.state &&
    (normalizePinCode(values.zipCode) ?? values.zipCode) === saved.zipCode &&
    (normalizeIndianMobile(values.phoneNumber) ?? values.phoneNumber) === saved.phoneNumber
  );
}
