/**
 * The guest bag's copy in a cookie (docs/decisions/112 "The guest bag's cookie copy").
 *
 * A guest's bag lives in browser storage (`guestCart`, docs/shop/storefront.md §3), which the server never sees.
 * The web app mirrors it into this cookie, sent only to the bag's own pages (/cart and /checkout), so the server
 * can render those pages with the bag in them instead of an empty frame. The cookie is a copy for display: the
 * storage stays the source, and what the server renders from the cookie is what the browser hydrates from.
 *
 * No zod here: the storefront's first load writes the cookie (decision 112 "zod off the first load"). The server
 * checks what it reads with `GuestBagCookieLines` (schemas/cart.ts).
 */

export const GUEST_BAG_COOKIE = 'aurelia_bag';

/** The pages that render a guest's bag; the cookie is scoped to each (one cookie per path, same value). */
export const GUEST_BAG_PAGES = ['/cart', '/checkout'] as const;

/**
 * Longest value written. Browsers keep at least 4096 bytes per cookie (name, value and attributes); a bag that
 * does not fit (a dozen pieces or more) is not mirrored (the cookie says only `GUEST_BAG_TOO_BIG`), and its pages
 * show their frame until the app runs.
 */
export const GUEST_BAG_COOKIE_MAX_VALUE = 3800;

/** Kept as long as the storage is (re-written on every change and on every start of the app). */
export const GUEST_BAG_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/**
 * JSON, percent-encoded where a cookie value may not hold the character (RFC 6265 cookie-octet: no space, `"`,
 * `,`, `;` or `\`), and literal elsewhere: `{}[]:/` are most of a bag's punctuation and stay one byte each.
 */
const KEEP_LITERAL = /%(3A|7B|7D|5B|5D|2F|40|3C|3E|3F|3D|26|2B|23|24)/g;

/** The cookie value for these lines, or null when they do not fit (or there are none). */
export function encodeGuestBag(lines: readonly unknown[]): string | null {
  if (!lines.length) return null;
  const value = encodeURIComponent(JSON.stringify(lines)).replace(KEEP_LITERAL, (m) => decodeURIComponent(m));
  return value.length <= GUEST_BAG_COOKIE_MAX_VALUE ? value : null;
}

/**
 * The value written when the bag has lines that do not fit: the server then knows the bag is not empty (so
 * /checkout is not sent back to /cart) without knowing its lines. No cookie at all means an empty bag.
 */
export const GUEST_BAG_TOO_BIG = 'more';

/** The cookie value for a bag: its lines, the too-big marker, or null (no cookie) for an empty bag. */
export function guestBagCookieValue(lines: readonly unknown[]): string | null {
  if (!lines.length) return null;
  return encodeGuestBag(lines) ?? GUEST_BAG_TOO_BIG;
}

/** Whether the Cookie header carries the bag cookie at all (readable or not). */
export function hasGuestBagCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && cookieHeader.split(';').some((p) => p.trim().startsWith(`${GUEST_BAG_COOKIE}=`));
}

/** Whether the Cookie header says the guest's bag has more lines than its cookie could hold. */
export function guestBagTooBig(cookieHeader: string | undefined): boolean {
  return (
    !!cookieHeader &&
    cookieHeader.split(';').some((p) => p.trim() === `${GUEST_BAG_COOKIE}=${GUEST_BAG_TOO_BIG}`)
  );
}

/**
 * The parsed JSON of the bag cookie in a Cookie header, or undefined when there is none or it is unreadable.
 * Not checked: the caller validates the shape (it came from the client).
 */
export function decodeGuestBag(cookieHeader: string | undefined): unknown {
  if (!cookieHeader || cookieHeader.length > 16_384) return undefined;
  const prefix = `${GUEST_BAG_COOKIE}=`;
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(prefix)) continue;
    const value = pair.slice(prefix.length);
    if (!value || value.length > GUEST_BAG_COOKIE_MAX_VALUE) return undefined;
    try {
      return JSON.parse(decodeURIComponent(value));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
