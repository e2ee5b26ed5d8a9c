/** A product as the admin replies return it: the catalogue's shape (loadProducts) plus its "Also show in" lists. */
import { asc, eq } from 'drizzle-orm';
import type { AdminProductDto } from '#domain/schemas/admin-product';
import type { Db } from '#server/db/client';
import { collectionProducts, products, subcategories } from '#server/db/schema';
import { loadProducts } from '#server/lib/catalog/product-queries';

export async function loadAdminProduct(db: Db, id: string): Promise<AdminProductDto | undefined> {
  const [product] = await loadProducts(db, { where: eq(products.id, id) });
  if (!product) return undefined;
  const lists = await db
    .select({ _id: subcategories.id, name: subcategories.name, slug: subcategories.slug })
    .from(collectionProducts)
    .innerJoin(subcategories, eq(subcategories.id, collectionProducts.subcategoryId))
    .where(eq(collectionProducts.productId, id))
    .orderBy(asc(subcategories.name));
  return { ...product, alsoShowIn: lists };
}
