import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { CART_MESSAGES, CartLineParams, CartLineQuery, CartReply } from '#domain/schemas/cart';
import { notFound } from '#server/errors';
import { cartLines } from '#server/db/schema';
import { findLines, loadCart, lockCart } from '#server/lib/cart/cart-store';

/**
 * DELETE /api/cart/remove/{id} — removes a line by its _id, or by variantId (docs/shop/storefront.md §7 note). A
 * variantId held in several sizes removes all of them unless `?selectedSize=` names one.
 */
const removeLineRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: CartLineParams, querystring: CartLineQuery, response: { 200: CartReply } };
  app.delete('/cart/remove/:id', { onRequest: app.authenticate, schema }, async (request) => {
    const { id } = request.params;
    const { selectedSize } = request.query;
    const userId = request.user!.id;
    return app.db.transaction(async (tx) => {
      const cartId = await lockCart(tx, userId);
      const lines = await findLines(tx, cartId, id, selectedSize || undefined);
      if (!lines.length) throw notFound(CART_MESSAGES.lineNotFound);
      await tx.delete(cartLines).where(
        inArray(
          cartLines.id,
          lines.map((l) => l.id),
        ),
      );
      return { success: true as const, message: CART_MESSAGES.removed, cart: await loadCart(tx, userId) };
    });
  });
};

export default removeLineRoute;
