/**
 * The signed-in shopper's server cart: one `carts` row per user, lines unique by (variant, size). Every change
 * runs in a transaction that first locks the shopper's cart row, so two tabs adding at once add up correctly.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartDto, CartItemDto } from '#domain/schemas/cart';
import { paiseToRupees } from '#domain/money';
import { sameSize } from '#domain/sizes';
import type { Db, Tx } from '#server/db/client';
import { cartLines, carts } from '#server/db/schema';
import { loadPurchasables } from './purchasables';

/** Returns the shopper's cart id, creating the cart if needed, and locks it until the transaction ends. */
export async function lockCart(tx: Tx, userId: string): Promise<string> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  return row!.id;
}

export interface StoredLine {
  id: string;
  productId: string;
  variantId: string;
  selectedSize: string;
  quantity: number;
  createdAt: Date;
}

export async function storedLines(db: Db | Tx, userId: string): Promise<StoredLine[]> {
  return db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      selectedSize: cartLines.selectedSize,
      quantity: cartLines.quantity,
      createdAt: cartLines.createdAt,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** The cart as the API returns it, every price, name, image and stock read from the catalogue now. */
export async function loadCart(db: Db | Tx, userId: string): Promise<CartDto> {
  const lines = await storedLines(db, userId);
  const catalogue = await loadPurchasables(
    db,
    lines.map((l) => l.variantId),
  );
  const items: CartItemDto[] = [];
  for (const line of lines) {
    const p = catalogue.get(line.variantId);
    if (!p) continue; // the variant is gone (its lines are removed with it by the foreign key)
    items.push({
      _id: line.id,
      productId: p.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      name: p.name,
      mainImage: p.mainImage,
      slug: p.slug,
      available: p.active,
      variantDetails: {
        material: p.material,
        purity: p.purity,
        selectedSize: line.selectedSize,
        price: paiseToRupees(p.unitPricePaise),
        originalPrice: paiseToRupees(p.pricePaise),
        stock: p.stock,
        sku: p.sku,
      },
    });
  }
  const subtotalPaise = items.reduce(
    (sum, i) => sum + catalogue.get(i.variantId)!.unitPricePaise * i.quantity,
    0,
  );
  return {
    items,
    totalQuantity: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: paiseToRupees(subtotalPaise),
  };
}

/**
 * The shopper's lines that `{id}` names: the line with that id, or the lines of that variant (narrowed by size
 * when one is given) — docs/shop/storefront.md §7: the drawer removes a server item by its _id or its variantId.
 */
export async function findLines(
  db: Db | Tx,
  cartId: string,
  id: string,
  selectedSize: string | undefined,
): Promise<Array<{ id: string; variantId: string; selectedSize: string; quantity: number }>> {
  const columns = {
    id: cartLines.id,
    variantId: cartLines.variantId,
    selectedSize: cartLines.selectedSize,
    quantity: cartLines.quantity,
  };
  const byId = await db
    .select(columns)
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, id)));
  if (byId.length) return byId;
  const byVariant = await db
    .select(columns)
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, id)))
    .orderBy(asc(cartLines.createdAt));
  if (!selectedSize) return byVariant;
  return byVariant.filter((l) => sameSize(l.selectedSize, selectedSize));
}

/** Sets the quantity of `piece` in `selectedSize` in cart `cartId`, creating its line if needed. */
export async function upsertLine(
  tx: Tx,
  cartId: string,
  piece: { productId: string; variantId: string },
  selectedSize: string,
  quantity: number,
): Promise<void> {
  const { productId, variantId } = piece;
  await tx
    .insert(cartLines)
    .values({ cartId, productId, variantId, selectedSize, quantity })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.variantId, cartLines.selectedSize],
      set: { quantity, updatedAt: sql`now()` },
    });
}
