/**
 * Every page path the web app answers, so the server can send HTTP 404 for any other path (the app still shows
 * its "not found" screen) instead of a 200 that search engines would index. The web router is the source of
 * truth; tests/unit/page-routes.test.ts fails when a route there is missing here.
 */
import { BRAND } from './brand';

/**
 * Pages whose first HTML the server renders for everyone (docs/decisions/112): the catalogue, the content pages,
 * the bag and checkout (a guest's bag from its cookie). For a signed-in shopper these, /profile and /wishlist are
 * rendered with their own data (decision 122, server/plugins/page-render.ts); order and payment pages start in the
 * browser.
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

/** Every page: the server-rendered ones and those that start in the browser (account, order and payment pages). */
const EXACT = new Set([
  ...SERVER_RENDERED_EXACT,
  '/signup',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/wishlist',
  '/track-order',
  '/payment-success',
  '/payment-cancel',
]);

const PATTERNS: RegExp[] = [
  ...SERVER_RENDERED_PATTERNS,
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

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED_EXACT.has(pathname) || SERVER_RENDERED_PATTERNS.some((p) => p.test(pathname));
}
