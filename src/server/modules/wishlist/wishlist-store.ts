/** The signed-in shopper's saved products, read as the catalogue's ProductDto (what a card needs). */
import { desc, eq, inArray } from 'drizzle-orm';
import type { ProductDto } from '../../../domain/schemas/catalog';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { loadProducts } from '../catalog/product-queries';

/** Most recently saved first; products taken off sale are left out (they come back if put on sale again). */
export async function loadWishlist(db: Db, userId: string): Promise<{ products: ProductDto[] }> {
  const saved = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  if (!saved.length) return { products: [] };
  const ids = saved.map((s) => s.productId);
  const list = await loadProducts(db, { where: inArray(products.id, ids), activeOnly: true });
  const byId = new Map(list.map((p) => [p._id, p]));
  return { products: ids.map((id) => byId.get(id)).filter((p): p is ProductDto => !!p) };
}
