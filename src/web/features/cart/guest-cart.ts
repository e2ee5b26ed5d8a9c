/**
 * The guest cart, kept in browser storage under `guestCart` (docs/shop/storefront.md §3–§4), with its cookie copy
 * for the bag pages (bag-cookie.ts). Adding the same product and variant (and size) again increases its quantity;
 * a quantity below 1 removes the line.
 */
import { sameSize } from '#domain/sizes';
import { useStore } from '#web/lib/store';
import { createStoredList } from '#web/lib/stored-list';
import { STORAGE_KEYS } from '#web/lib/storage';
import { writeBagCookie } from './bag-cookie';
import type { CartLine } from './cart-line';
import { useServerBag } from './server-bag';

function isReadableLine(l: CartLine | null | undefined): l is CartLine {
  return (
    !!l &&
    typeof l === 'object' &&
    typeof l.productId === 'string' &&
    typeof l.variantId === 'string' &&
    Number.isInteger(l.quantity) &&
    l.quantity >= 1 &&
    !!l.variantDetails &&
    typeof l.variantDetails === 'object' &&
    typeof l.variantDetails.price === 'number'
  );
}

const store = createStoredList<CartLine>(STORAGE_KEYS.guestCart, isReadableLine, writeBagCookie);
const lines = store.get;
const save = store.save;

/** One line per (variant, size), sizes compared by the domain's rule as the server cart does (src/domain/sizes.ts). */
const sameLine = (a: CartLine, variantId: string, size: string | undefined) =>
  a.variantId === variantId && sameSize(a.variantDetails.selectedSize ?? '', size ?? '');

export const guestCart = {
  lines,
  add(line: CartLine) {
    const existing = lines().find((l) => sameLine(l, line.variantId, line.variantDetails.selectedSize));
    if (existing) {
      save(lines().map((l) => (l === existing ? { ...l, quantity: l.quantity + line.quantity } : l)));
    } else save([...lines(), line]);
  },
  setQuantity(variantId: string, size: string | undefined, quantity: number) {
    if (quantity < 1) return guestCart.remove(variantId, size);
    save(lines().map((l) => (sameLine(l, variantId, size) ? { ...l, quantity } : l)));
  },
  remove(variantId: string, size?: string) {
    save(lines().filter((l) => !sameLine(l, variantId, size)));
  },
  /** Drops the given lines (those a merge has moved to the server cart), keeping any added meanwhile. */
  removeLines(done: readonly CartLine[]) {
    save(lines().filter((l) => !done.some((d) => sameLine(l, d.variantId, d.variantDetails.selectedSize))));
  },
  clear() {
    save([]);
  },
  /**
   * Takes the lines a server-rendered page was rendered with as the bag itself when they are what storage
   * holds, so the first render after hydration finds nothing changed (docs/decisions/112 "The guest bag's cookie
   * copy"); lines only the server's copy holds join the bag.
   */
  adoptServerLines(serverLines: CartLine[]) {
    if (JSON.stringify(serverLines) === JSON.stringify(lines())) {
      store.set(serverLines);
      return;
    }
    // The cookie copy follows storage on every change, so it holds a line storage lacks (or more of one) only
    // when the server itself added it: Add to Cart posted before this browser ran the app, or without
    // JavaScript (POST /cart/add, docs/decisions/115). Those are taken in, not overwritten.
    let merged = lines();
    for (const server of serverLines.filter(isReadableLine)) {
      const size = server.variantDetails.selectedSize;
      const mine = merged.find((l) => sameLine(l, server.variantId, size));
      if (!mine) merged = [...merged, server];
      else if (server.quantity > mine.quantity)
        merged = merged.map((l) => (l === mine ? { ...l, quantity: server.quantity } : l));
    }
    if (merged !== lines()) save(merged);
  },
  subscribe: store.subscribe,
};

// The cookie copy follows storage: a bag kept before the copy existed, or changed where cookies were off.
if (typeof window !== 'undefined') writeBagCookie(lines());

/**
 * The server renders pages with an empty bag, or /cart and /checkout with the bag from its cookie; hydration
 * starts from the same, then the stored lines. An empty bag is the very same array, and a bag the server knew is
 * adopted (adoptServerLines), so hydrating a guest's page re-renders nothing.
 */
export function useGuestCart(): CartLine[] {
  const serverLines = useServerBag();
  return useStore(store, () => serverLines ?? store.serverSnapshot());
}
