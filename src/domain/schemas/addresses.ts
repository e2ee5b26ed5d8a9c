import { z } from 'zod';
import { ADDRESS_BOOK_MESSAGES, addressFieldMessage, isAddressField } from '../address-book';
import { ShippingAddressDto, ShippingAddressInput } from './payments';
import { okReply, uuid } from './common';

export { ADDRESS_BOOK_MESSAGES, ADDRESS_BOOK_LIMIT } from '../address-book';

/**
 * The account's address book (docs/api/addresses.md, docs/decisions/109). An address is checkout's
 * ShippingAddressInput — the same fields, rules and normalisation — with whether it is the default.
 */
export const SavedAddressBody = ShippingAddressInput.extend({
  /** POST: make the new address the default (the first address always is). PUT: make it the default. */
  isDefault: z.boolean({ message: ADDRESS_BOOK_MESSAGES.isDefault }).optional(),
});
export type SavedAddressBody = z.input<typeof SavedAddressBody>;

export const AddressIdParams = z.object({ id: uuid(ADDRESS_BOOK_MESSAGES.notFound) });

export const SavedAddressDto = ShippingAddressDto.extend({
  _id: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddressDto = z.infer<typeof SavedAddressDto>;

/** The default first, then the most recently saved. */
export const AddressListReply = okReply({ addresses: z.array(SavedAddressDto) });
export type AddressListReply = z.infer<typeof AddressListReply>;

export const AddressChangeReply = AddressListReply.extend({
  message: z.string(),
  /** The address added, changed or made default (absent after a delete). */
  address: SavedAddressDto.optional(),
});
export type AddressChangeReply = z.infer<typeof AddressChangeReply>;

/** A field error of the address schema with the wording that names its field (addressFieldMessage). */
export function namedAddressIssue(path: string, message: string): { path: string; message: string } {
  const field = path.split('.').pop() ?? '';
  return { path, message: isAddressField(field) ? addressFieldMessage(field, message) : message };
}
