/**
 * A listing page as the API returns it: resolve the listing, find the page's product ids, load their cards.
 * Shared by get-products-filtered (reads/products-filtered.ts, with facets and `q`), get-products-by-category-slugs and the listing pages' server-rendered heads.
 */
import type { ListingInfo, ListingQuery, ListingReply } from '#domain/schemas/catalog';
import { CATALOG_MESSAGES } from '#domain/schemas/catalog';
import { rupeesToPaise } from '#domain/money';
import { pageCount, pageInfo } from '#domain/paging';
import type { Db } from '#server/db/client';
import { findListingPage, type ListingFilters } from './listing-query';
import type { ListingTarget } from './listing-target';
import { loadProductsByIds } from '#server/lib/catalog/product-queries';

/** Prices are integer columns: a bound beyond them is as good as the largest one. */
const INT4_MAX = 2_147_483_647;
const paiseBound = (rupees: number | undefined) =>
  rupees === undefined ? undefined : Math.min(rupeesToPaise(rupees), INT4_MAX);

export function listingFilters(query: ListingQuery): ListingFilters {
  return {
    metals: query.metals,
    categories: query.categories,
    minPaise: paiseBound(query.minPrice),
    maxPaise: paiseBound(query.maxPrice),
    purities: query.purities,
    inStock: query.inStock,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  };
}

export async function listingPage(
  db: Db,
  target: ListingTarget,
  filters: ListingFilters,
): Promise<Omit<ListingReply, 'listing'> & { listing: ListingInfo }> {
  const { ids, total } = await findListingPage(db, target, filters);
  const products = await loadProductsByIds(db, ids, { activeOnly: true });
  return {
    success: true,
    message: products.length ? CATALOG_MESSAGES.productsFound : CATALOG_MESSAGES.noProducts,
    products,
    listing: target.info,
    ...pageInfo(filters, total),
    totalPages: pageCount(total, filters.limit),
  };
}
