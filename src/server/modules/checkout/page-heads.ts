/**
 * Server-rendered <head> of the buying pages (cart, wishlist, checkout, the payment pages, order tracking): a
 * title for the first load, and `noindex` — they are personal or transient, and search engines have nothing to
 * find there. A payment session id never appears in the canonical URL. Registered when the app is ready (the
 * web plugin, which owns `app.pageHeads`, registers after the API).
 */
import type { FastifyInstance } from 'fastify';
import { BRAND } from '#domain/brand';

const PAGES: Array<[RegExp, string, string]> = [
  [/^\/cart$/, 'Shopping Cart', '/cart'],
  [/^\/wishlist$/, 'Wishlist', '/wishlist'],
  [/^\/checkout$/, 'Checkout', '/checkout'],
  [/^\/payment-sandbox\/[^/]+$/, 'Pay', '/checkout'],
  [/^\/payment-success$/, 'Order confirmation', '/payment-success'],
  [/^\/payment-cancel$/, 'Payment cancelled', '/payment-cancel'],
  [/^\/track-order$/, 'Track Your Order', '/track-order'],
  // The sign-up mail's link for guest orders (docs/decisions/108): the token never in the canonical URL.
  [/^\/join-orders\/[^/]+$/, 'Add your orders', '/profile'],
];

export function registerBuyingPageHeads(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    for (const [pattern, title, canonical] of PAGES) {
      app.pageHeads.register(pattern, async () => ({
        title: `${title} | ${BRAND.name}`,
        // Shown in link previews and asked for by Lighthouse's SEO audit, even on pages kept out of the index.
        description: `${title} at ${BRAND.name}: certified diamond and gold jewellery, handcrafted to order in India.`,
        canonical,
        robots: 'noindex, nofollow',
      }));
    }
  });
}
