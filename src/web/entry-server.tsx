/**
 * The server's way into the web app: the first HTML of a storefront page, rendered from the same routes and
 * components the browser runs, with the data their loaders ensured (docs/decisions/112).
 *
 * Built by Vite as an SSR bundle (dist/ssr/entry-server.js) and loaded by src/server/plugins/page-render.ts. The
 * page is rendered as a guest sees it (with the bag the server read from the bag cookie for /cart or /checkout),
 * or for the signed-in shopper whose session cookie the server accepted: the API calls of the render then carry
 * that cookie (page-render.ts), and their name, bag and wishlist are on the first response (decision 122).
 *
 * One pass: React Router's static handler runs the matched routes' loaders (they ensure the page's TanStack
 * queries in this request's own QueryClient and return them dehydrated), then the page is rendered once over a
 * static router. The router's hydration data (loader data) goes to the browser, which starts its router from it
 * (boot.tsx) and its query cache from the loaders' dehydrated state (app/browser-router.ts, app/route-data.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, type RouteObject } from 'react-router';
import { App } from './app/App';
import { LAYOUT_ROUTE_ID, routes } from './app/routes';
import { childServerLoaders, layoutLoader } from './app/server-loaders';
import { setRenderedSession, type SessionUser } from './lib/session';
import type { ServerLoadContext } from './app/route-data';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { setShopTimeZone } from './lib/shop-time';
import { setImageBase } from '#domain/images';
import type { CartLine } from './features/cart/cart-line';

/** React Router's hydration data, as createBrowserRouter's `hydrationData` takes it. */
export interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: null;
}

export type RenderedPage =
  /** The markup that goes inside <div id="root"> and the router's hydration data. */
  | { html: string; hydrationData: RouterHydrationData }
  /** A loader answered with redirect(): the server sends it as it is. */
  | { redirect: { status: number; location: string } };

export interface RenderOptions {
  /**
   * A guest's bag, read by the server from the bag cookie and checked (docs/decisions/112 "The guest bag's cookie copy"): /cart and /checkout
   * are then rendered with it ([] when there is no cookie: an empty bag) instead of their frame.
   */
  guestBag?: CartLine[] | null;
  /**
   * The shopper whose session cookie the server accepted (docs/decisions/122): the page is rendered for them, the
   * transport carrying their cookie. Null or absent: as a guest sees it.
   */
  user?: SessionUser | null;
  /** The shop's SHOP_TIME_ZONE: dates render in it, as the browser will show them (lib/shop-time.ts). */
  timeZone?: string;
  /** S3_PUBLIC_URL, or '' when pictures come from the shop (domain/images.ts, docs/decisions/103). */
  imageBase?: string;
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** The shop's routes with the loaders only the server runs (app/server-loaders.ts). */
const serverRoutes = routes.map((route): RouteObject => {
  if (route.id !== LAYOUT_ROUTE_ID || route.index) return route;
  const children = route.children?.map((child): RouteObject => {
    const loader = child.path ? childServerLoaders[child.path] : undefined;
    return loader && !child.index ? { ...child, loader } : child;
  });
  return { ...route, loader: layoutLoader, children };
});

/**
 * Renders `url` (path and query string). Null when the page is left to the browser: a loader failed, or the
 * router answered with something other than a page or a redirect.
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
  const queryClient = new QueryClient({
    // retryOnMount: a "not found" the loader got is rendered as such, not as a query about to be asked again.
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const user = options.user ?? null;
  const requestContext: ServerLoadContext = { queryClient, guestBag: options.guestBag ?? null, user };
  const handler = createStaticHandler(serverRoutes);
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return REDIRECT.has(context.status) && location
      ? { redirect: { status: context.status, location } }
      : null;
  }
  // A loader that threw (its errors are not handed over): the browser renders the page and asks again.
  if (context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  // The browser's very tree (App with RouterProvider, not StaticRouterProvider) over the static router: React's
  // useId derives ids from the tree's shape, and StaticRouterProvider adds a sibling (its hydration <script>)
  // that the browser's RouterProvider does not have; the hydration data goes into the page as JSON instead
  // (plugins/web.ts), which the content security policy allows where an inline script would not run.
  // renderToString is synchronous: no other request's render can run between setting who this page is for and
  // putting it back.
  setRenderedSession(user);
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <App router={router} queryClient={queryClient} guestBag={options.guestBag ?? null} />
      </StrictMode>,
    );
  } finally {
    setRenderedSession(null);
  }
  return {
    html,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
}
