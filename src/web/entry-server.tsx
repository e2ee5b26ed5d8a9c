/**
 * The server's way into the web app: the first HTML of a storefront page, rendered from the same routes and
 * components the browser runs, with the data those components ask for (docs/decisions/065-server-rendered-first-paint.md).
 *
 * Built by Vite as an SSR bundle (dist/ssr/entry-server.js) and loaded by src/server/modules/ssr. The page is
 * rendered as a guest sees it: no token, and an empty bag unless the server read one from the bag cookie for
 * /cart or /checkout — what is personal fills in once the browser takes over.
 *
 * Data: components ask TanStack Query for what they need. A render records those queries in the cache without
 * running them (queries never run during a server render), so the page is rendered, the recorded queries that
 * are enabled and still pending are fetched through the in-process transport, and the page is rendered again —
 * until nothing new is asked for (a product page asks for its related pieces once the product is known).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter } from 'react-router';
import { App } from './app/App';
import { routes } from './app/routes';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { setShopTimeZone } from './lib/shop-time';
import { setImageBase } from '../domain/images';
import type { CartLine } from './features/cart/guest-cart';

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** TanStack Query's cache after the render, for the browser to start from (hydrate() in main.tsx). */
  state: DehydratedState;
}

export interface RenderOptions {
  /**
   * A guest's bag, read by the server from the bag cookie and checked (docs/decisions/066): /cart and /checkout
   * are then rendered with it instead of their frame.
   */
  guestBag?: CartLine[] | null;
  /** The shop's SHOP_TIME_ZONE: dates render in it, as the browser will show them (lib/shop-time.ts). */
  timeZone?: string;
  /** S3_PUBLIC_URL, or '' when pictures come from the shop (domain/images.ts, docs/decisions/103). */
  imageBase?: string;
}

/** Enough passes for data that depends on data (product → related); a page asking for more is rendered as is. */
const MAX_PASSES = 4;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Renders `url` (path and query string). Null when the router answers with a redirect rather than a page, in
 * which case the server sends the plain app and the browser's router handles it.
 */
export async function renderPage(
  url: URL,
  transport: ApiTransport,
  options: RenderOptions = {},
): Promise<RenderedPage | null> {
  // The transport is module state (components call the API deep inside the tree). One process serves one app,
  // so every render passes the same one; setting it on each render keeps a process that builds a second app
  // (tests) talking to the app that renders now.
  setApiTransport(transport);
  setShopTimeZone(options.timeZone);
  setImageBase(options.imageBase);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });

  // The browser's very tree (App with RouterProvider, not StaticRouterProvider) over the static router: React's
  // useId derives ids from the tree's shape, so only the same tree gives the same ids after hydration.
  const app = (
    <StrictMode>
      <App router={router} queryClient={client} guestBag={options.guestBag ?? null} />
    </StrictMode>
  );

  let html = renderToString(app);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
    if (!waiting.length) break;
    // A failed call leaves its query in error; the page renders what it would show for that, and the browser
    // asks again (errors are not handed over).
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    html = renderToString(app);
  }
  return { html, state: dehydrate(client) };
}
