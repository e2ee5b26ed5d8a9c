/**
 * A listing's filters, sort and page live in the page URL's query (shareable; Back and reload keep them):
 *   ?metals=Yellow%20Gold,Silver&categories=rings,earrings&min=5000&max=20000&sort=price_asc&page=2
 * The price slider's upper handle at its maximum means "no upper limit" (docs/decisions/010), so it puts no
 * `max` in the URL and sends no maxPrice: the default listing hides nothing.
 */
import {
  DEFAULT_PRICE_RANGE,
  FILTER_METALS,
  PRODUCT_SORTS,
  type Material,
  type ProductSort,
} from '../../../../domain/catalog-constants';
import { LISTING_PAGE_SIZE } from '../../../../domain/catalog-constants';

export const PRICE_SLIDER = { min: DEFAULT_PRICE_RANGE[0], max: DEFAULT_PRICE_RANGE[1], step: 500 } as const;

export interface ListingFilters {
  metals: Material[];
  categories: string[];
  /** Rupees; 0 = no lower limit. */
  min: number;
  /** Rupees; null = no upper limit (the handle at the slider's maximum). */
  max: number | null;
  sort: ProductSort | null;
  page: number;
}

/** Which listing: the whole shop, or a category/subcategory by id (navigation state) or by slug (URL). */
export type ListingKey =
  | { kind: 'all' }
  | { kind: 'slug'; slug: string }
  | { kind: 'subcategorySlug'; slug: string }
  | { kind: 'categoryId'; id: string }
  | { kind: 'subcategoryId'; id: string };

export interface ListingRequest {
  key: ListingKey;
  filters: ListingFilters;
}

export const DEFAULT_FILTERS: ListingFilters = {
  metals: [],
  categories: [],
  min: PRICE_SLIDER.min,
  max: null,
  sort: null,
  page: 1,
};

const wholeNumber = (raw: string | null, fallback: number, min = 0) => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
};

const listOf = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  const metals = listOf(params.get('metals')).filter((m): m is Material =>
    (FILTER_METALS as readonly string[]).includes(m),
  );
  const sort = params.get('sort');
  const min = wholeNumber(params.get('min'), PRICE_SLIDER.min);
  const maxRaw = params.get('max');
  const max = maxRaw === null ? null : wholeNumber(maxRaw, PRICE_SLIDER.max);
  return {
    metals,
    categories: listOf(params.get('categories')).map((s) => s.toLowerCase()),
    min,
    max: max !== null && max >= PRICE_SLIDER.max ? null : max,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : null,
    page: wholeNumber(params.get('page'), 1, 1),
  };
}

export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.metals.length) params.set('metals', filters.metals.join(','));
  if (filters.categories.length) params.set('categories', filters.categories.join(','));
  if (filters.min > PRICE_SLIDER.min) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** How many filters the shopper has set (the Filter button's badge). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.metals.length +
    filters.categories.length +
    (filters.min > PRICE_SLIDER.min || filters.max !== null ? 1 : 0)
  );
}

/** The get-products-filtered query string of a listing request. */
export function listingApiQuery({ key, filters }: ListingRequest): string {
  const params = new URLSearchParams();
  if (key.kind === 'slug') params.set('slug', key.slug);
  if (key.kind === 'subcategorySlug') params.set('subcategorySlug', key.slug);
  if (key.kind === 'categoryId') params.set('categoryId', key.id);
  if (key.kind === 'subcategoryId') params.set('subcategoryId', key.id);
  if (filters.metals.length) params.set('metals', filters.metals.join(','));
  if (filters.categories.length) params.set('categories', filters.categories.join(','));
  if (filters.min > 0) params.set('minPrice', String(filters.min));
  if (filters.max !== null) params.set('maxPrice', String(filters.max));
  if (filters.sort) params.set('sort', filters.sort);
  params.set('page', String(filters.page));
  params.set('limit', String(LISTING_PAGE_SIZE.default));
  return params.toString();
}
