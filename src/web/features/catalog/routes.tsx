import type { RouteObject } from 'react-router';
import HomePage from './pages/HomePage';

/** Browsing routes: home, listings, product pages (storefront.md §2). */
export const catalogRoutes: RouteObject[] = [{ index: true, Component: HomePage }];
