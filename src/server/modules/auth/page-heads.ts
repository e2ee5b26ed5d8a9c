/**
 * Server-rendered <head> of the account pages: titles, and `noindex` so search engines keep sign-in forms and
 * personal pages out of their results. A reset or confirmation link's token never appears in the canonical URL.
 * Registered when the app is ready (the web plugin, which owns `app.pageHeads`, registers after the API).
 */
import type { FastifyInstance } from 'fastify';
import { BRAND } from '#domain/brand';

const PAGES: Array<[RegExp, string, string]> = [
  [/^\/login$/, 'Login', '/login'],
  [/^\/signup$/, 'Create an account', '/signup'],
  [/^\/forgot-password$/, 'Forgot password', '/forgot-password'],
  [/^\/reset-password(\/[^/]*)?$/, 'Reset password', '/reset-password'],
  [/^\/confirm-email\/[^/]+$/, 'Confirm your email', '/profile'],
  [/^\/profile$/, 'My account', '/profile'],
];

export function registerAccountPageHeads(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    for (const [pattern, title, canonical] of PAGES) {
      app.pageHeads.register(pattern, async () => ({
        title: `${title} | ${BRAND.name}`,
        canonical,
        robots: 'noindex, nofollow',
      }));
    }
  });
}
