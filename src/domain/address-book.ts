/**
 * The account's address book and checkout's address messages, without zod (the storefront imports this module;
 * the schemas are in schemas/addresses.ts). The rules of an address are checkout's own (ShippingAddressInput,
 * shipping.ts): one rule for the form, the server's checkout and the address book. What this module adds is the
 * wording that names the field at fault (docs/decisions/109): the spec's single 'Please fill in all required
 * shipping address fields.' stays the reply of create-checkout, and each field says what it needs.
 */
import { SHIPPING_LIMITS, SHIPPING_MESSAGES } from './shipping';

/** The address's fields in the order the forms show them. */
export const ADDRESS_FIELDS = [
  'fullName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'country',
  'phoneNumber',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The forms' labels (checkout step 2 and the account's address form). */
export const ADDRESS_FIELD_LABELS: Record<AddressField, string> = {
  fullName: 'Full Name',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zipCode: 'PIN Code',
  country: 'Country',
  phoneNumber: 'Phone Number',
};

/** What an empty required field says. */
const MISSING: Record<AddressField, string> = {
  fullName: 'Enter the full name of the person receiving the parcel.',
  addressLine1: 'Enter the house or flat number and street.',
  addressLine2: '',
  city: 'Enter the city or town.',
  state: 'Choose a state or union territory.',
  zipCode: 'Enter a 6-digit PIN code.',
  country: SHIPPING_MESSAGES.country,
  phoneNumber: 'Enter a 10-digit mobile number for the courier.',
};

const LIMIT: Record<AddressField, number> = {
  fullName: SHIPPING_LIMITS.name,
  addressLine1: SHIPPING_LIMITS.line,
  addressLine2: SHIPPING_LIMITS.line,
  city: SHIPPING_LIMITS.city,
  state: SHIPPING_LIMITS.state,
  zipCode: 20,
  country: SHIPPING_LIMITS.country,
  phoneNumber: 20,
};

export const isAddressField = (value: string): value is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(value);

/**
 * The message a field shows for a message of the address schema: an empty field says what to enter, a too-long
 * one its label and limit; the PIN, mobile, state and country messages already name their field.
 */
export function addressFieldMessage(field: AddressField, message: string): string {
  if (message === SHIPPING_MESSAGES.required) return MISSING[field] || message;
  if (message === SHIPPING_MESSAGES.tooLong) {
    return `Please shorten ${ADDRESS_FIELD_LABELS[field]} to ${LIMIT[field]} characters or fewer.`;
  }
  return message;
}

/** A shopper keeps at most this many addresses (the list is never paged). */
export const ADDRESS_BOOK_LIMIT = 20;

export const ADDRESS_BOOK_MESSAGES = {
  added: 'Address saved.',
  updated: 'Address updated.',
  removed: 'Address removed.',
  madeDefault: 'Default address changed.',
  notFound: 'Address not found.',
  full: `Your address book can hold ${ADDRESS_BOOK_LIMIT} addresses. Remove one to save another.`,
  isDefault: 'isDefault must be true or false.',
} as const;

/** A delivery address as any screen or message shows it (an order's, a checkout's, a saved one). */
export interface PostalAddress {
  fullName: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phoneNumber: string;
}

/**
 * A shipping address as the lines of a postal block — name, street lines, "City, State PIN", country, phone — the
 * same in the order e-mails and the admin's order; an empty second line is left out.
 */
export function postalLines(a: PostalAddress): string[] {
  return [
    a.fullName,
    a.addressLine1,
    a.addressLine2,
    `${a.city}, ${a.state} ${a.zipCode}`,
    a.country,
    `Phone: ${a.phoneNumber}`,
  ].filter((l): l is string => !!l);
}
