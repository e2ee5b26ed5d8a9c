import { useEffect, useLayoutEffect, type ComponentProps } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/Toaster';
import { markAppLive } from '../components/use-hydrated';
import { ServerBagContext } from '../features/cart/server-bag';
import type { CartLine } from '../features/cart/cart-line';

type Router = ComponentProps<typeof RouterProvider>['router'];

/**
 * The whole app around a router and a query cache: the browser's (boot.tsx) or, for a server-rendered page, the
 * static router and the render's own cache (entry-server.tsx). Both sides render this same tree, so React's
 * useId gives the same ids on the server and after hydration (labels, aria-controls). `guestBag` is the bag a
 * server-rendered /cart or /checkout was rendered with (docs/decisions/112 "The guest bag's cookie copy"), given
 * on both sides.
 */
export function App({
  router,
  queryClient,
  guestBag = null,
}: {
  router: Router;
  queryClient: QueryClient;
  guestBag?: CartLine[] | null;
}) {
  // The page is live (hydrated or rendered): the browser tests and anyone debugging can tell by <html data-app>.
  // Marked in the commit itself (a layout effect), so no tap falls between React handling presses and the page
  // saying so: before-hydration.ts replays a held Add to Cart only while the page is not live.
  useCommitEffect(() => {
    markAppLive();
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ServerBagContext.Provider value={guestBag}>
        <RouterProvider router={router} />
        <Toaster />
      </ServerBagContext.Provider>
    </QueryClientProvider>
  );
}

/** A layout effect in the browser; the server runs neither, and this keeps React from remarking on it. */
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
