/**
 * Unique slugs (docs/decisions/041-slugs.md).
 * - Categories and subcategories share one namespace — /collections/{slug} resolves either — so a slug is unique
 *   across both tables. The database can only enforce uniqueness per table, so every write that takes or checks
 *   such a slug or a sibling name holds one transaction-level advisory lock.
 * - Product slugs are unique among products and among slugs products had before (product_slug_history), so an
 *   old link never starts pointing at a different piece.
 * In both, a taken slug gets -2, -3, … appended.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { queryRows } from '#server/db/client';
import { conflict } from '#server/errors';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { HOME_PAGE_SLUGS } from '#domain/schemas/admin-catalog';
import { slugify } from '#domain/slug';

/** Arbitrary constants, distinct from the seed's lock. */
const COLLECTION_NAMES_LOCK = 724_310_041;
const PRODUCT_SLUGS_LOCK = 724_310_042;

export async function lockCollectionNames(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COLLECTION_NAMES_LOCK})`);
}

export async function lockProductSlugs(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRODUCT_SLUGS_LOCK})`);
}

/** The first of base, base-2, base-3, … not in `taken`. Keeps the result within 80 characters. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 80 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Slugs of categories and subcategories equal to `base` or `base-N`. */
async function takenCollectionSlugs(tx: Tx, base: string, exclude?: string): Promise<Set<string>> {
  const like = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const rows = await queryRows<{ slug: string }>(
    tx,
    sql`select slug from categories where (slug = ${base} or slug like ${like}) and id::text <> ${exclude ?? ''}
        union all
        select slug from subcategories where (slug = ${base} or slug like ${like}) and id::text <> ${exclude ?? ''}`,
  );
  return new Set(rows.map((r) => r.slug));
}

/** Whether a category or subcategory other than `exclude` has this slug. Call under lockCollectionNames. */
export async function collectionSlugTaken(tx: Tx, slug: string, exclude?: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from categories where slug = ${slug} and id::text <> ${exclude ?? ''}
        union all
        select 1 from subcategories where slug = ${slug} and id::text <> ${exclude ?? ''} limit 1`,
  );
  return rows.length > 0;
}

/** A free slug for a new category or subcategory named `name`. Call under lockCollectionNames. */
export async function newCollectionSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name);
  return firstFreeSlug(base, await takenCollectionSlugs(tx, base));
}

/** Product slugs and former product slugs equal to `base` or `base-N`, except those of `productId`. */
export async function takenProductSlugs(tx: Tx, base: string, productId?: string): Promise<Set<string>> {
  const like = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const rows = await queryRows<{ slug: string }>(
    tx,
    sql`select slug from products where (slug = ${base} or slug like ${like}) and id::text <> ${productId ?? ''}
        union all
        select slug from product_slug_history
        where (slug = ${base} or slug like ${like}) and product_id::text <> ${productId ?? ''}`,
  );
  return new Set(rows.map((r) => r.slug));
}

/** A free slug for a product titled `title` (its own current and former slugs count as free). */
export async function newProductSlug(tx: Tx, title: string, productId?: string): Promise<string> {
  const base = slugify(title);
  return firstFreeSlug(base, await takenProductSlugs(tx, base, productId));
}

/**
 * A category's or subcategory's slug after an edit: the one the form asks for (none: unchanged), unless the
 * collection is a home-page list (its slug is protected) or another collection has it.
 */
export async function editedCollectionSlug(
  tx: Tx,
  existing: { id: string; slug: string },
  requested: string | undefined,
): Promise<string> {
  if (!requested || requested === existing.slug) return existing.slug;
  if (HOME_PAGE_SLUGS.includes(existing.slug)) throw conflict(M.slugProtected(existing.slug));
  if (await collectionSlugTaken(tx, requested, existing.id)) throw conflict(M.slugTaken(requested));
  return requested;
}
