/**
 * Categories and subcategories as the API returns them (docs/shop/storefront.md §3, docs/shop/admin.md §3), with
 * the number of active products each subcategory shows — its own products and those listed in it
 * (docs/decisions/003). Everything here is a fixed number of queries, however many categories there are; no list
 * is longer than its cap (LIST_CAPS, docs/decisions/084).
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CategoryDto, SubcategoryDto } from '#domain/schemas/catalog';
import { imageOrPlaceholder } from '#domain/images';
import { LIST_CAPS } from '#domain/paging';
import { queryRows, type Db } from '#server/db/client';
import { categories, subcategories } from '#server/db/schema';

export interface CategoryFilter {
  featuredOnly?: boolean;
  ids?: string[];
  slugs?: string[];
}

type CategoryRow = typeof categories.$inferSelect;
type SubcategoryRow = typeof subcategories.$inferSelect;

export function toCategoryDto(row: CategoryRow): CategoryDto {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    image: { url: imageOrPlaceholder(row.imageUrl) },
    isFeatured: row.isFeatured,
  };
}

export function toSubcategoryDto(
  row: SubcategoryRow,
  category: { id: string; name: string },
  count?: number,
): SubcategoryDto {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    image: { url: imageOrPlaceholder(row.imageUrl) },
    category: { _id: category.id, name: category.name },
    isFeatured: row.isFeatured,
    ...(row.title ? { title: row.title } : {}),
    ...(row.description ? { description: row.description } : {}),
    ...(count !== undefined ? { count } : {}),
  };
}

/** Active products per subcategory: home products plus listed ones, each product counted once. */
export async function subcategoryProductCounts(db: Db): Promise<Map<string, number>> {
  const rows = await queryRows<{ subcategory_id: string; count: number }>(
    db,
    sql`select m.subcategory_id, count(*)::int as count from (
          select p.subcategory_id, p.id as product_id from products p
            where p.status = 'active' and p.subcategory_id is not null
          union
          select cp.subcategory_id, cp.product_id from collection_products cp
            join products p on p.id = cp.product_id and p.status = 'active'
        ) m group by m.subcategory_id`,
  );
  return new Map(rows.map((r) => [r.subcategory_id, Number(r.count)]));
}

function categoryConditions(filter: CategoryFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.featuredOnly) conditions.push(eq(categories.isFeatured, true));
  if (filter.ids) conditions.push(inArray(categories.id, filter.ids.length ? filter.ids : ['']));
  if (filter.slugs) conditions.push(inArray(categories.slug, filter.slugs.length ? filter.slugs : ['']));
  return conditions.length ? and(...conditions) : undefined;
}

export async function loadCategories(db: Db, filter: CategoryFilter = {}): Promise<CategoryDto[]> {
  if (filter.ids && !filter.ids.length) return [];
  const rows = await db
    .select()
    .from(categories)
    .where(categoryConditions(filter))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    // The shop holds at most this many (adding more is refused); the limit bounds every reply regardless.
    .limit(LIST_CAPS.categories);
  return rows.map(toCategoryDto);
}

export interface SubcategoryFilter {
  featuredOnly?: boolean;
  categoryIds?: string[];
  ids?: string[];
  withCounts?: boolean;
}

export async function loadSubcategories(db: Db, filter: SubcategoryFilter = {}): Promise<SubcategoryDto[]> {
  if ((filter.categoryIds && !filter.categoryIds.length) || (filter.ids && !filter.ids.length)) return [];
  const conditions: SQL[] = [];
  if (filter.featuredOnly) conditions.push(eq(subcategories.isFeatured, true));
  if (filter.categoryIds) conditions.push(inArray(subcategories.categoryId, filter.categoryIds));
  if (filter.ids) conditions.push(inArray(subcategories.id, filter.ids));
  const [rows, counts] = await Promise.all([
    db
      .select({ sub: subcategories, categoryName: categories.name })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(categories.sortOrder), asc(subcategories.sortOrder), asc(subcategories.name))
      .limit(LIST_CAPS.subcategories),
    filter.withCounts ? subcategoryProductCounts(db) : Promise.resolve(undefined),
  ]);
  return rows.map((r) =>
    toSubcategoryDto(
      r.sub,
      { id: r.sub.categoryId, name: r.categoryName },
      counts ? (counts.get(r.sub.id) ?? 0) : undefined,
    ),
  );
}

/** Categories, each with its subcategories nested (getCatWithSubCats, the mega-menus, getsubs-by-slugs). */
export async function loadCategoriesWithSubcategories(
  db: Db,
  filter: CategoryFilter & { withCounts?: boolean } = {},
): Promise<Array<CategoryDto & { subcategories: SubcategoryDto[] }>> {
  const cats = await loadCategories(db, filter);
  const subs = await loadSubcategories(db, {
    categoryIds: cats.map((c) => c._id),
    withCounts: filter.withCounts,
  });
  return cats.map((c) => ({ ...c, subcategories: subs.filter((s) => s.category._id === c._id) }));
}
