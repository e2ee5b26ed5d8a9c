/**
 * Whether the cart drawer is open, and — when an Add to Bag opened it — the piece just added (the "added"
 * moment, docs/decisions/110). The header's cart icon opens it plainly; a successful add opens it with the piece.
 * The element that opened it (or the one the caller names) gets focus back when it closes (Radix would look for a
 * Dialog.Trigger, which would pull the dialog into the first download).
 */
import { createOpener, createStore, useStore } from '#web/lib/store';

/** What the drawer shows of the piece just added (all in the add's own terms: no server round trip). */
export interface AddedPiece {
  name: string;
  slug: string;
  image: string;
  material: string;
  purity: string;
  /** '' for a piece without sizes. */
  size: string;
  quantity: number;
  /** Rupees per piece, after discount. */
  price: number;
  /** A sentence the shopper should read with it (the server capped the quantity at the stock). */
  note?: string;
}

export interface CartDrawerState {
  open: boolean;
  added: AddedPiece | null;
}

const CLOSED: CartDrawerState = { open: false, added: null };
const drawer = createStore<CartDrawerState>(CLOSED, () => CLOSED);
const opener = createOpener();

export function openCartDrawer(
  options: { added?: AddedPiece | null; returnFocusTo?: HTMLElement | null } = {},
): void {
  // The first opener is kept when the drawer is already open (a second add while it shows the first).
  if (!drawer.get().open) opener.remember(options.returnFocusTo);
  drawer.set({ open: true, added: options.added ?? null });
}

export function closeCartDrawer(): void {
  // The piece stays while the drawer slides out (its content must not jump during the animation).
  drawer.set((state) => (state.open ? { open: false, added: state.added } : state));
}

export const restoreFocusAfterCartDrawer = (): void => opener.restoreFocus();

export function useCartDrawer(): CartDrawerState {
  return useStore(drawer);
}

export function useCartDrawerOpen(): boolean {
  return useCartDrawer().open;
}
