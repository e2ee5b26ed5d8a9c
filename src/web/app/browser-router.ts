import { createBrowserRouter, type HydrationState } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { routes } from './routes';
import { queryClient } from './query-client';
import { revivedApiError, type QueryData } from './route-data';

/** The id of the JSON script a server-rendered page carries React Router's hydration data in (plugins/web.ts). */
export const HYDRATION_DATA_ID = 'router-data';

/**
 * The browser's router over every route of the shop (app/routes.tsx), resolved once it is ready to render. For a
 * server-rendered page (docs/decisions/112) it starts from the router's hydration data and is ready once the
 * matched routes' lazy modules are loaded (React Router runs their loaders then: in the browser they only start
 * what the cache lacks, and `readHydrationData` has already put the page's data there).
 */
export async function createAppRouter(hydrationData: HydrationState | undefined) {
  const router = createBrowserRouter(routes, { hydrationData });
  if (!router.state.initialized)
    await new Promise((resolve) => router.subscribe((state) => state.initialized && resolve(0)));
  return router;
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
      // Only fetched queries are handed over (route-data.tsx), so each has a time to move; a "not found" comes
      // as a plain object and becomes the ApiError the page checks for again.
      for (const query of state.queries) {
        query.state.dataUpdatedAt = now;
        if (query.state.status === 'error') {
          query.state.error = revivedApiError(query.state.error) as never;
          query.state.errorUpdatedAt = now;
          // Shown as the server rendered it: not asked again as the page mounts (which would show the
          // skeleton first); a navigation back to it later asks again.
          queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
        }
      }
      hydrate(queryClient, state);
    }
    return data;
  } catch {
    // Unreadable: the page is rendered afresh and its loaders fetch again.
    return undefined;
  }
}
