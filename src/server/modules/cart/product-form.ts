/**
 * POST /cart/add — the product page's Add to Cart form, posted by a browser without JavaScript (docs/decisions/115,
 * docs/api/page-forms.md). A page path, not /api: the browser navigates to it and follows the answer.
 *
 * The form names a product and a choice (metal, purity, size — radio groups — and a quantity), never a variant or
 * a price: the variant is found here the way the page finds it (single-valued groups need no choice), and the
 * line's name, picture and price come from the catalogue (purchasables.ts), with the cart API's rules (active
 * product, variant of that product, size offered, stock). Then:
 *
 * - a guest: the line goes into the bag's cookie copy (domain/guest-bag-cookie.ts, decision 112 "The guest bag's
 *   cookie copy"), which renders /cart; a signed-in shopper (the session cookie, plugins/auth.ts): into their
 *   server bag (add-to-cart.ts); 303 to /cart.
 * - a choice the page must complete (no size chosen, more than the stock…): 303 back to the product page with
 *   `?notice=<code>` and the choice, which the page shows server-rendered ("Please choose a size.").
 * - a form from another site: 403, like every cookie-carried write (decision 113). Junk (no product id, an
 *   unknown product, a body that is not a form): a 4xx with the error shape, never a 500.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CART_LIMITS, CART_MESSAGES, GuestBagCookieLines } from '#domain/schemas/cart';
import {
  GUEST_BAG_COOKIE,
  GUEST_BAG_COOKIE_MAX_AGE_S,
  GUEST_BAG_PAGES,
  decodeGuestBag,
  encodeGuestBag,
} from '#domain/guest-bag-cookie';
import { paiseToRupees } from '#domain/money';
import { chooseSize, findSize } from '#domain/sizes';
import {
  PRODUCT_FORM_ACTION,
  PRODUCT_FORM_FIELDS,
  PRODUCT_NOTICE_MAX_PARAM,
  PRODUCT_NOTICE_PARAM,
  type ProductNotice,
} from '#domain/product-form';
import { AppError, badRequest, forbidden, notFound } from '#server/errors';
import { products, variants } from '#server/db/schema';
import { addToServerCart } from './add-to-cart';
import { loadPurchasables, type Purchasable } from '#server/lib/cart/purchasables';
import { isUuid } from '#domain/ids';

export const PRODUCT_FORM_MESSAGES = {
  crossSite:
    'This form did not come from the shop’s own pages, so it was refused. Please go back to the piece and try again.',
  notAForm: 'Please add pieces from their page in the shop.',
} as const;

/** A form of five short fields: anything longer is not this form. */
const FORM_BODY_LIMIT = 4096;
/** The piece's page (the web's address for it: catalog/lib/links.ts). */
const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

/**
 * Whether the post provably comes from the shop's own pages (OWASP's fetch metadata and standard-header checks, as
 * for every cookie-carried write, decision 113). A browser that sends `Sec-Fetch-Site` is believed: only
 * `same-origin` passes. The shop's pages are sent with `Referrer-Policy: no-referrer`, under which a browser posts a
 * form with `Origin: null`, so the fetch metadata is what proves a form post. Without it, the Origin — or, without
 * one, the Referer — must be APP_URL's origin or the request's own; neither proves nothing.
 */
function fromShopPages(request: FastifyRequest, appUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site.toLowerCase() === 'same-origin';
  const { origin, referer } = request.headers;
  const claimed = origin ? originOf(origin) : referer ? originOf(referer) : null;
  return (
    !!claimed &&
    (claimed === originOf(appUrl) || claimed === originOf(`${request.protocol}://${request.host}`))
  );
}

/**
 * One line of the guest bag as the web app stores it (features/cart/cart-line.ts), keys in the same order: the
 * shape the cookie's schema checks.
 */
type BagLine = z.infer<typeof GuestBagCookieLines>[number];

