import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { AddToCartBody, AddToCartReply, CART_MESSAGES } from '#domain/schemas/cart';
import { chooseSize } from '#domain/sizes';
import { OUT_OF_STOCK_MESSAGE, onlyAvailableToAdd } from '#domain/stock-messages';
import { badRequest, conflict, notFound } from '#server/errors';
import type { Db } from '#server/db/client';
import { cartLines } from '#server/db/schema';
import { lockCart, loadCart, upsertLine } from '#server/lib/cart/cart-store';
import { loadPurchasables } from '#server/lib/cart/purchasables';

/**
 * POST /api/cart/addToCart — adds pieces of a variant. Only productId, variantId, quantity and the size are read;
 * the line's name, image and price come from the catalogue. Adding to a line that exists adds to its quantity,
 * filled up to the stock at most (`capped: true` and a message saying so).
 */
const addToCartRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/addToCart',
    { onRequest: app.authenticate, schema: { body: AddToCartBody, response: { 200: AddToCartReply } } },
    async (request) => addToServerCart(app.db, request.user!.id, request.body),
  );
};

/**
 * The add itself, with every rule of the route above: also used by the product page's form when a signed-in
 * shopper posts it without JavaScript (product-form.ts). Throws AppError (404, 409, 400) as the route answers.
 */
export async function addToServerCart(
  db: Db,
  userId: string,
  body: Pick<AddToCartBody, 'productId' | 'variantId' | 'quantity' | 'selectedSize' | 'variantDetails'>,
): Promise<AddToCartReply> {
  const p = (await loadPurchasables(db, [body.variantId])).get(body.variantId);
  if (!p || p.productId !== body.productId || !p.active) throw notFound(CART_MESSAGES.notFound);
  if (p.stock < 1) throw conflict(OUT_OF_STOCK_MESSAGE);
  const size = chooseSize(p.sizes, body.variantDetails?.selectedSize || body.selectedSize);
  if (!size.ok) {
    throw badRequest(size.reason === 'required' ? CART_MESSAGES.sizeRequired : CART_MESSAGES.sizeUnavailable);
  }

  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const [existing] = await tx
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(
        and(
          eq(cartLines.cartId, cartId),
          eq(cartLines.variantId, p.variantId),
          eq(cartLines.selectedSize, size.size),
        ),
      );
    const held = existing?.quantity ?? 0;
    if (held === 0 && body.quantity > p.stock) throw conflict(onlyAvailableToAdd(p.stock));
    if (held >= p.stock) {
      throw conflict(
        `${onlyAvailableToAdd(p.stock)} Your cart already has ${held === 1 ? 'it' : 'them all'}.`,
      );
    }
    const capped = held + body.quantity > p.stock;
    const quantity = Math.min(held + body.quantity, p.stock);
    await upsertLine(tx, cartId, p, size.size, quantity);
    return {
      success: true,
      message: capped ? `${onlyAvailableToAdd(p.stock)} Your cart now has ${quantity}.` : CART_MESSAGES.added,
      capped,
      cart: await loadCart(tx, userId),
    };
  });
}

export default addToCartRoute;
