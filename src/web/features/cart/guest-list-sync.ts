/**
 * A guest list's part in signing in and out, the same for the bag and the wishlist (docs/shop/storefront.md §4,
 * docs/decisions/110 and 124):
 * - after every sign-in in this tab the guest list is merged into the shopper's server list and then deleted
 *   (the merge itself is a chunk loaded on demand); a page load that finds a guest list beside a session (a merge
 *   that failed last time) tries again;
 * - a sign-in in another tab reaches this tab through the session's storage event: that tab merges, and when the
 *   guest list leaves storage here the server list is read again, so this tab shows the merged list (it never
 *   merges the same list a second time);
 * - after a sign-out, here or in another tab, the server list leaves the query cache, so the next shopper on this
 *   browser never sees it.
 */
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '#web/app/query-client';
import { session } from '#web/lib/session';
import type { Store } from '#web/lib/store';
import { onSignedIn } from '../auth/session-events';

export interface GuestList {
  /** For the console when a merge fails ('guest cart'). */
  name: string;
  hasItems: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** Every query of the server list (all users). */
  serverKey: QueryKey;
  /** Loads the merge chunk and merges; answers whether it went through. */
  merge: (userId: string) => Promise<boolean>;
  /** Raised synchronously while a merge runs (the cart's hook then shows the guest lines and holds its fetch). */
  merging?: Store<boolean>;
}

export function guestListSync(list: GuestList) {
  let inFlight: Promise<void> | null = null;

  /** Merges the guest list now (one merge at a time; a second call joins the running one). */
  function mergeNow(userId: string): Promise<void> {
    if (!list.hasItems()) return Promise.resolve();
    if (inFlight) return inFlight;
    list.merging?.set(true);
    inFlight = list
      .merge(userId)
      .catch((err: unknown) => {
        console.error(`${list.name} merge failed`, err);
        return false;
      })
      .then((merged) => {
        inFlight = null;
        list.merging?.set(false);
        // Added while the merge ran (the screens were still in guest mode): merged too. Only after a success, so a
        // failing server is not asked again and again.
        if (merged && list.hasItems() && session.user()?._id === userId) return mergeNow(userId);
      });
    return inFlight;
  }

  let registered = false;
  function register(): void {
    if (registered || typeof window === 'undefined') return;
    registered = true;
    onSignedIn((user) => mergeNow(user._id));
    let userId = session.user()?._id;
    session.subscribe(() => {
      const next = session.user()?._id;
      if (userId && next !== userId) queryClient.removeQueries({ queryKey: list.serverKey });
      userId = next;
    });
    list.subscribe(() => {
      if (session.signedIn() && !inFlight) void queryClient.invalidateQueries({ queryKey: list.serverKey });
    });
    const user = session.user();
    if (user && list.hasItems()) void mergeNow(user._id);
  }

  return { mergeNow, register };
}
