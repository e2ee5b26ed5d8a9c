import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { routes } from './routes';
import { queryClient } from './query-client';
import type { QueryData } from './route-data';

/** The id of the JSON script a server-rendered page carries React Router's hydration data in (plugins/web.ts). */
export const HYDRATION_DATA_ID = 'router-data';

/**
 * The browser's router over every route of the shop (app/routes.tsx). For a server-rendered page
 * (docs/decisions/112) it starts from the router's hydration data: the matched routes' lazy modules are loaded
 * first (as React Router asks for lazy routes with hydration data), so their loaders are not run again and the
 * page hydrates with exactly the data it was rendered from.
 */
export async function createAppRouter(hydrationData: HydrationState | undefined) {
  if (hydrationData) {
    const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazy.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * The hydration data of a server-rendered page, or undefined; the loaders' queries in it are put into the app's
 * query cache (app/route-data.tsx). A finished page is kept on the server until the
 * catalogue changes (every change clears it, in every process), so its data is current when sent, however long
 * ago it was rendered: the queries it hands over are marked as fetched now, or the browser would ask the API
 * again at once for what it has just been given.
 */
export function readHydrationData(now: number): HydrationState | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as HydrationState;
    for (const value of Object.values(data.loaderData ?? {})) {
      const state = (value as QueryData | null)?.queries;
      if (!state) continue;
      // 0: never fetched (nothing to vouch for).
      for (const query of state.queries) if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt = now;
      hydrate(queryClient, state);
    }
    return data;
  } catch {
    // Unreadable: the page is rendered afresh and its loaders fetch again.
    return undefined;
  }
}
