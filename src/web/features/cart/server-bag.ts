/**
 * The guest bag a server-rendered page was rendered with (docs/decisions/066): the lines the server read from
 * the bag cookie for /cart and /checkout, or null when it rendered without knowing the bag (every other page,
 * and a bag page without the cookie). The browser provides the same lines while it hydrates that markup, so
 * both render the same bag; from then on the bag comes from storage as always.
 */
import { createContext, useContext } from 'react';
import { useHydrated } from '../../components/use-hydrated';
import type { CartLine } from './cart-line';

export const ServerBagContext = createContext<CartLine[] | null>(null);

/** Lines the page's server markup shows, or null when the server did not know the bag. */
export function useServerBag(): CartLine[] | null {
  return useContext(ServerBagContext);
}

/**
 * Whether the page may show the guest bag: once the browser has taken over, or from the first HTML when the
 * server rendered it with the bag. Otherwise the bag and checkout show their frame, never "empty" (065, 066).
 */
export function useBagKnown(): boolean {
  const hydrated = useHydrated();
  const serverBag = useServerBag();
  return hydrated || serverBag !== null;
}
