/**
 * One shop time zone (docs/decisions/085-one-shop-time-zone.md): a moment near midnight UTC is the shop's day,
 * whatever zone the reader (or the server process) is in. 2026-11-23T18:55Z is 24 Nov 00:25 in India and
 * 23 Nov 13:55 in New York.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SHOP_TIME_ZONE,
  formatCalendarDay,
  formatShopDate,
  shopDate,
  shopTime,
} from '#domain/shop-time';
import { formatViewingDate } from '#domain/schemas/appointments';
import { loadConfig } from '#server/config';
import { orderHeading, type OrderMailData } from '#server/lib/mail/templates/order-details';

const LATE = '2026-11-23T18:55:00.000Z';

describe('domain: dates in a given zone', () => {
  it('writes the moment as the shop’s day, not the UTC one', () => {
    expect(DEFAULT_SHOP_TIME_ZONE).toBe('Asia/Kolkata');
    expect(formatShopDate(LATE, 'Asia/Kolkata', 'day')).toBe('24 Nov 2026');
    expect(formatShopDate(LATE, 'Asia/Kolkata', 'dayTime')).toBe('24 Nov 2026, 00:25');
    expect(formatShopDate(new Date(LATE), 'Asia/Kolkata', 'long')).toBe('24 November 2026');
    expect(formatShopDate('2026-11-30T18:31:00Z', 'Asia/Kolkata', 'monthYear')).toBe('December 2026');
    expect(shopDate(new Date(LATE), 'Asia/Kolkata')).toBe('2026-11-24');
    expect(shopTime(new Date(LATE), 'Asia/Kolkata')).toBe('00:25');
  });

  it('another zone gives its own day', () => {
    expect(formatShopDate(LATE, 'America/New_York', 'day')).toBe('23 Nov 2026');
    expect(formatShopDate(LATE, 'America/New_York', 'dayTime')).toBe('23 Nov 2026, 13:55');
    expect(shopDate(new Date(LATE), 'America/New_York')).toBe('2026-11-23');
  });

  it('an unreadable date is null; a calendar day stays that day', () => {
    expect(formatShopDate('not a date', 'Asia/Kolkata', 'day')).toBeNull();
    expect(formatCalendarDay('2026-11-24', 'day')).toBe('24 Nov 2026');
    expect(formatCalendarDay('2026-11-24', 'dayMonth')).toBe('24 Nov');
    expect(formatCalendarDay('2026-11-24', 'long')).toBe('24 November 2026');
    expect(formatCalendarDay('2026-11-24', 'weekday')).toBe('Tuesday, 24 November 2026');
    expect(formatViewingDate('2026-03-14')).toBe('Saturday, 14 March 2026');
    expect(formatCalendarDay('24/11/2026', 'day')).toBe('24/11/2026');
  });
});

describe('server: the configured SHOP_TIME_ZONE dates the order e-mails', () => {
  const order = { orderNumber: 1042, createdAt: new Date(LATE) } as OrderMailData;
  it.each([
    [undefined, 'Order #1042 · 24 November 2026'],
    ['America/New_York', 'Order #1042 · 23 November 2026'],
  ])('SHOP_TIME_ZONE=%s', (zone, heading) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ...(zone ? { SHOP_TIME_ZONE: zone } : {}),
    });
    expect(orderHeading(order, config.shopTimeZone)).toBe(heading);
  });
});

describe('web: the zone the page names, read once', () => {
  let meta: string | null;
  let lookups = 0;
  beforeEach(() => {
    vi.resetModules();
    lookups = 0;
    vi.stubGlobal('document', {
      querySelector: (selector: string) => {
        lookups++;
        return selector === 'meta[name="shop-time-zone"]' && meta !== null
          ? { getAttribute: (name: string) => (name === 'content' ? meta : null) }
          : null;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const load = async () => ({
    zone: await import('#web/lib/shop-time'),
    admin: await import('#web/features/admin/lib/format'),
    orders: await import('#web/features/orders/order-text'),
  });

  it('shows the admin and the order history in India time by default', async () => {
    meta = 'Asia/Kolkata';
    const { zone, admin, orders } = await load();
    expect(admin.formatDate(LATE)).toBe('24 Nov 2026');
    expect(admin.formatDateTime(LATE)).toBe('24 Nov 2026, 00:25');
    expect(orders.formatOrderDate(LATE)).toBe('24 November 2026');
    expect(zone.shopMonthYear('2026-11-30T18:31:00Z', '')).toBe('December 2026');
    expect(zone.shopTimeZone()).toBe('Asia/Kolkata');
    expect(lookups).toBe(1);
  });

  it('follows the zone the server named', async () => {
    meta = 'America/New_York';
    const { admin, orders } = await load();
    expect(admin.formatDate(LATE)).toBe('23 Nov 2026');
    expect(admin.formatDateTime(LATE)).toBe('23 Nov 2026, 13:55');
    expect(orders.formatOrderDate(LATE)).toBe('23 November 2026');
  });

  it('falls back to the default without a tag, or with a zone it does not know', async () => {
    meta = null;
    expect((await load()).zone.shopTimeZone()).toBe('Asia/Kolkata');
    vi.resetModules();
    meta = 'Mars/Olympus_Mons';
    const { zone, admin } = await load();
    expect(zone.shopTimeZone()).toBe('Asia/Kolkata');
    expect(admin.formatDate('')).toBe('—');
    expect(admin.formatDay('2026-11-24', 'short')).toBe('24 Nov');
  });

  it('a server render takes the zone it is given', async () => {
    vi.unstubAllGlobals();
    const { zone } = await load();
    zone.setShopTimeZone('America/New_York');
    expect(zone.shopDay(LATE, '')).toBe('23 Nov 2026');
    zone.setShopTimeZone(undefined);
    expect(zone.shopDay(LATE, '')).toBe('24 Nov 2026');
  });
});
