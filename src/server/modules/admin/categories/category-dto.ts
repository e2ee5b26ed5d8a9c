/**
 * Categories and subcategories as the write replies return them: the catalogue's own DTO mappers (one shape for
 * reads and writes), plus the row lookups the admin writes need.
 */
import { eq } from 'drizzle-orm';
import type { SubcategoryDto } from '#domain/schemas/catalog';
import type { Db, Tx } from '#server/db/client';
import { categories, subcategories } from '#server/db/schema';
import { toCategoryDto, toSubcategoryDto } from '#server/lib/catalog/category-queries';

export { toCategoryDto, toSubcategoryDto };

export async function findCategory(db: Db | Tx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(categories).where(eq(categories.id, id)).limit(1).$dynamic();
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findSubcategory(db: Db | Tx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(subcategories).where(eq(subcategories.id, id)).limit(1).$dynamic();
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function loadSubcategoryDto(db: Db | Tx, id: string): Promise<SubcategoryDto | undefined> {
  const [row] = await db
    .select({ sub: subcategories, categoryName: categories.name })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(eq(subcategories.id, id))
    .limit(1);
  return row ? toSubcategoryDto(row.sub, { id: row.sub.categoryId, name: row.categoryName }) : undefined;
}
