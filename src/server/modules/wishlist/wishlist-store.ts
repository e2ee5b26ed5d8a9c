/** The signed-in shopper's saved products, read as the catalogue's ProductDto (what a card needs). */
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductDto } from '../../../domain/schemas/catalog';
import { LIST_CAPS } from '../../../domain/paging';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { conflict } from '../../errors';
import { WISHLIST_MESSAGES } from '../../../domain/schemas/wishlist';
import { loadProducts } from '../catalog/product-queries';

/** Most recently saved first; products taken off sale are left out (they come back if put on sale again). */
export async function loadWishlist(db: Db, userId: string): Promise<{ products: ProductDto[] }> {
  const saved = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
    // Adding stops at the cap; the limit keeps the reply bounded whatever the table holds.
    .limit(LIST_CAPS.wishlist);
  if (!saved.length) return { products: [] };
  const ids = saved.map((s) => s.productId);
  const list = await loadProducts(db, { where: inArray(products.id, ids), activeOnly: true });
  const byId = new Map(list.map((p) => [p._id, p]));
  return { products: ids.map((id) => byId.get(id)).filter((p): p is ProductDto => !!p) };
}

/**
 * Saves `productId` for the user unless saved already; false when it was. Refuses (409) a product beyond the cap.
 * The user's adds are serialised (advisory lock on the user), so two at once cannot pass the cap together.
 */
export async function saveToWishlist(db: Db, userId: string, productId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`);
    const inserted = await tx
      .insert(wishlistItems)
      .values({ userId, productId })
      .onConflictDoNothing()
      .returning({ productId: wishlistItems.productId });
    if (!inserted.length) return false;
    const [saved] = await tx
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    if ((saved?.n ?? 0) > LIST_CAPS.wishlist) throw conflict(WISHLIST_MESSAGES.full);
    return true;
  });
}
