import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { markAppLive } from './components/use-hydrated';
import { createAppRouter, readHydrationData } from './app/browser-router';
import { queryClient } from './app/query-client';
import { LAYOUT_ROUTE_ID, type LayoutData } from './app/routes';
import type { CartLine } from './features/cart/cart-line';
import { guestCart } from './features/cart/guest-cart';
import { replayTaps, takeEarlyTaps } from './before-hydration';
import { session, setRenderedSession } from './lib/session';
import './lib/image-base';

/**
 * Starts the app (loaded by main.tsx). Storefront pages arrive server-rendered (docs/decisions/112): their markup
 * is in #root and React Router's hydration data — the loaders' data, TanStack Query's dehydrated state among it —
 * in #router-data. The query cache and the router start from that data (once the page's own chunk is loaded:
 * routes are lazy), and React hydrates the markup; any other page is rendered here from scratch.
 */
const container = document.getElementById('root')!;
const hydrationData = container.firstElementChild ? readHydrationData(Date.now()) : undefined;
const serverRendered = !!hydrationData;

/**
 * The guest bag the page was rendered with (docs/decisions/112 "The guest bag's cookie copy"), handed over as the
 * layout's loader data.
 */
let guestBag: CartLine[] | null = null;
const layout = hydrationData?.loaderData?.[LAYOUT_ROUTE_ID] as LayoutData | undefined;
if (layout?.guestBag) {
  guestBag = layout.guestBag as CartLine[];
  guestCart.adoptServerLines(guestBag);
}
// A page rendered for a signed-in shopper (docs/decisions/122): the server, which has just accepted their session
// cookie, says who they are; the browser's record follows it, and hydration starts from the same user.
if (layout?.session?.user) {
  session.setUser(layout.session.user);
  setRenderedSession(layout.session.user);
}

void createAppRouter(hydrationData).then((router) => {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} guestBag={guestBag} />
    </StrictMode>
  );
  if (serverRendered) {
    // Buttons pressed while the app was loading are pressed again once the page is live.
    replayTaps(takeEarlyTaps());
    // A transition lets React hydrate in slices and yield to the shopper's input in between. Where what the
    // browser knows differs from the guest view the server rendered (a bag, a signed-in name), React renders
    // the difference afresh; that is expected, so it is not reported as an error.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => {
          // Read by the browser tests: a guest's page should hydrate without this.
          document.documentElement.dataset.hydration = 'recovered';
          if (import.meta.env.DEV)
            console.warn('Rendered afresh where the server guessed differently:', error);
        },
      });
    });
  } else {
    // Nothing to hydrate: components need not wait for it, and there was nothing to tap before.
    takeEarlyTaps();
    markAppLive();
    startTransition(() => createRoot(container).render(app));
  }
});
