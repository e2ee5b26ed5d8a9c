/**
 * A listing's filters, sort and page live in the page URL's query (shareable; Back and reload keep them), in the
 * very shape the listing's GET forms submit (docs/decisions/114), so a page works the same with or without
 * JavaScript:
 *   /shop?metals=Silver&metals=Rose+Gold&purity=18KT&inStock=1&price=50000-100000&sort=price_asc&page=2
 *   /search?q=solitaire+ring&metals=Platinum
 * `price=A-B` is a range the server offers (A ≤ price < B; `A-` has no upper limit). Older links still load:
 * comma lists (`metals=Silver,Rose Gold`), `categories=…`, and `min`/`max` (inclusive; `max` of 20,000 or more
 * meant the old slider's open top, docs/decisions/010).
 */
import {
  FILTER_METALS,
  LISTING_PAGE_SIZE,
  PRODUCT_SORTS,
  PURITIES,
  SEARCH_MAX_CHARS,
  type Material,
  type ProductSort,
  type Purity,
} from '#domain/catalog-constants';

/** The old slider's top: a `max` at or above it meant "no upper limit" (docs/decisions/010). */
export const LEGACY_PRICE_TOP = 20000;

export interface PriceFilter {
  /** Rupees. */
  min: number;
  /** Rupees; null = no upper limit. */
  max: number | null;
  /** true: a `price=A-B` range (max excluded); false: an older link's inclusive min/max. */
  range: boolean;
}

export interface ListingFilters {
  metals: Material[];
  purities: Purity[];
  inStock: boolean;
  categories: string[];
  price: PriceFilter | null;
  sort: ProductSort | null;
  page: number;
}

/** Which listing: the whole shop, a category/subcategory by id (navigation state) or by slug (URL), or a search. */
export type ListingKey =
  | { kind: 'all' }
  | { kind: 'slug'; slug: string }
  | { kind: 'subcategorySlug'; slug: string }
  | { kind: 'categoryId'; id: string }
  | { kind: 'subcategoryId'; id: string }
  | { kind: 'search'; q: string };

export interface ListingRequest {
  key: ListingKey;
  filters: ListingFilters;
}

export const DEFAULT_FILTERS: ListingFilters = {
  metals: [],
  purities: [],
  inStock: false,
  categories: [],
  price: null,
  sort: null,
  page: 1,
};

const number = (raw: string | null) => {
  if (raw === null || raw.trim() === '') return NaN;
  return Number(raw);
};
const wholeNumber = (raw: string | null, fallback: number, min = 0) => {
  const n = number(raw);
  return Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
};

/** Every value of a repeated parameter, each split on commas (older links), trimmed, blanks and repeats dropped. */
const listOf = (params: URLSearchParams, name: string) => [
  ...new Set(
    params
      .getAll(name)
      .flatMap((v) => v.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

const oneOf = <T extends string>(values: readonly T[], list: string[]): T[] =>
  list.filter((v): v is T => (values as readonly string[]).includes(v));

/** `50000-100000` → { min: 50000, max: 100000 }; `200000-` → max null; anything else → null. */
export function parsePriceRange(raw: string | null): PriceFilter | null {
  const m = /^\s*(\d{1,9})\s*-\s*(\d{1,9})?\s*$/.exec(raw ?? '');
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? null : Number(m[2]);
  if (max !== null && max <= min) return null;
  return { min, max, range: true };
}

export const priceRangeValue = (p: { min: number; max: number | null }) => `${p.min}-${p.max ?? ''}`;

function priceFrom(params: URLSearchParams): PriceFilter | null {
  const range = parsePriceRange(params.get('price'));
  if (range) return range;
  const min = wholeNumber(params.get('min'), 0);
  const maxRaw = params.get('max');
  let max = maxRaw === null ? null : wholeNumber(maxRaw, LEGACY_PRICE_TOP);
  if (max !== null && max >= LEGACY_PRICE_TOP) max = null;
  if (max !== null && max < min) max = null;
  return min > 0 || max !== null ? { min, max, range: false } : null;
}

const yes = (raw: string | null) => ['1', 'true', 'on'].includes((raw ?? '').trim().toLowerCase());

export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  return {
    metals: oneOf(FILTER_METALS, listOf(params, 'metals')),
    purities: oneOf(PURITIES, [...listOf(params, 'purity'), ...listOf(params, 'purities')]),
    inStock: yes(params.get('inStock')),
    categories: listOf(params, 'categories').map((s) => s.toLowerCase()),
    price: priceFrom(params),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : null,
    page: wholeNumber(params.get('page'), 1, 1),
  };
}

/** The search text of /search?q= (trimmed; '' for none), at most what the API takes. */
export function searchTextFrom(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_CHARS);
}

/**
 * The page URL's query for filters — what the listing's GET forms would submit for them, in that order — with
 * the search text first on /search.
 */
export function searchFromFilters(filters: ListingFilters, q?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const m of filters.metals) params.append('metals', m);
  for (const p of filters.purities) params.append('purity', p);
  if (filters.inStock) params.set('inStock', '1');
  for (const c of filters.categories) params.append('categories', c);
  if (filters.price?.range) params.set('price', priceRangeValue(filters.price));
  else if (filters.price) {
    if (filters.price.min > 0) params.set('min', String(filters.price.min));
    if (filters.price.max !== null) params.set('max', String(filters.price.max));
  }
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** `?query` of a listing URL ('' when there is none). */
export function listingHref(pathname: string, filters: ListingFilters, q?: string): string {
  const query = searchFromFilters(filters, q).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** How many filters the shopper has set (the Filter button's badge). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.metals.length +
    filters.purities.length +
    (filters.inStock ? 1 : 0) +
    filters.categories.length +
    (filters.price ? 1 : 0)
  );
}

/** The API's inclusive maxPrice for a range whose upper end is excluded: one paisa below it. */
const maxPriceOf = (price: PriceFilter) =>
  price.max === null ? null : price.range ? (price.max - 0.01).toFixed(2) : String(price.max);

/** The get-products-filtered query string of a listing request. */
export function listingApiQuery({ key, filters }: ListingRequest): string {
  const params = new URLSearchParams();
  if (key.kind === 'slug') params.set('slug', key.slug);
  if (key.kind === 'subcategorySlug') params.set('subcategorySlug', key.slug);
  if (key.kind === 'categoryId') params.set('categoryId', key.id);
  if (key.kind === 'subcategoryId') params.set('subcategoryId', key.id);
  if (key.kind === 'search') params.set('q', key.q);
  if (filters.metals.length) params.set('metals', filters.metals.join(','));
  if (filters.purities.length) params.set('purities', filters.purities.join(','));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.categories.length) params.set('categories', filters.categories.join(','));
  if (filters.price && filters.price.min > 0) params.set('minPrice', String(filters.price.min));
  const max = filters.price && maxPriceOf(filters.price);
  if (max) params.set('maxPrice', max);
  if (filters.sort) params.set('sort', filters.sort);
  params.set('page', String(filters.page));
  params.set('limit', String(LISTING_PAGE_SIZE.default));
  return params.toString();
}
