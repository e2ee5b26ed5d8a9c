import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CART_MESSAGES, type CartReply } from '../../../domain/schemas/cart';
import { loadCart } from './cart-store';

/** GET /api/cart/getUserCart — the caller's cart, priced from the catalogue now. */
const getCartRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/cart/getUserCart', { preHandler: app.authenticate }, async (request): Promise<CartReply> => {
    return { success: true, message: CART_MESSAGES.fetched, cart: await loadCart(app.db, request.user!.id) };
  });
};

export default getCartRoute;
