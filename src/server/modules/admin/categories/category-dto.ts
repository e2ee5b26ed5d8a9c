/** Categories and subcategories as the write replies return them (the catalogue's CategoryDto/SubcategoryDto). */
import { eq } from 'drizzle-orm';
import type { CategoryDto, SubcategoryDto } from '../../../../domain/schemas/catalog';
import { imageOrPlaceholder } from '../../../../domain/images';
import type { Db, Tx } from '../../../db/client';
import { categories, subcategories } from '../../../db/schema';

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
  };
}

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
