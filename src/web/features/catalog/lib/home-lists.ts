/** What the home page shows (pages/HomePage.tsx), shared with its loader (route-modules/home.ts). */
import { BRAND } from '#domain/brand';
import { MERCHANDISING_SLUGS } from '#domain/catalog-constants';

export const LIST_SLUGS = [
  MERCHANDISING_SLUGS.trendingNow,
  MERCHANDISING_SLUGS.newArrivals,
  MERCHANDISING_SLUGS.bestSeller,
];
export const COLLECTION_SLUGS = [BRAND.collectionSlug, 'earrings'];
