/**
 * Categories and subcategories are lists the API serves whole (the nav, filters, selects and admin lists need
 * them all), so the shop caps them (LIST_CAPS, docs/decisions/084): an add beyond the cap is a 409. Callers hold
 * the collection-names lock (shared/slugs.ts), so two adds at once cannot both take the last place.
 */
import { LIST_CAPS } from '#domain/paging';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import type { Tx } from '#server/db/client';
import { categories, subcategories } from '#server/db/schema';
import { conflict } from '#server/errors';

export async function assertRoomFor(tx: Tx, list: 'categories' | 'subcategories'): Promise<void> {
  const table = list === 'categories' ? categories : subcategories;
  const max = LIST_CAPS[list];
  if ((await tx.$count(table)) >= max)
    throw conflict(list === 'categories' ? M.tooManyCategories(max) : M.tooManySubcategories(max));
}
