import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  CreateCheckoutBody,
  type CreateCheckoutReply,
} from '../../../domain/schemas/payments';
import { badRequest, conflict, parseInput, type FieldError } from '../../errors';
import { paymentSessions, type SnapshotLine } from '../../db/schema';
import type { Tx } from '../../db/client';
import { storedLines } from '../cart/cart-store';
import { loadPurchasables } from '../cart/purchasables';
import { providerFailure } from './provider-errors';
import { heldQuantities, lockVariants } from './stock-holds';

/** Until the provider names it, a session is stored under this placeholder id (unique, never shown). */
const pendingId = (sessionId: string) => `pending_${sessionId}`;

/**
 * Prices the shopper's server cart from the catalogue and stores the snapshot, under a lock of the variants'
 * rows so that the stock held by other checkouts (stock-holds.ts) is counted and added to one checkout at a time.
 */
async function snapshotCart(
  tx: Tx,
  userId: string,
): Promise<{ snapshot: SnapshotLine[]; amountPaise: number } | never> {
  const lines = await storedLines(tx, userId);
  if (!lines.length) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
  const variantIds = lines.map((l) => l.variantId);
  await lockVariants(tx, variantIds);
  const catalogue = await loadPurchasables(tx, variantIds);
  const held = await heldQuantities(tx, variantIds, userId);

  const problems: FieldError[] = [];
  const snapshot: SnapshotLine[] = [];
  const counted = new Map<string, number>(); // pieces of each variant in the lines checked so far (sizes)
  for (const line of lines) {
    const p = catalogue.get(line.variantId);
    const path = `cart.${line.id}`;
    const before = counted.get(line.variantId) ?? 0;
    const wanted = before + line.quantity;
    counted.set(line.variantId, wanted);
    const free = p ? p.stock - (held.get(p.variantId) ?? 0) : 0;
    if (!p || !p.active) {
      problems.push({ path, message: CHECKOUT_MESSAGES.unavailable(p?.name ?? 'A piece in your cart') });
    } else if (p.stock < 1) {
      problems.push({ path, message: CHECKOUT_MESSAGES.outOfStock(p.name) });
    } else if (wanted > p.stock) {
      problems.push({ path, message: CHECKOUT_MESSAGES.overStock(p.name, Math.max(0, p.stock - before)) });
    } else if (wanted > free) {
      problems.push({ path, message: CHECKOUT_MESSAGES.reserved(p.name, Math.max(0, free - before)) });
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
  if (problems.length) throw conflict(problems[0]!.message, problems);
  const amountPaise = snapshot.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  if (amountPaise <= 0) throw badRequest(CHECKOUT_MESSAGES.zeroTotal);
  if (amountPaise > CHECKOUT_LIMITS.maxAmountPaise) throw badRequest(CHECKOUT_MESSAGES.tooLarge);
  return { snapshot, amountPaise };
}

/**
 * POST /api/payment/create-checkout — prices the shopper's SERVER cart from the catalogue (the body's `products`
 * are ignored), refuses an empty cart, a bad address and any line that cannot be served now (sold out, over the
 * stock, held by other shoppers' checkouts, off sale), keeps the priced snapshot and the address in
 * payment_sessions, and opens the provider's hosted page: `{ id, url }`.
 * When the provider fails (502) or does not answer in time (503) the session is removed at once (its hold
 * released) and the cart is untouched.
 */
const createCheckoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/create-checkout',
    { preHandler: app.authenticate },
    async (request): Promise<CreateCheckoutReply> => {
      const body = parseInput(CreateCheckoutBody, request.body ?? {});
      const user = request.user!;
      const sessionId = randomUUID();

      const { snapshot, amountPaise } = await app.db.transaction(async (tx) => {
        const priced = await snapshotCart(tx, user.id);
        await tx.insert(paymentSessions).values({
          id: sessionId,
          userId: user.id,
          provider: app.payments.id,
          providerSessionId: pendingId(sessionId),
          status: 'open',
          lines: priced.snapshot,
          shippingAddress: body.shippingAddress,
          amountPaise: priced.amountPaise,
          currency: 'INR',
          customerEmail: user.email,
        });
        return priced;
      });

      // The provider is called outside the transaction: no lock is held across a network call.
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
        // Nobody ever saw a payment page for it: forget it, releasing its hold.
        await app.db
          .delete(paymentSessions)
          .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open')));
        throw providerFailure(err);
      }
      await app.db
        .update(paymentSessions)
        .set({ providerSessionId: hosted.providerSessionId })
        .where(eq(paymentSessions.id, sessionId));
      return { success: true, id: hosted.providerSessionId, url: hosted.url, provider: app.payments.id };
    },
  );
};

export default createCheckoutRoute;
