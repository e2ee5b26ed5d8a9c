/**
 * Whether the shop's metal rates are today's (docs/decisions/096-metal-rates-screens.md). A jeweller sets the
 * day's rates each morning: rates last set on an earlier calendar day in the shop's time zone
 * (docs/decisions/085-one-shop-time-zone.md) are out of date, even if fewer than 24 hours have passed — at
 * 09:00 in Mumbai, rates set at 18:00 yesterday are yesterday's rates. Pure, so it is tested without a clock.
 */
import { shopDate } from '#domain/shop-time';

export type RateFreshness =
  /** No rate has been set yet. */
  | { state: 'never' }
  /** Last set today, in the shop's zone. */
  | { state: 'today'; lastSetAt: Date }
  /** Last set on an earlier day: `days` calendar days ago (1 = yesterday). */
  | { state: 'stale'; lastSetAt: Date; days: number };

/** The latest `updatedAt` among the rates (when the rates were last set), or null when none is readable. */
export function lastSetAt(
  rates: ReadonlyArray<{ updatedAt: string | Date | null | undefined }>,
): Date | null {
  let latest: Date | null = null;
  for (const { updatedAt } of rates) {
    if (!updatedAt) continue;
    const at = updatedAt instanceof Date ? updatedAt : new Date(updatedAt);
    if (Number.isNaN(at.getTime())) continue;
    if (!latest || at > latest) latest = at;
  }
  return latest;
}

const dayNumber = (isoDay: string) =>
  Date.UTC(+isoDay.slice(0, 4), +isoDay.slice(5, 7) - 1, +isoDay.slice(8, 10));

/** How old the rates last set at `setAt` are at `now`, counted in the shop's calendar days. */
export function rateFreshness(setAt: Date | null, now: Date, zone: string): RateFreshness {
  if (!setAt) return { state: 'never' };
  const days = Math.round((dayNumber(shopDate(now, zone)) - dayNumber(shopDate(setAt, zone))) / 86_400_000);
  // A clock behind the server's (a moment "after" now) is today, not a day in the future.
  return days >= 1 ? { state: 'stale', lastSetAt: setAt, days } : { state: 'today', lastSetAt: setAt };
}

/** 'yesterday', '3 days ago' */
export function daysAgo(days: number): string {
  return days === 1 ? 'yesterday' : `${days} days ago`;
}
