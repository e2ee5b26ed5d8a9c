/** Vocabularies of the catalogue, shared by forms, filters, validation and the seed. */

export const MATERIALS = ['Yellow Gold', 'Rose Gold', 'White Gold', 'Silver', 'Platinum'] as const;
export type Material = (typeof MATERIALS)[number];

/**
 * The metal filter's order (docs/shop/storefront.md §9). The listing offers the metals its pieces come in (the
 * reply's facets), so Platinum appears once any piece is made in it (docs/decisions/114).
 */
export const FILTER_METALS: readonly Material[] = [
  'Yellow Gold',
  'Silver',
  'Rose Gold',
  'White Gold',
  'Platinum',
];

/**
 * Karat golds carry 14KT/18KT/22KT (the spec's list). Silver and platinum are not measured in karats, so they
 * carry their hallmark fineness instead (docs/decisions/004-purity-of-silver-and-platinum.md).
 */
export const GOLD_PURITIES = ['14KT', '18KT', '22KT'] as const;
export const PURITIES = [...GOLD_PURITIES, '925 Sterling', 'PT950'] as const;
export type Purity = (typeof PURITIES)[number];

/** Which purities a metal can have. */
export function puritiesFor(material: Material): readonly Purity[] {
  if (material === 'Silver') return ['925 Sterling'];
  if (material === 'Platinum') return ['PT950'];
  return GOLD_PURITIES;
}

export function purityFitsMaterial(material: Material, purity: Purity): boolean {
  return puritiesFor(material).includes(purity);
}

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Swatch colours of the design guide; White Gold carries a ring so it shows on ivory. */
export const METAL_SWATCHES: Record<Material, { fill: string; ring?: string }> = {
  'Yellow Gold': { fill: '#D4AF37' },
  'Rose Gold': { fill: '#B76E79' },
  'White Gold': { fill: '#E8E4DA', ring: '#BDB6A8' },
  Silver: { fill: '#C0C0C0' },
  Platinum: { fill: '#A9A8A3' },
};

export const MAX_VARIANT_IMAGES = 4;

/** Categories whose products are not sized (the size picker is hidden for them). */
export const UNSIZED_CATEGORY_PATTERN = /bracelet|necklace/i;

/** Merchandising subcategories that the home page reads by slug. */
export const MERCHANDISING_SLUGS = {
  newArrivals: 'new-arrivals',
  bestSeller: 'best-seller',
  trendingNow: 'trending-now',
} as const;

export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'newest', 'best_selling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * docs/shop/storefront.md §9's default price range, in rupees. The listing's price filter no longer uses it: its
 * ranges come from the catalogue's real prices (the reply's facets, docs/decisions/114, replacing 010).
 */
export const DEFAULT_PRICE_RANGE: readonly [number, number] = [0, 20000];

/** How many price ranges the listing's price filter offers at most (docs/decisions/114). */
export const PRICE_FACET_RANGES = 4;

export const CATALOG_MESSAGES = {
  productNotFound: 'Product not found.',
  categoryNotFound: 'Category not found.',
  listingNotFound: 'Collection not found.',
  unknownMetal: 'Unknown metal.',
  unknownSort: 'Sort must be one of price_asc, price_desc, newest or best_selling.',
  priceOrder: 'The minimum price cannot be more than the maximum price.',
  priceNumber: 'Price must be a number of rupees, at least 0.',
  pageNumber: 'Page must be a whole number from 1.',
  limitNumber: 'Limit must be a whole number from 1 to 60.',
  slugsRequired: 'Please send a list of slugs.',
  queryTooLong: 'The search text is too long.',
  unknownPurity: 'Purity must be one of 14KT, 18KT, 22KT, 925 Sterling or PT950.',
  inStockFlag: 'inStock must be true or false (1 or 0).',
  productsFound: 'Products fetched successfully.',
  noProducts: 'No products found.',
} as const;

/** The longest search text the API takes (the header search and /search cut what is typed to it). */
export const SEARCH_MAX_CHARS = 200;
/** Page size bounds of every paginated catalogue read. */
export const LISTING_PAGE_SIZE = { default: 24, max: 60 } as const;
export const ADMIN_PAGE_SIZE = { default: 20, max: 100 } as const;
/** Products per merchandising list on the home page (get-products-by-category-slugs). */
export const HOME_LIST_SIZE = { default: 8, max: 24 } as const;
