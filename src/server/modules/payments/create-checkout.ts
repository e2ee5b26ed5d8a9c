import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  CreateCheckoutBody,
  type CreateCheckoutReply,
} from '../../../domain/schemas/payments';
import { AppError, badRequest, parseInput, type FieldError } from '../../errors';
import { paymentSessions, type SnapshotLine } from '../../db/schema';
import { storedLines } from '../cart/cart-store';
import { loadPurchasables } from '../cart/purchasables';
import { providerFailure } from './provider-errors';

/**
 * POST /api/payment/create-checkout — prices the shopper's SERVER cart from the catalogue (the body's `products`
 * are ignored), refuses an empty cart, a bad address and any line that cannot be served now, keeps the priced
 * snapshot and the address in payment_sessions, and opens the provider's hosted page: `{ id, url }`.
 * Nothing is stored when the provider fails (502) or does not answer in time (503); the cart is untouched.
 */
const createCheckoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/create-checkout',
    { preHandler: app.authenticate },
    async (request): Promise<CreateCheckoutReply> => {
      const body = parseInput(CreateCheckoutBody, request.body ?? {});
      const user = request.user!;
      const lines = await storedLines(app.db, user.id);
      if (!lines.length) throw badRequest(CHECKOUT_MESSAGES.emptyCart);

      const catalogue = await loadPurchasables(
        app.db,
        lines.map((l) => l.variantId),
      );
      const problems: FieldError[] = [];
      const snapshot: SnapshotLine[] = [];
      for (const line of lines) {
        const p = catalogue.get(line.variantId);
        const path = `cart.${line.id}`;
        if (!p || !p.active) {
          problems.push({ path, message: CHECKOUT_MESSAGES.unavailable(p?.name ?? 'A piece in your cart') });
        } else if (p.stock < 1) {
          problems.push({ path, message: CHECKOUT_MESSAGES.outOfStock(p.name) });
        } else if (line.quantity > p.stock) {
          problems.push({ path, message: CHECKOUT_MESSAGES.overStock(p.name, p.stock) });
        } else if (p.sizes.length ? !p.sizes.includes(line.selectedSize) : line.selectedSize !== '') {
          problems.push({ path, message: CHECKOUT_MESSAGES.sizeUnavailable(p.name) });
        } else {
          snapshot.push({
            productId: p.productId,
            variantId: p.variantId,
            name: p.name,
            image: p.mainImage,
            material: p.material,
            purity: p.purity,
            selectedSize: line.selectedSize,
            sku: p.sku,
            quantity: line.quantity,
            unitPricePaise: p.unitPricePaise,
          });
        }
      }
      if (problems.length) throw new AppError(409, problems[0]!.message, problems);

      const amountPaise = snapshot.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
      if (amountPaise <= 0) throw badRequest(CHECKOUT_MESSAGES.zeroTotal);
      if (amountPaise > CHECKOUT_LIMITS.maxAmountPaise) throw badRequest(CHECKOUT_MESSAGES.tooLarge);

      const sessionId = randomUUID();
      let hosted;
      try {
        hosted = await app.payments.initiateCheckout({
          sessionId,
          userId: user.id,
          customerEmail: user.email,
          lines: snapshot,
          amountPaise,
          currency: 'INR',
        });
      } catch (err) {
        request.log.warn({ err }, 'payment provider could not open a checkout');
        throw providerFailure(err);
      }
      await app.db.insert(paymentSessions).values({
        id: sessionId,
        userId: user.id,
        provider: app.payments.id,
        providerSessionId: hosted.providerSessionId,
        status: 'open',
        lines: snapshot,
        shippingAddress: body.shippingAddress,
        amountPaise,
        currency: 'INR',
        customerEmail: user.email,
      });
      return { success: true, id: hosted.providerSessionId, url: hosted.url, provider: app.payments.id };
    },
  );
};

export default createCheckoutRoute;