/** A posted field as one short string (the first when repeated), or '' when absent or not text. */
function field(body: Record<string, unknown>, name: string): string {
  const raw = body[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value.trim().slice(0, 200) : '';
}

type Refusal = { notice: ProductNotice; max?: number };

interface VariantRow {
  id: string;
  material: string;
  purity: string;
  sizes: string[];
}

/**
 * The variant a form's choice names, as the product page finds it (catalog/lib/variant-options.ts): a group with
 * one value needs no choice; the first variant of the metal and purity that is made in the size (or is unsized).
 */
function pickVariant(
  rows: VariantRow[],
  metal: string,
  purity: string,
  size: string,
): { variant: VariantRow } | Refusal {
  const metals = [...new Set(rows.map((v) => v.material))];
  const material = metal ? metals.find((m) => m === metal) : metals.length === 1 ? metals[0] : undefined;
  if (!material) return { notice: metal ? 'unavailable' : 'choose-metal' };
  const ofMetal = rows.filter((v) => v.material === material);
  const purities = [...new Set(ofMetal.map((v) => v.purity))];
  const chosenPurity = purity
    ? purities.find((p) => p === purity)
    : purities.length === 1
      ? purities[0]
      : undefined;
  if (!chosenPurity) return { notice: purity ? 'unavailable' : 'choose-purity' };
  const candidates = ofMetal.filter((v) => v.purity === chosenPurity);
  const variant = size
    ? candidates.find((v) => v.sizes.length === 0 || findSize(v.sizes, size) !== undefined)
    : candidates[0];
  if (!variant) return { notice: 'size-unavailable' };
  return { variant };
}

/** The guest bag's lines from the request's cookie, as stored by the browser; none when absent or unreadable. */
function guestBagLines(cookie: string | undefined): BagLine[] {
  const raw = decodeGuestBag(cookie);
  return GuestBagCookieLines.safeParse(raw).success ? (raw as BagLine[]) : [];
}

/** The cookie lines that keep the bag's copy for both of its pages (as features/cart/bag-cookie.ts writes them). */
function bagCookies(request: FastifyRequest, value: string): string[] {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return GUEST_BAG_PAGES.map(
    (page) =>
      `${GUEST_BAG_COOKIE}=${value}; Max-Age=${GUEST_BAG_COOKIE_MAX_AGE_S}; Path=${page}; SameSite=Lax${secure}`,
  );
}

/** The line the web app would have stored for this piece: everything from the catalogue. */
function bagLine(p: Purchasable, size: string, quantity: number): BagLine {
  return {
    productId: p.productId,
    variantId: p.variantId,
    quantity,
    name: p.name,
    slug: p.slug,
    mainImage: p.mainImage,
    variantDetails: {
      material: p.material,
      purity: p.purity,
      selectedSize: size,
      price: paiseToRupees(p.unitPricePaise),
      originalPrice: paiseToRupees(p.pricePaise),
      stock: p.stock,
      sku: p.sku,
    },
  };
}

export default async function productFormRoutes(app: FastifyInstance): Promise<void> {
  // This scope alone reads urlencoded forms (the rest of the server is JSON and multipart).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(PRODUCT_FORM_ACTION, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    // Only the shop's own pages may post it: another site's form would fill a shopper's bag (decision 113).
    if (!fromShopPages(request, app.config.appUrl)) throw forbidden(PRODUCT_FORM_MESSAGES.crossSite);
    reply.header('cache-control', 'no-store');

    const body =
      request.body && typeof request.body === 'object' && !Array.isArray(request.body)
        ? (request.body as Record<string, unknown>)
        : null;
    if (!body) throw badRequest(PRODUCT_FORM_MESSAGES.notAForm);
    const productId = field(body, PRODUCT_FORM_FIELDS.productId);
    if (!isUuid(productId)) throw badRequest(CART_MESSAGES.invalidItem);
    const metal = field(body, PRODUCT_FORM_FIELDS.material);
    const purity = field(body, PRODUCT_FORM_FIELDS.purity);
    const size = field(body, PRODUCT_FORM_FIELDS.size).slice(0, CART_LIMITS.maxSizeLength);
    const postedQuantity = field(body, PRODUCT_FORM_FIELDS.quantity);
    const quantityText = postedQuantity || '1';

    const [product] = await app.db
      .select({ id: products.id, slug: products.slug, status: products.status })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!product) throw notFound(CART_MESSAGES.notFound);

    /** Back to the piece's page with the reason and the choice, which the page shows (server-rendered). */
    const back = (refusal: Refusal) => {
      const query = new URLSearchParams();
      query.set(PRODUCT_NOTICE_PARAM, refusal.notice);
      if (refusal.max !== undefined) query.set(PRODUCT_NOTICE_MAX_PARAM, String(refusal.max));
      if (metal) query.set(PRODUCT_FORM_FIELDS.material, metal);
      if (purity) query.set(PRODUCT_FORM_FIELDS.purity, purity);
      if (size) query.set(PRODUCT_FORM_FIELDS.size, size);
      if (/^\d{1,4}$/.test(postedQuantity)) query.set(PRODUCT_FORM_FIELDS.quantity, postedQuantity);
      return reply.redirect(`${productPath(product.slug)}?${query}`, 303);
    };

    // Taken off sale since the page was shown: its page says so.
    if (product.status !== 'active') return reply.redirect(productPath(product.slug), 303);
    if (!/^\d{1,4}$/.test(quantityText) || Number(quantityText) < 1) return back({ notice: 'quantity' });
    const quantity = Number(quantityText);

    const rows = await app.db
      .select({
        id: variants.id,
        material: variants.material,
        purity: variants.purity,
        sizes: variants.sizes,
      })
      .from(variants)
      .where(eq(variants.productId, product.id))
      .orderBy(asc(variants.position), asc(variants.createdAt));
    const picked = pickVariant(rows, metal, purity, size);
    if (!('variant' in picked)) return back(picked);
    const p = (await loadPurchasables(app.db, [picked.variant.id])).get(picked.variant.id);
    if (!p || p.productId !== product.id || !p.active) return reply.redirect(productPath(product.slug), 303);
    const sized = chooseSize(p.sizes, size);
    if (!sized.ok) return back({ notice: sized.reason === 'required' ? 'choose-size' : 'size-unavailable' });
    if (p.stock < 1) return back({ notice: 'out-of-stock' });

    // A signed-in shopper (the session cookie): their server bag, with the cart API's own rules. An ended or
    // unreadable session adds to the guest bag instead. A cross-site post never got this far, so a refusal by the
    // session's own same-origin rule (which reads Origin, 'null' on a form post under no-referrer) is not one
    // either: the piece then goes to the guest bag, which /cart shows too.
    let userId: string | null = null;
    try {
      await app.identify(request, reply);
      userId = request.user?.id ?? null;
    } catch (err) {
      if (!(err instanceof AppError) || (err.statusCode !== 401 && err.statusCode !== 403)) throw err;
    }
    if (userId) {
      try {
        const added = await addToServerCart(app.db, userId, {
          productId: p.productId,
          variantId: p.variantId,
          quantity,
          selectedSize: sized.size,
          variantDetails: undefined,
        });
        if (added.capped) return back({ notice: 'stock', max: p.stock });
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 409) return back({ notice: 'stock', max: p.stock });
        if (err instanceof AppError && err.statusCode < 500) return back({ notice: 'unavailable' });
        throw err;
      }
      return reply.redirect(GUEST_BAG_PAGES[0], 303);
    }

    // A guest: the bag's cookie copy, which is the bag itself for a browser without JavaScript.
    const lines = guestBagLines(request.headers.cookie);
    const same = (l: BagLine) =>
      l.variantId === p.variantId && (l.variantDetails.selectedSize ?? '') === sized.size;
    const held = lines.filter(same).reduce((n, l) => n + l.quantity, 0);
    // As the product page says it with the app: more than the stock, with what the bag holds, is refused.
    if (held + quantity > p.stock) return back({ notice: 'stock', max: p.stock });
    const line = bagLine(p, sized.size, held + quantity);
    const at = lines.findIndex(same);
    const next =
      at === -1
        ? [...lines, line]
        : [...lines.slice(0, at), line, ...lines.slice(at + 1).filter((l) => !same(l))];
    if (next.length > CART_LIMITS.maxMergeLines) return back({ notice: 'bag-full' });
    const value = encodeGuestBag(next);
    if (!value) return back({ notice: 'bag-full' });
    reply.header('set-cookie', bagCookies(request, value));
    return reply.redirect(GUEST_BAG_PAGES[0], 303);
  });
}
