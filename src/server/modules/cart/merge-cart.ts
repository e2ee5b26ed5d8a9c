import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CART_MESSAGES,
  GuestCartLine,
  MERGE_REPORT_LIMIT,
  MergeCartBody,
  type MergeAdjustment,
  MergeCartReply,
} from '#domain/schemas/cart';
import { chooseSize, sizeKey } from '#domain/sizes';
import { lockCart, loadCart, storedLines, upsertLine } from '#server/lib/cart/cart-store';
import { loadPurchasables } from '#server/lib/cart/purchasables';
import { isUuid } from '#domain/ids';
import type { Tx } from '#server/db/client';

const pieces = (n: number) => (n === 1 ? '1 piece' : `${n} pieces`);

/**
 * A merge body holds at most CART_LIMITS.maxMergeLines guest lines of about 1.5 KB each at most (a 200-character
 * name, image path, slug, ids and details): anything bigger is refused with 413 before it is read.
 */
export const MERGE_BODY_LIMIT = 256 * 1024;

/** An id as the shopper's line gave it, echoed only when it is one (a uuid); anything else is not repeated. */
const echoedId = (v: unknown) => (isUuid(v) ? (v as string) : null);

/** One guest line wanted in the server cart: a variant, its size as sent, and the quantity (lines summed). */
interface WantedLine {
  productId: string;
  variantId: string;
  size: string;
  quantity: number;
}

/** The guest lines by variant and size; each line is read on its own, so one malformed line is reported, not fatal. */
function readGuestLines(
  guestCartItems: readonly unknown[],
  adjustments: MergeAdjustment[],
): Map<string, WantedLine> {
  const wanted = new Map<string, WantedLine>();
  for (const raw of guestCartItems) {
    const parsed = GuestCartLine.safeParse(raw);
    if (!parsed.success) {
      const r = (raw ?? {}) as { productId?: unknown; variantId?: unknown };
      adjustments.push({
        productId: echoedId(r.productId),
        variantId: echoedId(r.variantId),
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
    const key = `${line.variantId}|${sizeKey(size)}`;
    const prev = wanted.get(key);
    wanted.set(key, {
      productId: line.productId,
      variantId: line.variantId,
      size,
      quantity: (prev?.quantity ?? 0) + line.quantity,
    });
  }
  return wanted;
}

type Piece = Awaited<ReturnType<typeof loadPurchasables>> extends Map<string, infer P> ? P : never;

/**
 * Adds one wanted line to the locked server cart `cartId`, capped at the stock and never lowering what the cart
 * held (`held`, by variant and size); what was skipped or capped goes to `adjustments`.
 */
async function mergeLine(
  tx: Tx,
  {
    cartId,
    held,
    line: w,
    piece: p,
    adjustments,
  }: {
    cartId: string;
    held: ReadonlyMap<string, { quantity: number }>;
    line: WantedLine;
    piece: Piece | undefined;
    adjustments: MergeAdjustment[];
  },
): Promise<void> {
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
    return;
  }
  if (p.stock < 1) {
    adjustments.push({
      ...base,
      reason: 'out_of_stock',
      message: `${p.name} is out of stock and was not added.`,
    });
    return;
  }
  const size = chooseSize(p.sizes, w.size);
  if (!size.ok) {
    adjustments.push({
      ...base,
      reason: 'size_required',
      message: `${p.name} needs a size that is available; please choose one on its page. It was not added.`,
    });
    return;
  }
  const existing = held.get(`${p.variantId}|${size.size}`)?.quantity ?? 0;
  const desired = existing + w.quantity;
  // Never lower a line the server cart already had, even if the stock has since dropped below it.
  const quantity = Math.max(existing, Math.min(desired, p.stock));
  if (quantity !== existing) {
    await upsertLine(tx, cartId, p, size.size, quantity);
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

/**
 * POST /api/cart/merge — after login the guest cart joins the server cart (docs/shop/storefront.md §4):
 * quantities add up and are capped at the stock; lines of unknown, inactive or sold-out pieces are skipped. The
 * reply lists the lines that were capped or skipped (`adjustments`, the first MERGE_REPORT_LIMIT;
 * `moreAdjustments` counts the rest) so the UI can tell the shopper. It never repeats more of what was sent than
 * ids and a size.
 */
const mergeCartRoute: FastifyPluginAsyncZod = async (app) => {
  const options = {
    onRequest: app.authenticate,
    bodyLimit: MERGE_BODY_LIMIT,
    schema: { body: MergeCartBody, response: { 200: MergeCartReply } },
  };
  app.post('/cart/merge', options, async (request) => {
    const { guestCartItems } = request.body;
    const userId = request.user!.id;
    const adjustments: MergeAdjustment[] = [];

    const wanted = readGuestLines(guestCartItems, adjustments);

    const catalogue = await loadPurchasables(
      app.db,
      [...wanted.values()].map((w) => w.variantId),
    );

    return app.db.transaction(async (tx) => {
      const cartId = await lockCart(tx, userId);
      const held = new Map(
        (await storedLines(tx, userId)).map((l) => [`${l.variantId}|${l.selectedSize}`, l]),
      );
      for (const w of wanted.values())
        await mergeLine(tx, { cartId, held, line: w, piece: catalogue.get(w.variantId), adjustments });
      return {
        success: true,
        message: adjustments.length ? CART_MESSAGES.mergedWithChanges : CART_MESSAGES.merged,
        adjustments: adjustments.slice(0, MERGE_REPORT_LIMIT),
        moreAdjustments: Math.max(0, adjustments.length - MERGE_REPORT_LIMIT),
        cart: await loadCart(tx, userId),
      };
    });
  });
};

export default mergeCartRoute;
