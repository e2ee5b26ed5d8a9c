import { describe, expect, it } from 'vitest';
import { ShippingAddressInput } from '#domain/schemas/payments';
import { namedAddressIssue } from '#domain/schemas/addresses';
import { ADDRESS_FIELDS, addressFieldMessage, postalLines } from '#domain/address-book';
import { SHIPPING_MESSAGES } from '#domain/shipping';
import { sameAddress, type AddressValues } from '#web/features/checkout/address-draft';

/** Checkout's address messages name the field (docs/decisions/109); one rule, the schema's. */
describe('address messages and matching', () => {
  it('an empty field says what to enter; a long one its label and limit; others keep their words', () => {
    expect(addressFieldMessage('zipCode', SHIPPING_MESSAGES.required)).toBe('Enter a 6-digit PIN code.');
    expect(addressFieldMessage('city', SHIPPING_MESSAGES.required)).toBe('Enter the city or town.');
    expect(addressFieldMessage('fullName', SHIPPING_MESSAGES.tooLong)).toBe(
      'Please shorten Full Name to 100 characters or fewer.',
    );
    expect(addressFieldMessage('zipCode', SHIPPING_MESSAGES.pinCode)).toBe(SHIPPING_MESSAGES.pinCode);
    // No field's message is the form-wide sentence.
    for (const field of ADDRESS_FIELDS.filter((f) => f !== 'addressLine2')) {
      expect(addressFieldMessage(field, SHIPPING_MESSAGES.required)).not.toBe(SHIPPING_MESSAGES.required);
    }
  });

  it('every problem of the schema gets a message naming its field', () => {
    const result = ShippingAddressInput.safeParse({
      fullName: '',
      addressLine1: 'x'.repeat(201),
      city: ' ',
      state: 'Atlantis',
      zipCode: '40001',
      phoneNumber: '12345',
    });
    expect(result.success).toBe(false);
    const named = result.error!.issues.map((i) => namedAddressIssue(i.path.join('.'), i.message));
    expect(named).toEqual([
      { path: 'fullName', message: 'Enter the full name of the person receiving the parcel.' },
      { path: 'addressLine1', message: 'Please shorten Address Line 1 to 200 characters or fewer.' },
      { path: 'city', message: 'Enter the city or town.' },
      { path: 'state', message: SHIPPING_MESSAGES.state },
      { path: 'zipCode', message: SHIPPING_MESSAGES.pinCode },
      { path: 'phoneNumber', message: SHIPPING_MESSAGES.phone },
    ]);
  });

  it('form values match a kept address as the server would store them', () => {
    const kept = ShippingAddressInput.parse({
      fullName: 'Asha Menon',
      addressLine1: '12, Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400002',
      phoneNumber: '9876543210',
    });
    const typed: AddressValues = {
      fullName: ' asha  menon ',
      addressLine1: '12, Marine Drive',
      addressLine2: '',
      city: 'MUMBAI',
      state: 'maharashtra',
      zipCode: '400 002',
      country: 'India',
      phoneNumber: '+91 98765 43210',
    };
    expect(sameAddress(typed, kept)).toBe(true);
    expect(sameAddress({ ...typed, zipCode: '400003' }, kept)).toBe(false);
    expect(sameAddress({ ...typed, addressLine2: 'Flat 4B' }, kept)).toBe(false);
  });
});

describe('postalLines', () => {
  const address = {
    fullName: 'Asha Menon',
    addressLine1: '12 Marine Drive',
    addressLine2: '',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipCode: '400002',
    country: 'India',
    phoneNumber: '9876543210',
  };
  it('gives a postal block in order, leaving out an empty second line', () => {
    expect(postalLines(address)).toEqual([
      'Asha Menon',
      '12 Marine Drive',
      'Mumbai, Maharashtra 400002',
      'India',
      'Phone: 9876543210',
    ]);
    expect(postalLines({ ...address, addressLine2: 'Flat 4B' })[2]).toBe('Flat 4B');
  });
});
