import type { RouteObject } from 'react-router';
import { BRAND } from '#domain/brand';

/**
 * Browsing routes (docs/shop/storefront.md §2): home, listings and product pages, each its own lazily loaded
 * chunk so the first download holds only the shell. Each route module (route-modules/*) holds the page with its
 * loader (docs/decisions/112), so page and loader arrive as one chunk.
 */
const listing = (mode: 'shop' | 'collection' | 'featured-collection' | 'new-arrivals') => async () => {
  const route = await import('./route-modules/listing');
  return { Component: route.component(mode), loader: route.loader(mode) };
};

export const catalogRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./route-modules/home') },
  { path: 'shop', lazy: listing('shop') },
  { path: 'collections/:slug', lazy: listing('collection') },
  { path: `${BRAND.collectionRoute.slice(1)}/:slug`, lazy: listing('featured-collection') },
  { path: 'new-arrivals', lazy: listing('new-arrivals') },
  { path: 'search', lazy: () => import('./route-modules/search') },
  { path: 'products/:slug', lazy: () => import('./route-modules/product') },
];
