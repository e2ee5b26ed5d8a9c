import { z } from 'zod';
import { MATERIALS, PURITIES } from '../catalog-constants';
import { CART_MESSAGES, CART_LIMITS } from '../cart-constants';
import { MessageReply, uuid } from './common';

/** Re-exported: the server imports them from here; the web app imports them from ../cart-constants. */
export { CART_MESSAGES, CART_LIMITS };

/**
 * The server cart's payloads and replies (docs/shop/storefront.md §3 "Cart item", §7 cart calls, §8 "Cart").
 *
 * The request shapes are the spec's, but the server uses only productId, variantId, quantity and
 * variantDetails.selectedSize: names, images, prices and stock always come from the database.
 */

const idField = uuid(CART_MESSAGES.invalidItem);

/** Size as sent by the client: '' or null mean "no size". */
const sizeField = z
  .string({ message: CART_MESSAGES.invalidItem })
  .trim()
  .max(CART_LIMITS.maxSizeLength, { message: CART_MESSAGES.sizeUnavailable })
  .nullish()
  .transform((v) => v ?? '');

/** What the client may send about the variant; only `selectedSize` is read. */
const ClientVariantDetails = z
  .object({
    material: z.unknown().optional(),
    purity: z.unknown().optional(),
    selectedSize: sizeField.optional(),
    price: z.unknown().optional(),
  })
  .nullish();

export const AddToCartBody = z.object({
  productId: idField,
  variantId: idField,
  quantity: z
    .number({ message: CART_MESSAGES.invalidItem })
    .int({ message: CART_MESSAGES.invalidQuantity })
    .min(1, { message: CART_MESSAGES.invalidItem })
    .max(CART_LIMITS.maxQuantity, { message: CART_MESSAGES.invalidQuantity }),
  /** Ignored: the catalogue's name, image and price are used. */
  name: z.unknown().optional(),
  mainImage: z.unknown().optional(),
  variantDetails: ClientVariantDetails,
  /** Also accepted at the top level (the wishlist/listing helpers' shape is not fixed by the spec). */
  selectedSize: sizeField.optional(),
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;

export const UpdateCartBody = z.object({
  quantity: z
    .number({ message: CART_MESSAGES.invalidQuantity })
    .int({ message: CART_MESSAGES.invalidQuantity })
    .max(CART_LIMITS.maxQuantity, { message: CART_MESSAGES.invalidQuantity }),
  /** Only needed when {id} is a variantId held in several sizes. */
  selectedSize: sizeField.optional(),
});
export type UpdateCartBody = z.infer<typeof UpdateCartBody>;

/** {id} of remove/updateCart: a cart line's _id or a variantId (docs/shop/storefront.md §7 note). */
export const CartLineParams = z.object({ id: uuid(CART_MESSAGES.lineNotFound) });
export const CartLineQuery = z.object({ selectedSize: sizeField.optional() });

/**
 * One guest cart line as kept in browser storage. Parsed leniently, line by line: a malformed line is skipped
 * and reported, it does not fail the whole merge.
 */
export const GuestCartLine = z.object({
  productId: uuid(),
  variantId: uuid(),
  quantity: z.number().int().min(1).max(CART_LIMITS.maxQuantity),
  variantDetails: ClientVariantDetails,
  selectedSize: sizeField.optional(),
});
export type GuestCartLine = z.infer<typeof GuestCartLine>;

export const MergeCartBody = z.object({
  guestCartItems: z
    .array(z.unknown(), { message: CART_MESSAGES.invalidItem })
    .max(CART_LIMITS.maxMergeLines, { message: CART_MESSAGES.tooManyGuestItems }),
});

export const CartItemDto = z.object({
  /** The cart line's id. */
  _id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  mainImage: z.string(),
  slug: z.string(),
  /** false when the product was taken off sale after it was added (checkout refuses it). */
  available: z.boolean(),
  variantDetails: z.object({
    material: z.enum(MATERIALS),
    purity: z.enum(PURITIES),
    /** '' when the variant has no sizes. */
    selectedSize: z.string(),
    /** Rupees per piece after discount. */
    price: z.number(),
    /** Rupees per piece before discount (equal to price without a discount). */
    originalPrice: z.number(),
    stock: z.number().int(),
    sku: z.string(),
  }),
});
export type CartItemDto = z.infer<typeof CartItemDto>;

export const CartDto = z.object({
  items: z.array(CartItemDto),
  /** Number of pieces (sum of quantities), for the header badge. */
  totalQuantity: z.number().int(),
  /** Rupees: sum of price × quantity. No tax, shipping or discount line (docs/shop/storefront.md §9). */
  subtotal: z.number(),
});
export type CartDto = z.infer<typeof CartDto>;

export const CartReply = MessageReply.extend({ cart: CartDto });
export type CartReply = z.infer<typeof CartReply>;

export const AddToCartReply = CartReply.extend({
  /** true when the line was filled up to the stock instead of by the full quantity asked. */
  capped: z.boolean(),
});
export type AddToCartReply = z.infer<typeof AddToCartReply>;

export const MERGE_REASONS = ['capped', 'out_of_stock', 'unavailable', 'size_required', 'invalid'] as const;

export const MergeAdjustment = z.object({
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  /** The catalogue's name when the piece is known, else ''. */
  name: z.string(),
  selectedSize: z.string(),
  reason: z.enum(MERGE_REASONS),
  /** Pieces the guest cart held. */
  requested: z.number().int(),
  /** Pieces added to the server cart (0 when skipped). */
  added: z.number().int(),
  /** A sentence the UI can show as is. */
  message: z.string(),
});
export type MergeAdjustment = z.infer<typeof MergeAdjustment>;

/**
 * Adjustments a merge reply lists at most; the rest are counted in `moreAdjustments`. A guest cart has at most
 * CART_LIMITS.maxMergeLines lines, but a reply must stay small whatever a client sends (docs/decisions/034).
 */
export const MERGE_REPORT_LIMIT = 20;

export const MergeCartReply = CartReply.extend({
  adjustments: z.array(MergeAdjustment).max(MERGE_REPORT_LIMIT),
  /** Adjustments made but not listed (beyond MERGE_REPORT_LIMIT). */
  moreAdjustments: z.number().int().min(0),
});
export type MergeCartReply = z.infer<typeof MergeCartReply>;

/**
 * A guest bag as the server reads it from its cookie (domain/guest-bag-cookie.ts) to render /cart and /checkout
 * with it. Only for display — the server renders what the shopper's own browser holds and never buys from it —
 * yet still checked: a line the page could not show, or an address that is not an image path, refuses the
 * whole bag and the page shows its frame instead.
 */
const displayText = (max: number) => z.string().max(max);
export const GuestBagCookieLines = z
  .array(
    z.object({
      productId: uuid(),
      variantId: uuid(),
      quantity: z.number().int().min(1).max(CART_LIMITS.maxQuantity),
      name: displayText(200),
      mainImage: displayText(500).regex(/^(?:\/[\w./-]*|https:\/\/[^\s"'<>]+)$/),
      slug: displayText(200)
        .regex(/^[a-z0-9-]+$/)
        .optional(),
      variantDetails: z.object({
        material: displayText(60),
        purity: displayText(60),
        selectedSize: displayText(CART_LIMITS.maxSizeLength).optional(),
        price: z.number().nonnegative().max(1e9),
        originalPrice: z.number().nonnegative().max(1e9).optional(),
        stock: z.number().int().min(0).optional(),
        sku: displayText(100).optional(),
      }),
    }),
  )
  .min(1)
  .max(CART_LIMITS.maxMergeLines);
