import { startTransition, useEffect, useState } from 'react';

let appLive = false;

/** Called by the app once it has hydrated or rendered the page (App's first effect). */
export function markAppLive(): void {
  appLive = true;
}

/**
 * False while the server renders a page and while the browser hydrates that markup; true from then on (and at
 * once for components mounted later). Pages whose content lives in this browser — the bag, checkout — show their
 * frame until then instead of guessing (docs/decisions/112). The switch is a transition, so the page the browser
 * then renders is rendered in slices, between which the shopper's input is handled.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appLive);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
