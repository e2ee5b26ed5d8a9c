/**
 * Every page path the web app answers, so the server can send HTTP 404 for any other path (the app still shows
 * its "not found" screen) instead of a 200 that search engines would index. The web router is the source of
 * truth; tests/unit/page-routes.test.ts fails when a route there is missing here.
 */
import { BRAND } from './brand';

const EXACT = new Set([
  '/',
  '/shop',
  '/new-arrivals',
  '/search',
  '/about',
  '/privacy-policy',
  '/return-policy',
  '/shipping-policy',
  '/faq',
  '/terms-and-conditions',
  '/signup',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/contact',
  '/contact-us',
  '/cart',
  '/wishlist',
  '/checkout',
  '/track-order',
  '/payment-success',
  '/payment-cancel',
]);

const PATTERNS: RegExp[] = [
  /^\/collections\/[^/]+$/,
  new RegExp(`^${BRAND.collectionRoute}/[^/]+$`),
  /^\/products\/[^/]+$/,
  /^\/reset-password\/[^/]+$/,
  /^\/confirm-email\/[^/]+$/,
  /^\/join-orders\/[^/]+$/,
  /^\/payment-sandbox\/[^/]+$/,
  // The admin app answers its own unknown paths.
  /^\/admin(\/.*)?$/,
];

export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXACT.has(path) || PATTERNS.some((p) => p.test(path));
}

/**
 * Pages whose first HTML the server renders (docs/decisions/112): what anyone may see — the catalogue, the
 * content pages, and the bag and checkout's frame (their contents live in the browser and fill in there).
 * Account, order and payment pages depend on who is signed in, so they start in the browser as before.
 */
const SERVER_RENDERED_EXACT = new Set([
  '/',
  '/shop',
  '/new-arrivals',
  '/search',
  '/about',
  '/faq',
  '/contact',
  '/contact-us',
  '/privacy-policy',
  '/return-policy',
  '/shipping-policy',
  '/terms-and-conditions',
  '/cart',
  '/checkout',
]);
const SERVER_RENDERED_PATTERNS: RegExp[] = [
  /^\/collections\/[^/]+$/,
  new RegExp(`^${BRAND.collectionRoute}/[^/]+$`),
  /^\/products\/[^/]+$/,
];

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED_EXACT.has(pathname) || SERVER_RENDERED_PATTERNS.some((p) => p.test(pathname));
}
