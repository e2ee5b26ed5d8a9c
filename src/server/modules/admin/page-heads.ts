/**
 * Server-rendered <head> of the back office's pages: one title and `noindex`, so a search engine that follows a
 * stray link never lists an admin screen (robots.txt also disallows /admin). Registered when the app is ready,
 * as the web plugin that owns `app.pageHeads` registers after the API.
 */
import type { FastifyInstance } from 'fastify';
import { BRAND } from '#domain/brand';

export function registerAdminPageHeads(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    app.pageHeads.register(/^\/admin(\/.*)?$/, async () => ({
      title: `Admin | ${BRAND.name}`,
      canonical: '/admin',
      robots: 'noindex, nofollow',
    }));
  });
}
