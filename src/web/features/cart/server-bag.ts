/**
 * The guest bag a server-rendered page was rendered with (docs/decisions/112 "The guest bag's cookie copy"): the
 * lines the server read from the bag cookie for /cart and /checkout, or null when it rendered without knowing the
 * bag (every other page, and a bag page without the cookie). The browser provides the same lines while it
 * hydrates that markup, so both render the same bag; from then on the bag comes from storage as always.
 */
import { createContext, useContext } from 'react';
import { useHydrated } from '#web/components/use-hydrated';
import { useSession } from '#web/lib/session';
import type { CartLine } from './cart-line';

export const ServerBagContext = createContext<CartLine[] | null>(null);

/** Lines the page's server markup shows, or null when the server did not know the bag. */
export function useServerBag(): CartLine[] | null {
  return useContext(ServerBagContext);
}

/**
 * Whether the page may show the bag: a signed-in shopper's is the server's (the cart query says when it is
 * loaded; a page rendered for them carries it, decision 122); a guest's once the browser has taken over, or from
 * the first HTML when the server rendered it with the bag ([] for an empty one). Otherwise the bag and checkout
 * show their frame, never "empty" (decision 112 "The guest bag's cookie copy").
 */
export function useBagKnown(): boolean {
  const hydrated = useHydrated();
  const serverBag = useServerBag();
  const { user } = useSession();
  return hydrated || serverBag !== null || user !== null;
}
