/**
 * Whether the guest cart is being merged into the server cart right now. While it is, the cart hook keeps
 * showing the guest lines (so the badge does not flicker to 0) and holds back its own fetch of the server cart.
 */
import { createStore, useStore } from '#web/lib/store';

export const mergeState = createStore(false, () => false);

export function useMerging(): boolean {
  return useStore(mergeState);
}
