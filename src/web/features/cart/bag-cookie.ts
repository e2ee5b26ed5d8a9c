/**
 * Writes the guest bag's cookie copy (domain/guest-bag-cookie.ts, docs/decisions/112 "The guest bag's cookie
 * copy"): one cookie per bag page, so it travels with the requests for /cart and /checkout and with no other
 * (images, API calls).
 */
import {
  GUEST_BAG_COOKIE,
  GUEST_BAG_COOKIE_MAX_AGE_S,
  GUEST_BAG_PAGES,
  guestBagCookieValue,
} from '#domain/guest-bag-cookie';

let written: string | null | undefined;

export function writeBagCookie(lines: readonly unknown[]): void {
  if (typeof document === 'undefined') return;
  const value = guestBagCookieValue(lines);
  if (value === written) return;
  written = value;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // No value (an empty bag): the cookie goes, and the server renders the bag empty and sends /checkout to /cart.
  const tail = value
    ? `${value}; Max-Age=${GUEST_BAG_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
    : `; Max-Age=0; SameSite=Lax${secure}`;
  try {
    for (const page of GUEST_BAG_PAGES) document.cookie = `${GUEST_BAG_COOKIE}=${tail}; Path=${page}`;
  } catch {
    // Cookies disabled: the bag pages show their frame until the app runs, as before.
  }
}
