import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/App';
import { markAppLive } from './components/use-hydrated';
import { router } from './app/browser-router';
import { queryClient } from './app/query-client';

/**
 * Starts the app (loaded by main.tsx). Storefront pages arrive server-rendered (docs/decisions/065): their markup
 * is in #root and the data it was rendered from in #aurelia-state. The browser starts from that data, waits for
 * the page's own chunk (routes are lazy) and hydrates the markup; any other page is rendered here from scratch.
 */
const container = document.getElementById('root')!;
const stateScript = document.getElementById('aurelia-state');
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);

if (stateScript?.textContent && container.firstElementChild) {
  try {
    hydrate(queryClient, JSON.parse(stateScript.textContent));
  } catch {
    // Unreadable data: the components fetch it again.
  }
  void routerReady().then(() => {
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
  // Nothing to hydrate: components need not wait for it.
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
