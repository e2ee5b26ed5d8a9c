/**
 * The first HTML of storefront pages, rendered by the web app's own components (dist/ssr/entry-server.js, built
 * from src/web/entry-server.tsx) so a shopper sees the page before any JavaScript has run
 * (docs/decisions/112-react-router-data-first-load.md).
 *
 * - Only the paths `isServerRenderedPath` names, and only as a guest sees them, so one rendering serves everyone.
 * - The API calls a render makes go through `app.inject`: the same routes, validation and caches as the
 *   browser's calls, without a socket.
 * - Renderings are kept in a read cache that every catalogue change clears in every process
 *   (lib/catalog-events.ts); a render that fails or takes too long leaves the page to the browser, as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isServerRenderedPath } from '../../domain/page-routes';
import { GUEST_BAG_PAGES, decodeGuestBag } from '../../domain/guest-bag-cookie';
import { GuestBagCookieLines } from '../../domain/schemas/cart';
import { ReadCache } from '../modules/catalog/read-cache';
import { safeJson } from '../lib/html-head';

/** What src/web/entry-server.tsx exports (kept structural: the server does not import web code). */
type RenderedPage =
  | { html: string; hydrationData: Record<string, unknown> }
  | { redirect: { status: number; location: string } };
type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
/** One render, its hoisted resources split from the root's markup. */
type Rendered =
  | { head: string; body: string; hydrationData: Record<string, unknown> }
  | { redirect: { status: number; location: string } };
interface ServerEntry {
  renderPage(
    url: URL,
    transport: ApiTransport,
    options?: { guestBag?: unknown[] | null; timeZone?: string; imageBase?: string },
  ): Promise<RenderedPage | null>;
}

export interface RenderedMarkup {
  /** Resources React hoisted, for <head>. */
  head: string;
  /** What goes inside <div id="root">. */
  body: string;
  /** React Router's hydration data as JSON, already safe to put inside <script> (docs/decisions/112). */
  hydrationData: string;
  /**
   * Rendered with a guest's bag from their cookie: personal, not to be stored by any shared cache. Otherwise the
   * same object is returned for every request until the catalogue changes, so a caller may keep what it makes of
   * it (the finished page and its ETag) keyed by the object itself.
   */
  personal: boolean;
}

/** A loader's redirect(): sent as a real HTTP redirect. */
export interface RenderedRedirect {
  redirect: { status: number; location: string };
}

export type RenderResult = RenderedMarkup | RenderedRedirect;

export interface PageRender {
  /**
   * The page's markup, or null to leave it to the browser. `cookie` is the request's Cookie header: only the
   * guest bag's cookie is read, and only for /cart and /checkout (docs/decisions/112 "The guest bag's cookie
   * copy").
   */
  render(pathname: string, search: string, cookie?: string): Promise<RenderResult | null>;
}

const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** A render slower than this (cold caches under load) is not waited for; the browser renders the page. */
const RENDER_TIMEOUT_MS = 2_000;

/**
 * Pages whose content only the browser can show when the server has no copy of the bag (no bag cookie): their
 * code is worth fetching alongside the HTML, where complete pages — the catalogue, a bag rendered from its
 * cookie — leave the bandwidth to their images and fetch code after the first paint. Keys are source modules as
 * Vite's manifest names them.
 */
const APP_FIRST: Record<string, string[]> = {
  '/cart': ['boot.tsx', 'features/cart/pages/CartPage.tsx'],
  '/checkout': ['boot.tsx', 'features/checkout/pages/CheckoutPage.tsx'],
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** <link rel="modulepreload"> for each named module and everything it imports statically. */
function modulePreloads(webDir: string): (pathname: string) => string {
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    // No manifest (a test build): no hints, the page still works.
  }
  const tags = new Map<string, string>();
  for (const [page, modules] of Object.entries(APP_FIRST)) {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || !chunk.file.endsWith('.js')) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    modules.forEach(visit);
    tags.set(page, [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join(''));
  }
  return (pathname) => tags.get(pathname) ?? '';
}

/** React 19 puts the resources a page asks for (ReactDOM.preload) first in its output: they belong in <head>. */
function splitHoisted(html: string): { head: string; body: string } {
  const match = /^(?:<link [^>]*>)+/.exec(html);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: '', body: html };
}

export async function createPageRender(
  app: FastifyInstance,
  ssrDir: string,
  webDir: string,
): Promise<PageRender | null> {
  const entryFile = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  // A cache of its own, cleared with the catalogue's: any query string makes a key, and a flood of them must
  // not push the hot catalogue replies out of theirs.
  const preloads = modulePreloads(webDir);
  const cache = new ReadCache({ maxBytes: PAGE_CACHE_BYTES });
  app.catalogEvents.onChange(() => cache.clear());

  const transport: ApiTransport = async (apiPath, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  const renderFresh = async (url: URL, guestBag: unknown[] | null = null): Promise<Rendered | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([
        entry.renderPage(url, transport, {
          guestBag,
          timeZone: app.config.shopTimeZone,
          imageBase: app.images.publicBase,
        }),
        timeout,
      ]);
      if (!page) return null;
      if ('redirect' in page) return { redirect: page.redirect };
      return { ...splitHoisted(page.html), hydrationData: page.hydrationData };
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async render(pathname, search, cookie) {
      if (!isServerRenderedPath(pathname)) return null;
      const url = new URL(`${pathname}${search}`, 'http://aurelia.local');
      const guestBag = bagPage(pathname) ? readGuestBag(cookie) : null;
      // The finished markup: what React hoisted plus code hints for <head>, the root's markup, and the router's
      // hydration data as it goes into the page. Its data is as fresh as the catalogue caches it came from
      // (cleared on every change); the browser stamps it as just fetched when it starts (app/browser-router.ts),
      // so one finished page serves every request until the next change (plugins/web.ts keeps it, with its ETag).
      // A guest's bag is in the layout's loader data (the render was given it).
      const finish = (page: Rendered, bag: unknown[] | null): RenderResult =>
        'redirect' in page
          ? page
          : {
              head: page.head + (bag ? '' : preloads(pathname)),
              body: page.body,
              hydrationData: safeJson(page.hydrationData),
              personal: !!bag,
            };
      // A guest's bag makes the page theirs: rendered for this request only. Everything else is rendered once
      // for everyone and kept until the catalogue changes.
      if (guestBag) {
        const page = await renderFresh(url, guestBag);
        return page && finish(page, guestBag);
      }
      return cache.get(
        `ssr:${pathname}${search}`,
        async () => {
          const page = await renderFresh(url);
          return page && finish(page, null);
        },
        (m) => (m && 'body' in m ? (m.head.length + m.body.length + m.hydrationData.length) * 2 + 16 * 1024 : 256),
      );
    },
  };
}

const bagPage = (pathname: string) => (GUEST_BAG_PAGES as readonly string[]).includes(pathname);

/**
 * The guest bag from the request's cookie, as the browser stored it (same keys, same order, so the browser can
 * adopt it as is), or null when there is none or any line is not one the page can show.
 */
function readGuestBag(cookie: string | undefined): unknown[] | null {
  const raw = decodeGuestBag(cookie);
  return GuestBagCookieLines.safeParse(raw).success ? (raw as unknown[]) : null;
}
