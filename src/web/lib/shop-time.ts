/**
 * The shop's time zone in the web app, and the dates written in it (docs/decisions/085-one-shop-time-zone.md).
 * The server names its SHOP_TIME_ZONE in every page it sends (`<meta name="shop-time-zone">`,
 * plugins/web.ts); this module reads it once. A server render has no document: the server hands the zone in
 * (entry-server.tsx). Without either — a page the server did not fill (the Vite dev server), or a zone this
 * browser does not know — the shop's default.
 */
import { DEFAULT_SHOP_TIME_ZONE, formatShopDate, isTimeZone, type ShopDateStyle } from '#domain/shop-time';

export const SHOP_TIME_ZONE_META = 'shop-time-zone';

let zone: string | null = null;

function fromPage(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${SHOP_TIME_ZONE_META}"]`)?.getAttribute('content') ?? null;
}

/** The zone every date is shown in. */
export function shopTimeZone(): string {
  if (zone) return zone;
  const named = fromPage();
  const chosen = named && isTimeZone(named) ? named : DEFAULT_SHOP_TIME_ZONE;
  // A server render (no document) asks again on its next render: the server sets it per render.
  if (typeof document !== 'undefined') zone = chosen;
  return chosen;
}

/** The server render's zone (the server's SHOP_TIME_ZONE), set before each render. */
export function setShopTimeZone(value: string | undefined): void {
  zone = value && isTimeZone(value) ? value : null;
}

const shown = (style: ShopDateStyle) => (value: string | Date | null | undefined, empty: string) =>
  (value && formatShopDate(value, shopTimeZone(), style)) || empty;

/** '24 Nov 2026' */
export const shopDay = shown('day');
/** '24 Nov 2026, 00:25' */
export const shopDayTime = shown('dayTime');
/** '24 November 2026' */
export const shopLongDate = shown('long');
/** 'November 2026' */
export const shopMonthYear = shown('monthYear');
