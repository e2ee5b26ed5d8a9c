/**
 * Dates and numbers as the back office shows them: en-GB dates (21 Nov 2026) in the shop's time zone whatever the
 * browser's (lib/shop-time.ts, docs/decisions/085-one-shop-time-zone.md), Indian digit grouping.
 */
import { formatCalendarDay } from '#domain/shop-time';
import { shopDay, shopDayTime } from '#web/lib/shop-time';

const count = new Intl.NumberFormat('en-IN');

/** 21 Nov 2026 */
export function formatDate(value: string | Date | null | undefined): string {
  return shopDay(value, '—');
}

/** 21 Nov 2026, 14:05 */
export function formatDateTime(value: string | Date | null | undefined): string {
  return shopDayTime(value, '—');
}

/**
 * A calendar day given as YYYY-MM-DD (appointments, the dashboard's days): read as that day, not as a moment, so
 * it never shows as the day before in a western time zone.
 */
export function formatDay(day: string, style: 'long' | 'short' = 'long'): string {
  return formatCalendarDay(day, style === 'short' ? 'dayMonth' : 'day');
}

/** 1,25,000 */
export function formatCount(n: number): string {
  return count.format(n);
}
