/** The signed-in shopper's saved products, read as the catalogue's ProductDto (what a card needs). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductDto } from '#domain/schemas/catalog';
import { LIST_CAPS } from '#domain/paging';
import type { Db } from '#server/db/client';
import { products, wishlistItems } from '#server/db/schema';
import { conflict } from '#server/errors';
import { WISHLIST_MESSAGES } from '#domain/schemas/wishlist';
import { loadProducts } from '#server/lib/catalog/product-queries';
import { isUuid } from '#domain/ids';

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
    const saved = await tx.$count(wishlistItems, eq(wishlistItems.userId, userId));
    if (saved > LIST_CAPS.wishlist) throw conflict(WISHLIST_MESSAGES.full);
    return true;
  });
}

/** Takes `productId` off the user's wishlist; false when it was not on it. */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}

export interface MergeOutcome {
  added: number;
  alreadySaved: number;
  unavailable: number;
  overCap: number;
}

/**
 * Saves the guest list's products for the user (docs/decisions/110): idempotent (saved ones stay as they are),
 * unknown, inactive or unreadable ids skipped, and never past LIST_CAPS.wishlist — the pieces that do not fit
 * are counted, the first ones in the guest's order go in. Under the same per-user lock as saveToWishlist. The
 * guest's order is kept: its last piece becomes the most recently saved.
 */
export async function mergeIntoWishlist(db: Db, userId: string, productIds: string[]): Promise<MergeOutcome> {
  const seen = new Set<string>();
  const ids: string[] = [];
  let unavailable = 0;
  for (const raw of productIds) {
    const id = raw.toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    if (isUuid(id)) ids.push(id);
    else unavailable++;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`);
    if (!ids.length) return { added: 0, alreadySaved: 0, unavailable, overCap: 0 };
    const active = new Set(
      (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, ids), eq(products.status, 'active')))
      ).map((r) => r.id),
    );
    const saved = new Set(
      (
        await tx
          .select({ id: wishlistItems.productId })
          .from(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, ids)))
      ).map((r) => r.id),
    );
    const held = await tx.$count(wishlistItems, eq(wishlistItems.userId, userId));
    const room = Math.max(0, LIST_CAPS.wishlist - held);
    const fresh = ids.filter((id) => active.has(id) && !saved.has(id));
    const taken = fresh.slice(0, room);
    if (taken.length) {
      // One timestamp a millisecond apart each, so "most recently saved first" keeps the guest's order.
      const start = Date.now();
      await tx
        .insert(wishlistItems)
        .values(taken.map((productId, i) => ({ userId, productId, createdAt: new Date(start + i) })))
        .onConflictDoNothing();
    }
    return {
      added: taken.length,
      alreadySaved: ids.filter((id) => saved.has(id)).length,
      unavailable: unavailable + ids.filter((id) => !active.has(id) && !saved.has(id)).length,
      overCap: fresh.length - taken.length,
    };
  });
}
