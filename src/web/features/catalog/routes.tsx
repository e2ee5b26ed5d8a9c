import type { RouteObject } from 'react-router';
import { BRAND } from '../../../domain/brand';
import { withQueryData } from '../../app/route-data';

/**
 * Browsing routes (storefront.md §2): home, listings and product pages, each its own lazily loaded chunk so the
 * first download holds only the shell. Each comes with its loader (loaders.ts, docs/decisions/112).
 */
const loaders = () => import('./loaders');

const listing = (mode: 'shop' | 'collection' | 'featured-collection' | 'new-arrivals') => async () => {
  const [{ default: ListingPage }, { listingLoader }] = await Promise.all([
    import('./pages/ListingPage'),
    loaders(),
  ]);
  return { Component: withQueryData(() => <ListingPage mode={mode} />), loader: listingLoader(mode) };
};

export const catalogRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const [{ default: HomePage }, { homeLoader }] = await Promise.all([
        import('./pages/HomePage'),
        loaders(),
      ]);
      return { Component: withQueryData(HomePage), loader: homeLoader };
    },
  },
  { path: 'shop', lazy: listing('shop') },
  { path: 'collections/:slug', lazy: listing('collection') },
  { path: `${BRAND.collectionRoute.slice(1)}/:slug`, lazy: listing('featured-collection') },
  { path: 'new-arrivals', lazy: listing('new-arrivals') },
  {
    path: 'products/:slug',
    lazy: async () => {
      const [{ default: ProductPage }, { productLoader }] = await Promise.all([
        import('./pages/ProductPage'),
        loaders(),
      ]);
      return { Component: withQueryData(ProductPage), loader: productLoader };
    },
  },
];
