/**
 * The rules a category and a subcategory share before either may be deleted (docs/decisions/042-delete-rules.md):
 * not a list the home page needs, and no product calling it home.
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HOME_PAGE_SLUGS } from '#domain/schemas/admin-catalog';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import type { Tx } from '#server/db/client';
import { products } from '#server/db/schema';
import { conflict } from '#server/errors';

/**
 * 409 when `collection` is a home-page list, or when products still live in it: those whose `home` column
 * (products.categoryId or products.subcategoryId) is its id; `hasProducts` words that refusal.
 */
export async function assertCollectionDeletable(
  tx: Tx,
  collection: { id: string; name: string; slug: string },
  home: AnyPgColumn,
  hasProducts: (n: number) => string,
): Promise<void> {
  if (HOME_PAGE_SLUGS.includes(collection.slug)) throw conflict(M.protectedDelete(collection.name));
  const held = await tx.$count(products, eq(home, collection.id));
  if (held > 0) throw conflict(hasProducts(held));
}
