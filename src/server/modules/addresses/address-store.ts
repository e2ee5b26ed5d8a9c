/**
 * The address book's queries (docs/api/addresses.md, docs/decisions/109). Every write runs in a transaction that
 * first takes an advisory lock on the shopper, so two writes at once cannot pass the cap together or leave two
 * defaults (the partial unique index `user_addresses_one_default_uq` would refuse that anyway).
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ADDRESS_BOOK_LIMIT, ADDRESS_BOOK_MESSAGES } from '#domain/address-book';
import type { ShippingAddress } from '#domain/schemas/payments';
import type { SavedAddressDto } from '#domain/schemas/addresses';
import type { Db, Tx } from '#server/db/client';
import { userAddresses } from '#server/db/schema';
import { conflict, notFound } from '#server/errors';

type Row = typeof userAddresses.$inferSelect;

export function toSavedAddressDto(row: Row): SavedAddressDto {
  return {
    _id: row.id,
    fullName: row.fullName,
    addressLine1: row.addressLine1,
    ...(row.addressLine2 ? { addressLine2: row.addressLine2 } : {}),
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    phoneNumber: row.phoneNumber,
    isDefault: row.isDefault,
  };
}

const columns = (a: ShippingAddress) => ({
  fullName: a.fullName,
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2 ?? null,
  city: a.city,
  state: a.state,
  zipCode: a.zipCode,
  country: a.country,
  phoneNumber: a.phoneNumber,
});

/** The default first, then the most recently saved. */
export async function listAddresses(db: Db | Tx, userId: string): Promise<SavedAddressDto[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id))
    .limit(ADDRESS_BOOK_LIMIT);
  return rows.map(toSavedAddressDto);
}

function lockShopper(tx: Tx, userId: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
}

async function makeDefault(tx: Tx, userId: string, id: string): Promise<void> {
  // Clear first: the partial unique index allows one default per shopper at any moment.
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true), ne(userAddresses.id, id)),
    );
  await tx
    .update(userAddresses)
    .set({ isDefault: true })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
}

const sameAddress = (row: Row, a: ShippingAddress) => {
  const wanted = columns(a);
  const norm = (v: string | null) => (v ?? '').trim().toLowerCase();
  return (Object.keys(wanted) as Array<keyof typeof wanted>).every((k) => norm(row[k]) === norm(wanted[k]));
};

/**
 * Saves an address; the first one is the default, and so is one sent with `isDefault: true`. The same address
 * saved again (checkout's "Save this address" after a cancelled payment) is not a second row: the kept one is
 * returned (`created: false`). A shopper at the cap gets a 409.
 */
export async function addAddress(
  db: Db,
  userId: string,
  address: ShippingAddress,
  wantDefault: boolean,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const existing = await tx.select().from(userAddresses).where(eq(userAddresses.userId, userId));
    const same = existing.find((row) => sameAddress(row, address));
    if (same) {
      if (wantDefault && !same.isDefault) await makeDefault(tx, userId, same.id);
      return { id: same.id, created: false };
    }
    const saved = await tx.$count(userAddresses, eq(userAddresses.userId, userId));
    if (saved >= ADDRESS_BOOK_LIMIT) throw conflict(ADDRESS_BOOK_MESSAGES.full);
    const [row] = await tx
      .insert(userAddresses)
      .values({ userId, ...columns(address), isDefault: false })
      .returning({ id: userAddresses.id });
    if (wantDefault || existing.length === 0) await makeDefault(tx, userId, row!.id);
    return { id: row!.id, created: true };
  });
}

/** Replaces an address's fields (and makes it the default with `isDefault: true`); 404 unless it is the shopper's. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  address: ShippingAddress,
  wantDefault: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const updated = await tx
      .update(userAddresses)
      .set(columns(address))
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)))
      .returning({ id: userAddresses.id });
    if (!updated.length) throw notFound(ADDRESS_BOOK_MESSAGES.notFound);
    if (wantDefault) await makeDefault(tx, userId, id);
  });
}

/** Deletes an address; when it was the default, the most recently saved one left becomes the default. */
export async function removeAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [removed] = await tx
      .delete(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)))
      .returning({ isDefault: userAddresses.isDefault });
    if (!removed) throw notFound(ADDRESS_BOOK_MESSAGES.notFound);
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
}

/** Makes the shopper's address the default (the previous one stops being it); 404 unless it is theirs. */
export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [row] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
    if (!row) throw notFound(ADDRESS_BOOK_MESSAGES.notFound);
    await makeDefault(tx, userId, id);
  });
}
