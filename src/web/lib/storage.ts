/**
 * Browser storage keys of docs/shop/storefront.md §3. Everything the web app keeps in localStorage goes through
 * here.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  guestCart: 'guestCart',
  guestWishlist: 'guestWishlist',
  /** The pieces this browser viewed, newest first (catalog/lib/recently-viewed.ts). */
  recentlyViewed: 'recentlyViewed',
} as const;

/**
 * JSON under keys of one storage area. Storage that is full or disabled (private mode, blocked cookies) reads as
 * empty and ignores writes: the app keeps working for this page view.
 */
function jsonStorage(area: () => Storage) {
  return {
    read<T>(key: string): T | undefined {
      try {
        const raw = area().getItem(key);
        return raw == null ? undefined : (JSON.parse(raw) as T);
      } catch {
        return undefined;
      }
    },
    write(key: string, value: unknown): void {
      try {
        area().setItem(key, JSON.stringify(value));
      } catch {
        // Full or disabled: see above.
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        // Disabled: nothing was kept.
      }
    },
  };
}

const local = jsonStorage(() => localStorage);
export const readJson = local.read;
export const writeJson = local.write;
export const removeKey = local.remove;

/**
 * Keys kept in sessionStorage: they live only as long as the tab. `checkoutAddress` is the shipping address the
 * shopper last entered at checkout, so that 'Try Again' after a cancelled or declined payment (which comes back
 * from the payment page as a new page load) does not make them type it again. Scoped to the signed-in user.
 */
export const SESSION_KEYS = {
  checkoutAddress: 'checkoutAddress',
  /** The e-mail a guest chose to check out with (checkout/guest-checkout.ts; docs/decisions/108). */
  guestCheckoutEmail: 'guestCheckoutEmail',
} as const;

const session = jsonStorage(() => sessionStorage);
/** A form simply starts empty next time when sessionStorage is full or disabled. */
export const readSessionJson = session.read;
export const writeSessionJson = session.write;
export const removeSessionKey = session.remove;
