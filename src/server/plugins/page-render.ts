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
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isServerRenderedPath } from '#domain/page-routes';
import { GUEST_BAG_PAGES, decodeGuestBag, guestBagTooBig, hasGuestBagCookie } from '#domain/guest-bag-cookie';
import { SESSION_COOKIE, readSessionCookie } from '../lib/session-cookie';
import { GuestBagCookieLines } from '#domain/schemas/cart';
import { ReadCache } from '../lib/catalog/read-cache';
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
    options?: { guestBag?: unknown[] | null; user?: unknown; timeZone?: string; imageBase?: string },
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
   * Rendered for one shopper (their session, or a guest's bag from its cookie): not to be stored by any shared
   * cache. Otherwise the same object is returned for every request until the catalogue changes, so a caller may
   * keep what it makes of it (the finished page and its ETag) keyed by the object itself.
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
   * The page's markup, or null to leave it to the browser. `cookie` is the request's Cookie header: the session
   * cookie (decision 122) and, for /cart and /checkout, the guest bag's cookie (decision 112 "The guest bag's cookie copy") are read.
   */
  render(pathname: string, search: string, cookie?: string): Promise<RenderResult | null>;
}

const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Pages rendered only for a signed-in shopper (decision 122), beside the ones everyone gets
 * (`isServerRenderedPath`): a guest's wishlist lives in their browser, so theirs starts there; a guest's /profile
 * is rendered only to be redirected to /login by its loader.
 */
const ACCOUNT_PAGES = new Set(['/profile', '/wishlist']);
const GUEST_RENDERED_ACCOUNT_PAGES = new Set(['/profile']);

/** Who the session cookie names, as GET /api/auth/check-auth answers it. */
type SessionCheck = { user: unknown } | 'guest' | 'unknown';

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

/** The render's API calls, through app.inject, with the session cookie of the render they belong to (if any). */
function apiTransport(app: FastifyInstance, renderFor: AsyncLocalStorage<string>): ApiTransport {
  return async (apiPath, init) => {
    const cookie = renderFor.getStore();
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath,
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The signed-in shopper a session token names ('guest' when the server refuses it; 'unknown' on a fault). */
async function checkSession(app: FastifyInstance, token: string): Promise<SessionCheck> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/check-auth',
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
  });
  if (res.statusCode === 200) return { user: (res.json() as { user: unknown }).user };
  return res.statusCode === 401 || res.statusCode === 403 ? 'guest' : 'unknown';
}

/**
 * What a request waits for: the render, or null (the browser renders the page) once it takes longer than
 * RENDER_TIMEOUT_MS. A shared render goes on after the timeout and is kept for the requests that follow.
 */
async function inTime<T>(work: Promise<T | null>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
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

  // The session cookie of the request a render is for, if it is rendered for a signed-in shopper: every API call
  // the render makes (however deep in its loaders or components) carries it, and no other request's.
  const renderFor = new AsyncLocalStorage<string>();
  const transport = apiTransport(app, renderFor);

  /** One render, however long it takes (null: a loader failed, or the router answered something else). */
  const renderOnce = async (
    url: URL,
    guestBag: unknown[] | null,
    shopper: { user: unknown; token: string } | null,
  ): Promise<Rendered | null> => {
    const options = {
      guestBag,
      user: shopper?.user ?? null,
      timeZone: app.config.shopTimeZone,
      imageBase: app.images.publicBase,
    };
    const page = shopper
      ? await renderFor.run(`${SESSION_COOKIE}=${shopper.token}`, () =>
          entry.renderPage(url, transport, options),
        )
      : await entry.renderPage(url, transport, options);
    if (!page) return null;
    if ('redirect' in page) return { redirect: page.redirect };
    return { ...splitHoisted(page.html), hydrationData: page.hydrationData };
  };

  return {
    async render(pathname, search, cookie) {
      const shared = isServerRenderedPath(pathname);
      if (!shared && !ACCOUNT_PAGES.has(pathname)) return null;
      const url = new URL(`${pathname}${search}`, 'http://aurelia.local');
      // A session cookie the server accepts: the page is rendered for that shopper, for this request only.
      const token = readSessionCookie(cookie);
      const check: SessionCheck = token ? await checkSession(app, token) : 'guest';
      // The session could not be checked (the database is away): the browser renders the page and asks again.
      if (check === 'unknown') return null;
      const shopper = check === 'guest' ? null : { user: check.user, token: token! };
      if (!shopper && !shared && !GUEST_RENDERED_ACCOUNT_PAGES.has(pathname)) return null;
      // A guest's bag page: its lines from the cookie, [] when there is none (an empty bag), null when the bag is
      // too big for its cookie (unknown: the frame).
      const guestBag = !shopper && bagPage(pathname) ? readGuestBag(cookie) : null;
      // The finished markup: what React hoisted plus code hints for <head>, the root's markup, and the router's
      // hydration data as it goes into the page. Its data is as fresh as the catalogue caches it came from
      // (cleared on every change); the browser stamps it as just fetched when it starts (app/browser-router.ts),
      // so one finished page serves every request until the next change (plugins/web.ts keeps it, with its ETag).
      // A guest's bag is in the layout's loader data (the render was given it).
      const finish = (page: Rendered, personal: boolean, known: boolean): RenderResult =>
        'redirect' in page
          ? page
          : {
              head: page.head + (known ? '' : preloads(pathname)),
              body: page.body,
              hydrationData: safeJson(page.hydrationData),
              personal,
            };
      // A shopper's page, or a guest's bag from its cookie, is theirs: rendered for this request only. Everything
      // else — an empty bag included — is rendered once for everyone and kept until the catalogue changes.
      if (shopper || guestBag?.length || GUEST_RENDERED_ACCOUNT_PAGES.has(pathname)) {
        const page = await inTime(renderOnce(url, guestBag, shopper));
        return page && finish(page, true, !!shopper || !!guestBag?.length);
      }
      // A render that failed is not kept (the next request tries again); one that is slow is waited for by the
      // requests that asked (single flight) and kept.
      const kept = cache
        .get(
          `ssr:${pathname}${search}|${guestBag ? 'empty' : 'frame'}`,
          async () => {
            const page = await renderOnce(url, guestBag, null);
            if (!page) throw new Error('not rendered');
            return finish(page, false, !!guestBag);
          },
          (m) =>
            'body' in m ? (m.head.length + m.body.length + m.hydrationData.length) * 2 + 16 * 1024 : 256,
        )
        .catch(() => null);
      return inTime(kept);
    },
  };
}

const bagPage = (pathname: string) => (GUEST_BAG_PAGES as readonly string[]).includes(pathname);

/**
 * The guest bag from the request's cookie, as the browser stored it (same keys, same order, so the browser can
 * adopt it as is); [] when there is no cookie (the bag is empty); null when the bag is too big for its cookie or
 * any line is not one the page can show (the page shows its frame until the browser takes over).
 */
function readGuestBag(cookie: string | undefined): unknown[] | null {
  if (guestBagTooBig(cookie)) return null;
  if (!hasGuestBagCookie(cookie)) return [];
  const raw = decodeGuestBag(cookie);
  return GuestBagCookieLines.safeParse(raw).success ? (raw as unknown[]) : null;
}
