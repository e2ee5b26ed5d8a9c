import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CART_MESSAGES,
  GuestCartLine,
  MergeCartBody,
  type MergeAdjustment,
  type MergeCartReply,
} from '../../../domain/schemas/cart';
import { parseInput } from '../../errors';
import { lockCart, loadCart, storedLines, upsertLine } from './cart-store';
import { chooseSize, loadPurchasables } from './purchasables';

const pieces = (n: number) => (n === 1 ? '1 piece' : `${n} pieces`);

/**
 * POST /api/cart/merge — after login the guest cart joins the server cart (storefront.md §4): quantities add up
 * and are capped at the stock; lines of unknown, inactive or sold-out pieces are skipped. The reply lists every
 * line that was capped or skipped (`adjustments`) so the UI can tell the shopper.
 */
const mergeCartRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/cart/merge', { preHandler: app.authenticate }, async (request): Promise<MergeCartReply> => {
    const { guestCartItems } = parseInput(MergeCartBody, request.body ?? {});
    const userId = request.user!.id;
    const adjustments: MergeAdjustment[] = [];

    // Read each guest line on its own: one malformed line is reported, not fatal.
    const wanted = new Map<
      string,
      { productId: string; variantId: string; size: string; quantity: number }
    >();
    for (const raw of guestCartItems) {
      const parsed = GuestCartLine.safeParse(raw);
      if (!parsed.success) {
        const r = (raw ?? {}) as { productId?: unknown; variantId?: unknown };
        adjustments.push({
          productId: typeof r.productId === 'string' ? r.productId.slice(0, 64) : null,
          variantId: typeof r.variantId === 'string' ? r.variantId.slice(0, 64) : null,
          name: '',
          selectedSize: '',
          reason: 'invalid',
          requested: 0,
          added: 0,
          message: 'A line of your guest cart could not be read and was skipped.',
        });
        continue;
      }
      const line = parsed.data;
      const size = line.variantDetails?.selectedSize || line.selectedSize || '';
      const key = `${line.variantId}|${size.toLowerCase()}`;
      const prev = wanted.get(key);
      wanted.set(key, {
        productId: line.productId,
        variantId: line.variantId,
        size,
        quantity: (prev?.quantity ?? 0) + line.quantity,
      });
    }

    const catalogue = await loadPurchasables(
      app.db,
      [...wanted.values()].map((w) => w.variantId),
    );

    return app.db.transaction(async (tx) => {
      const cartId = await lockCart(tx, userId);
      const held = new Map(
        (await storedLines(tx, userId)).map((l) => [`${l.variantId}|${l.selectedSize}`, l]),
      );
      for (const w of wanted.values()) {
        const p = catalogue.get(w.variantId);
        const base = {
          productId: w.productId,
          variantId: w.variantId,
          name: p?.name ?? '',
          selectedSize: w.size,
          requested: w.quantity,
          added: 0,
        };
        if (!p || p.productId !== w.productId || !p.active) {
          adjustments.push({
            ...base,
            reason: 'unavailable',
            message: p
              ? `${p.name} is no longer available and was not added.`
              : 'A piece in your guest cart is no longer available and was not added.',
          });
          continue;
        }
        if (p.stock < 1) {
          adjustments.push({
            ...base,
            reason: 'out_of_stock',
            message: `${p.name} is out of stock and was not added.`,
          });
          continue;
        }
        const size = chooseSize(p.sizes, w.size);
        if (!size.ok) {
          adjustments.push({
            ...base,
            reason: 'size_required',
            message: `${p.name} needs a size that is available; please choose one on its page. It was not added.`,
          });
          continue;
        }
        const existing = held.get(`${p.variantId}|${size.size}`)?.quantity ?? 0;
        const desired = existing + w.quantity;
        // Never lower a line the server cart already had, even if the stock has since dropped below it.
        const quantity = Math.max(existing, Math.min(desired, p.stock));
        if (quantity !== existing) {
          await upsertLine(tx, {
            cartId,
            productId: p.productId,
            variantId: p.variantId,
            selectedSize: size.size,
            quantity,
          });
        }
        if (desired > p.stock) {
          const label = size.size ? `${p.name} (size ${size.size})` : p.name;
          adjustments.push({
            ...base,
            selectedSize: size.size,
            reason: 'capped',
            added: quantity - existing,
            message: `Only ${pieces(p.stock)} of ${label} ${p.stock === 1 ? 'is' : 'are'} available, so your cart has ${quantity}.`,
          });
        }
      }
      return {
        success: true,
        message: adjustments.length ? CART_MESSAGES.mergedWithChanges : CART_MESSAGES.merged,
        adjustments,
        cart: await loadCart(tx, userId),
      };
    });
  });
};

export default mergeCartRoute;
