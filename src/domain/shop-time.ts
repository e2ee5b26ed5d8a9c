/**
 * Dates in the shop's time zone (docs/decisions/085-one-shop-time-zone.md). Every date the shop shows or
 * mails is a day in one zone — SHOP_TIME_ZONE on the server, which the web learns from the page — never the
 * reader's: an order placed at 00:25 in India has that Indian day in the admin, the history and the e-mail.
 *
 * The zone is passed in; this module only knows the default. Pure and zod-free (the storefront uses it).
 */

/** The zone when SHOP_TIME_ZONE is not set: the shop is in India. */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Kolkata';

/** How a moment is written: `day` 24 Nov 2026, `dayTime` 24 Nov 2026, 00:25, `long` 24 November 2026,
 * `monthYear` November 2026. */
export type ShopDateStyle = 'day' | 'dayTime' | 'long' | 'monthYear';

const STYLES: Record<ShopDateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  dayTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
};

// Building an Intl.DateTimeFormat costs far more than using one; a shop has one zone, so this stays tiny.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, key: string, options: Intl.DateTimeFormatOptions, locale = 'en-GB') {
  const id = `${locale}|${zone}|${key}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(id, f);
  }
  return f;
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A moment (ISO text or Date) in the shop's zone, en-GB; null when it is not a readable date. */
export function formatShopDate(value: string | Date, zone: string, style: ShopDateStyle): string | null {
  const d = toDate(value);
  return d ? formatter(zone, style, STYLES[style]).format(d) : null;
}

/** `YYYY-MM-DD` of a moment in the shop's zone. */
export function shopDate(at: Date, zone: string = DEFAULT_SHOP_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return formatter(zone, 'iso', { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(at);
}

/** `HH:MM` (24 h) of a moment in the shop's zone. */
export function shopTime(at: Date, zone: string = DEFAULT_SHOP_TIME_ZONE): string {
  return formatter(zone, 'time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/**
 * A calendar day written `YYYY-MM-DD` (a viewing's date, a dashboard day): `day` 24 Nov 2026, `dayMonth`
 * 24 Nov, `long` 24 November 2026, `weekday` Tuesday, 24 November 2026. A day has no zone: read and written
 * in UTC, it is never the day before. Anything else is returned as it came.
 */
export function formatCalendarDay(day: string, style: 'day' | 'dayMonth' | 'long' | 'weekday'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const d = toDate(`${day}T00:00:00Z`);
  if (!d) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'dayMonth'
      ? { day: 'numeric', month: 'short' }
      : style === 'weekday'
        ? { weekday: 'long', ...STYLES.long }
        : STYLES[style];
  return formatter('UTC', `calendar-${style}`, options).format(d);
}
