import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/App';
import { markAppLive } from './components/use-hydrated';
import { router } from './app/browser-router';
import { queryClient } from './app/query-client';
import { asJustFetched } from './app/handed-over-state';
import { guestCart, type CartLine } from './features/cart/guest-cart';
import { replayTaps, takeEarlyTaps } from './before-hydration';
import './lib/image-base';

/**
 * Starts the app (loaded by main.tsx). Storefront pages arrive server-rendered (docs/decisions/065): their markup
 * is in #root and the data it was rendered from in #aurelia-state. The browser starts from that data, waits for
 * the page's own chunk (routes are lazy) and hydrates the markup; any other page is rendered here from scratch.
 */
const container = document.getElementById('root')!;
const stateScript = document.getElementById('aurelia-state');
const serverRendered = !!stateScript?.textContent && !!container.firstElementChild;

/** The data the page was rendered from, and the guest bag it was rendered with (docs/decisions/066). */
let guestBag: CartLine[] | null = null;
if (serverRendered) {
  try {
    const state = JSON.parse(stateScript!.textContent!) as DehydratedState & { guestBag?: unknown };
    hydrate(queryClient, asJustFetched(state, Date.now()));
    if (Array.isArray(state.guestBag)) {
      guestBag = state.guestBag as CartLine[];
      guestCart.adoptServerLines(guestBag);
    }
  } catch {
    // Unreadable data: the components fetch it again.
  }
}

const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} guestBag={guestBag} />
  </StrictMode>
);

if (serverRendered) {
  void routerReady().then(() => {
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
  });
} else {
  // Nothing to hydrate: components need not wait for it, and there was nothing to tap before.
  takeEarlyTaps();
  markAppLive();
  startTransition(() => createRoot(container).render(app));
}

/** Resolves once the router has loaded the lazy route modules of the first page. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
