/**
 * Which listing a request asks for: the whole shop, a category or a subcategory — by the spec's id (navigation
 * state) or by the slug in the page URL, so a pasted or reloaded listing link works (docs/decisions/011).
 */
import { eq } from 'drizzle-orm';
import type { ListingInfo } from '#domain/schemas/catalog';
import { ALL_JEWELLERY } from '#domain/all-jewellery';
import type { Db } from '#server/db/client';
import { categories, subcategories } from '#server/db/schema';
import { isUuid } from '#domain/ids';

export type ListingTarget =
  | { kind: 'all'; info: ListingInfo }
  | { kind: 'category'; id: string; info: ListingInfo }
  | { kind: 'subcategory'; id: string; info: ListingInfo };

export interface ListingKeys {
  categoryId?: string;
  subcategoryId?: string;
  slug?: string;
  categorySlug?: string;
  subcategorySlug?: string;
}

export const ALL_PRODUCTS: ListingTarget = {
  kind: 'all',
  info: {
    kind: 'all',
    _id: null,
    name: ALL_JEWELLERY.name,
    slug: null,
    description: ALL_JEWELLERY.description,
    image: null,
    category: null,
  },
};

async function categoryTarget(db: Db, by: 'id' | 'slug', value: string): Promise<ListingTarget | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(eq(by === 'id' ? categories.id : categories.slug, value))
    .limit(1);
  if (!row) return null;
  return {
    kind: 'category',
    id: row.id,
    info: {
      kind: 'category',
      _id: row.id,
      name: row.name,
      slug: row.slug,
      description: null,
      image: row.imageUrl,
      category: null,
    },
  };
}

async function subcategoryTarget(db: Db, by: 'id' | 'slug', value: string): Promise<ListingTarget | null> {
  const [row] = await db
    .select({ sub: subcategories, cat: { id: categories.id, name: categories.name, slug: categories.slug } })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(eq(by === 'id' ? subcategories.id : subcategories.slug, value))
    .limit(1);
  if (!row) return null;
  return {
    kind: 'subcategory',
    id: row.sub.id,
    info: {
      kind: 'subcategory',
      _id: row.sub.id,
      name: row.sub.name,
      slug: row.sub.slug,
      description: row.sub.description,
      image: row.sub.imageUrl,
      category: { _id: row.cat.id, name: row.cat.name, slug: row.cat.slug },
    },
  };
}

/** The listing named by the keys (the first one given wins), `ALL_PRODUCTS` for none, null when unknown. */
export async function resolveListing(db: Db, keys: ListingKeys): Promise<ListingTarget | null> {
  if (keys.subcategoryId !== undefined)
    return isUuid(keys.subcategoryId) ? subcategoryTarget(db, 'id', keys.subcategoryId) : null;
  if (keys.categoryId !== undefined)
    return isUuid(keys.categoryId) ? categoryTarget(db, 'id', keys.categoryId) : null;
  if (keys.subcategorySlug !== undefined) return subcategoryTarget(db, 'slug', keys.subcategorySlug);
  if (keys.categorySlug !== undefined) return categoryTarget(db, 'slug', keys.categorySlug);
  if (keys.slug !== undefined)
    // /collections/{slug} names a category (the footer's links) or a subcategory (Shop by Category).
    return (await categoryTarget(db, 'slug', keys.slug)) ?? subcategoryTarget(db, 'slug', keys.slug);
  return ALL_PRODUCTS;
}
