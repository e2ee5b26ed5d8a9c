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

export function readJson<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working for this page view.
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

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

export function readSessionJson<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the form simply starts empty next time.
  }
}

export function removeSessionKey(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // ignore
  }
}
