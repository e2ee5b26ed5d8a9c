import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ownedBy, timestamps } from './columns';
import { users } from './users';

/**
 * A signed-in shopper's kept shipping addresses (the account's address book, docs/api/addresses.md; decision 109).
 * The fields are checkout's (ShippingAddressInput, normalised: PIN and mobile in digits, the state in the list's
 * spelling). At most one default per shopper (a partial unique index); the count is capped by the API.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: ownedBy('user_id', () => users.id),
    fullName: text('full_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    phoneNumber: text('phone_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('user_addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
