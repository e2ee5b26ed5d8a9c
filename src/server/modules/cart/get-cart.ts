import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CART_MESSAGES, CartReply } from '#domain/schemas/cart';
import { loadCart } from '#server/lib/cart/cart-store';

/** GET /api/cart/getUserCart — the caller's cart, priced from the catalogue now. */
const getCartRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart/getUserCart',
    { onRequest: app.authenticate, schema: { response: { 200: CartReply } } },
    async (request) => ({
      success: true as const,
      message: CART_MESSAGES.fetched,
      cart: await loadCart(app.db, request.user!.id),
    }),
  );
};

export default getCartRoute;
