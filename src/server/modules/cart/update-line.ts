import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { CART_MESSAGES, CartLineParams, CartReply, UpdateCartBody } from '#domain/schemas/cart';
import { OUT_OF_STOCK_MESSAGE, onlyAvailableInCart } from '#domain/stock-messages';
import { badRequest, conflict, notFound } from '#server/errors';
import { cartLines } from '#server/db/schema';
import { findLines, loadCart, lockCart } from '#server/lib/cart/cart-store';
import { loadPurchasables } from '#server/lib/cart/purchasables';

/**
 * PUT /api/cart/updateCart/{id} — sets a line's quantity; {id} is the line's _id or a variantId. A quantity
 * below 1 removes the line (docs/shop/storefront.md §4); above the stock is refused with the cart's stock
 * message.
 */
const updateLineRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: CartLineParams, body: UpdateCartBody, response: { 200: CartReply } };
  app.put('/cart/updateCart/:id', { onRequest: app.authenticate, schema }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const userId = request.user!.id;
    return app.db.transaction(async (tx) => {
      const cartId = await lockCart(tx, userId);
      const lines = await findLines(tx, cartId, id, body.selectedSize || undefined);
      if (!lines.length) throw notFound(CART_MESSAGES.lineNotFound);
      if (lines.length > 1) throw badRequest(CART_MESSAGES.ambiguousLine);
      const line = lines[0]!;
      if (body.quantity < 1) {
        await tx.delete(cartLines).where(eq(cartLines.id, line.id));
        return { success: true as const, message: CART_MESSAGES.removed, cart: await loadCart(tx, userId) };
      }
      const p = (await loadPurchasables(tx, [line.variantId])).get(line.variantId);
      // Fewer pieces of a piece taken off sale is fine (the shopper is tidying up); more is not.
      if (!p || (!p.active && body.quantity > line.quantity)) throw conflict(CART_MESSAGES.notFound);
      if (body.quantity > p.stock) {
        throw conflict(p.stock < 1 ? OUT_OF_STOCK_MESSAGE : onlyAvailableInCart(p.stock));
      }
      await tx.update(cartLines).set({ quantity: body.quantity }).where(eq(cartLines.id, line.id));
      return { success: true as const, message: CART_MESSAGES.updated, cart: await loadCart(tx, userId) };
    });
  });
};

export default updateLineRoute;
