/** Browser storage keys of storefront.md §3. Everything the web app keeps in localStorage goes through here. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  guestCart: 'guestCart',
  guestWishlist: 'guestWishlist',
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
