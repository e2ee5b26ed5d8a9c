/**
 * The product page's Add to Cart form as the browser posts it without JavaScript (docs/decisions/115,
 * docs/api/page-forms.md): its address, its field names, and the notices the server sends the shopper back with.
 * No zod here: the storefront's first load imports it (decision 112 "zod off the first load").
 */

/** Where the product page's form posts: a page path, not /api (a browser navigates to it). */
export const PRODUCT_FORM_ACTION = '/cart/add';

/** The form's field names; the same names carry a refused choice back in the product page's query string. */
export const PRODUCT_FORM_FIELDS = {
  productId: 'productId',
  material: 'metal',
  purity: 'purity',
  size: 'size',
  quantity: 'quantity',
} as const;

/** The query parameter that names why the server sent the shopper back (and `max`, for a stock limit). */
export const PRODUCT_NOTICE_PARAM = 'notice';
export const PRODUCT_NOTICE_MAX_PARAM = 'max';

/**
 * Why a posted form came back to the product page. Codes, never sentences: the page says each in its own words
 * (catalog/lib/variant-options.ts), so nothing a link carries is shown as text.
 */
export const PRODUCT_NOTICES = [
  'choose-metal',
  'choose-purity',
  'choose-size',
  /** The metal and purity chosen name no piece (or a size the piece is not made in). */
  'unavailable',
  'size-unavailable',
  'out-of-stock',
  /** More than the stock (with what is already in the bag): `max` says how many there are. */
  'stock',
  'quantity',
  /** The bag's copy in the cookie cannot hold another line (a guest without JavaScript). */
  'bag-full',
] as const;
export type ProductNotice = (typeof PRODUCT_NOTICES)[number];

export const isProductNotice = (value: unknown): value is ProductNotice =>
  typeof value === 'string' && (PRODUCT_NOTICES as readonly string[]).includes(value);
