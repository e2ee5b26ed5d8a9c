import type { RouteObject } from 'react-router';
import { BRAND } from '../../../domain/brand';

/**
 * Browsing routes (storefront.md §2): home, listings and product pages, each its own lazily loaded chunk so the
 * first download holds only the shell.
 */
const listing = (mode: 'shop' | 'collection' | 'featured-collection' | 'new-arrivals') => async () => {
  const { default: ListingPage } = await import('./pages/ListingPage');
  return { Component: () => <ListingPage mode={mode} /> };
};

export const catalogRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./pages/HomePage')).default }) },
  { path: 'shop', lazy: listing('shop') },
  { path: 'collections/:slug', lazy: listing('collection') },
  { path: `${BRAND.collectionRoute.slice(1)}/:slug`, lazy: listing('featured-collection') },
  { path: 'new-arrivals', lazy: listing('new-arrivals') },
  { path: 'search', lazy: async () => ({ Component: (await import('./pages/SearchPage')).default }) },
  {
    path: 'products/:slug',
    lazy: async () => ({ Component: (await import('./pages/ProductPage')).default }),
  },
];
