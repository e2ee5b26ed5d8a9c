/**
 * Every list the API serves is bounded (docs/decisions/084-every-list-paged.md). A list that grows with the
 * business is paged: `page` from 1 and `limit` from 1 to the list's maximum — a larger limit is refused (400),
 * never clamped — and the reply carries `total`, `page`, `limit` and `pages`. A list that stays small is capped:
 * the shop refuses to grow it past its maximum, and the read never returns more. No zod here, so the storefront
 * can use it on its first load (docs/decisions/112 "zod off the first load").
 */
import { ADMIN_PAGE_SIZE, HOME_LIST_SIZE, LISTING_PAGE_SIZE } from './catalog-constants';

export interface PageSize {
  readonly default: number;
  readonly max: number;
}

/** Default and largest page of each paged list. */
export const PAGE_SIZES = {
  /** get-products-filtered: the storefront's listings. */
  listing: LISTING_PAGE_SIZE,
  /** getproducts and the back office's lists: users, orders, appointments, messages. */
  admin: ADMIN_PAGE_SIZE,
  /** my-orders: the profile's Orders tab ("Load more"). */
  myOrders: { default: 10, max: 50 },
  /** A customer's orders on the admin's customer page. */
  customerOrders: { default: 10, max: 50 },
} as const satisfies Record<string, PageSize>;

/** Hard maximums of the lists that are not paged (the shop refuses to grow past them; reads stop there). */
export const LIST_CAPS = {
  /** Categories in the shop (a jeweller has a handful; the nav, filters and selects show them all). */
  categories: 100,
  /** Subcategories in the shop, across every category. */
  subcategories: 500,
  /** Products one shopper can save. */
  wishlist: 100,
  /** 'You May Also Like' (related?limit=, default 4). */
  related: 12,
  /** Slugs per get-products-by-category-slugs / getsubs-by-slugs call, and products per slug. */
  slugsPerCall: 20,
  productsPerSlug: HOME_LIST_SIZE.max,
} as const;

export const PAGING_MESSAGES = {
  page: 'Page must be a whole number from 1.',
  limit: (max: number) => `Limit must be a whole number from 1 to ${max}.`,
} as const;

/** Pages of `limit` rows that hold `total` rows; an empty list still has its (empty) page 1. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export interface PageInfo {
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** The paging fields of a reply. */
export function pageInfo(query: { page: number; limit: number }, total: number): PageInfo {
  return { total, page: query.page, limit: query.limit, pages: pageCount(total, query.limit) };
}

/** SQL limit/offset of a page. */
export function pageWindow(query: { page: number; limit: number }): { limit: number; offset: number } {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}
