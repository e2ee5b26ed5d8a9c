/**
 * Route data on React Router's own data APIs with TanStack Query as the store (docs/decisions/112).
 *
 * A route's loader ensures the queries its page reads, with the very options the page's hooks use
 * (features/<name>/api/queries.ts), and returns what it ensured, dehydrated — the TanStack way for React Router
 * loaders. On a server-rendered page's first load the browser's cache starts from that loader data, handed over
 * in the router's hydration data: the browser hydrates it into the app's cache before the page hydrates
 * (`readHydrationData` in app/browser-router.ts: what a HydrationBoundary does on first render, without its
 * weight on the first load's JavaScript), so the components' hooks find their data without asking the API.
 *
 * - On the server (entry-server.tsx) every loader shares the request's own QueryClient, given as React Router's
 *   request context, and waits for its data: the page renders once, complete.
 * - In the browser the loader starts what is missing in the app's cache and does not wait for it: a navigation
 *   shows the next page at once, with its loading states, as before; data already cached is used as is.
 */
import {
  dehydrate,
  hashKey,
  type DehydratedState,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { queryClient as browserClient } from './query-client';
import { ApiError } from '../lib/api-client';
import type { SessionUser } from '../lib/session';

/** What a loader returns: its queries, dehydrated (server) or nothing (browser: the cache already has them). */
export interface QueryData {
  queries?: DehydratedState;
}

/** React Router's request context on the server (entry-server.tsx); nothing in the browser. */
export interface ServerLoadContext {
  queryClient: QueryClient;
  /**
   * A guest's bag read from its cookie for /cart and /checkout (docs/decisions/112 "The guest bag's cookie copy"): its lines, [] when there is
   * no cookie (an empty bag), or null when the server does not know it (a bag too big to copy, another page).
   */
  guestBag: unknown[] | null;
  /** The shopper whose session cookie the server accepted, or null for a guest (docs/decisions/122). */
  user: SessionUser | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- options of any query's data and key
type AnyQueryOptions = UseQueryOptions<any, any, any, any>;

/** The loader's query cache: the request's on the server, the app's own in the browser. */
export function loaderClient(context: unknown): QueryClient {
  return (context as Partial<ServerLoadContext> | undefined)?.queryClient ?? browserClient;
}

/**
 * Ensures `options` in the loader's cache. Server: waits and returns them dehydrated (errors are not handed
 * over: the browser asks again). Browser: starts what is missing or stale and returns at once.
 */
export async function ensureQueries(context: unknown, options: AnyQueryOptions[]): Promise<QueryData> {
  if (!import.meta.env.SSR) {
    // Fresh data is not fetched again (prefetchQuery honours the query's staleTime).
    for (const o of options) void browserClient.prefetchQuery(o);
    return {};
  }
  const client = loaderClient(context);
  const wanted = options.filter((o) => o.enabled !== false);
  await Promise.all(wanted.map((o) => client.prefetchQuery(o)));
  const hashes = new Set(wanted.map((o) => hashKey(o.queryKey)));
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) =>
      hashes.has(q.queryHash) && (q.state.status === 'success' || isNotFound(q.state.error)),
  });
  // A 404 is the page's answer (the piece or listing does not exist), rendered as such and handed over with it, so
  // the browser shows the same "not found" instead of its skeleton first; an Error's message does not survive
  // JSON, so it goes as a plain object that readHydrationData (browser-router.ts) turns back into an ApiError.
  for (const q of state.queries)
    if (q.state.status === 'error') q.state.error = plainApiError(q.state.error as ApiError) as never;
  return { queries: state };
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** An ApiError as JSON can carry it (see `revivedApiError`). */
export const plainApiError = (e: ApiError) => ({ name: 'ApiError', message: e.message, status: e.status });

/** The ApiError a server-rendered page handed over as a plain object, or the value as it was. */
export function revivedApiError(value: unknown): unknown {
  const e = value as { name?: unknown; message?: unknown; status?: unknown } | null;
  return e && e.name === 'ApiError' && typeof e.message === 'string' && typeof e.status === 'number'
    ? new ApiError(e.message, e.status)
    : value;
}

/** Merges the dehydrated states of several ensureQueries calls (a loader whose data depends on data). */
export function mergeQueryData(...parts: QueryData[]): QueryData {
  const queries = parts.flatMap((p) => p.queries?.queries ?? []);
  return queries.length ? { queries: { mutations: [], queries } } : {};
}
