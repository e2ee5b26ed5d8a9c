/**
 * One shop time zone (docs/decisions/085-one-shop-time-zone.md): the server's SHOP_TIME_ZONE is named in every
 * page it serves (the web app shows dates in it), dates the order e-mails and groups the dashboard's days.
 * Two apps: the default (Asia/Kolkata) and one with another zone.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { createProduct } from '#tests/helpers/catalog-fixtures';
import { addToCart, completeSandbox, createCheckout } from '#tests/helpers/buying';
import { insertOrder } from '../admin/helpers';
import { DashboardStatsReply } from '#domain/schemas/admin-dashboard';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { formatShopDate, shopDate } from '#domain/shop-time';
import { VIEWING_MESSAGES, addDays, viewingRequestBody } from '#domain/schemas/appointments';
import { orders } from '#server/db/schema';

/**
 * A zone whose date differs from India's right now, so an order placed during the test is dated differently
 * by the two apps at any hour: 8½ hours ahead of India from 15:30 India time, 17½ hours behind before it.
 */
function zoneOnAnotherDay(now = new Date()): string {
  const india = shopDate(now, 'Asia/Kolkata');
  return shopDate(now, 'Pacific/Kiritimati') !== india ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
}

interface Shop {
  t: TestApp;
  mail: CapturedMail;
  zone: string;
}

describe('SHOP_TIME_ZONE', () => {
  let webRoot: string;
  let india: Shop;
  let other: Shop;
  const open = async (zone?: string): Promise<Shop> => {
    const mail = captureMail();
    const t = await createTestApp({
      env: zone ? { SHOP_TIME_ZONE: zone } : {},
      build: { webRoot, mailer: mail },
    });
    return { t, mail, zone: t.config.shopTimeZone };
  };
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'aurelia-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<html><head><!--app-head--></head><body></body></html>',
    );
    india = await open();
    other = await open(zoneOnAnotherDay());
  });
  afterAll(async () => {
    await india?.t.close();
    await other?.t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('is named in every page the server sends', async () => {
    expect(india.zone).toBe('Asia/Kolkata');
    for (const url of ['/', '/login', '/track-order', '/no-such-page']) {
      const res = await india.t.app.inject({ url });
      expect(res.body).toContain('<meta name="shop-time-zone" content="Asia/Kolkata">');
    }
    const res = await other.t.app.inject({ url: '/login' });
    expect(res.body).toContain(`<meta name="shop-time-zone" content="${other.zone}">`);
  });

  it("dates the order e-mails in the shop's zone", async () => {
    for (const shop of [india, other]) {
      const { app, config } = shop.t;
      const product = await createProduct(app, { title: 'Midnight Ring', variants: [{ stock: 5 }] });
      const user = await createUser(app);
      await addToCart(app, user, { productId: product.id, variantId: product.variants[0]!.id });
      const checkout = CreateCheckoutReply.parse((await createCheckout(app, user)).json());
      expect((await completeSandbox(app, user, checkout.id)).statusCode).toBe(200);

      const confirmation = await shop.mail.waitFor(user.email, /is confirmed/);
      const notification = await shop.mail.waitFor(config.mail.shopEmail, /New order/);
      const [order] = await app.db
        .select({ createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.stripeSessionId, checkout.id));
      const createdAt = order!.createdAt;
      const day = formatShopDate(createdAt, shop.zone, 'long')!;
      // The test is only worth something when the other zone's day is not India's.
      if (shop === other) expect(day).not.toBe(formatShopDate(createdAt, 'Asia/Kolkata', 'long'));
      for (const m of [confirmation, notification]) {
        expect(m.text).toContain(`· ${day}`);
        expect(m.html).toContain(`· ${day}`);
      }
    }
  });

  it("groups the dashboard's days in the shop's zone", async () => {
    // 00:30 in India is the evening before in New York: the same order counts on different days.
    const ny = await open('America/New_York');
    try {
      const today = shopDate(new Date(), 'Asia/Kolkata');
      const late = new Date(`${today}T00:30:00+05:30`);
      for (const shop of [india, ny]) {
        const admin = await createUser(shop.t.app, { role: 'admin' });
        const dashboard = async () => {
          const res = await shop.t.app.inject({ url: '/api/admin/dashboard', headers: admin.headers });
          expect(res.statusCode, res.body).toBe(200);
          return DashboardStatsReply.parse(res.json()).data;
        };
        const before = await dashboard();
        const line = { name: 'Ring', image: '/uploads/demo/a.webp', pricePaise: 4_200_00, quantity: 1 };
        await insertOrder(
          { t: shop.t, app: shop.t.app, admin, shopper: admin },
          { createdAt: late, lines: [line] },
        );
        const after = await dashboard();
        expect(after.timeZone).toBe(shop.zone);
        // The days whose figures the order changed: exactly one, the shop's day of the order.
        const changed = after.sales
          .filter((d) => before.sales.find((b) => b.date === d.date)?.revenue !== d.revenue)
          .map((d) => [d.date, d.revenue - before.sales.find((b) => b.date === d.date)!.revenue]);
        expect(changed).toEqual([[shopDate(late, shop.zone), 4200]]);
      }
      expect(shopDate(late, 'America/New_York')).not.toBe(today);
    } finally {
      await ny.t.close();
    }
  });

  it("checks a viewing's date against the shop's today", async () => {
    // A date the two zones judge differently (one's last bookable day is the other's first too far, or one's
    // today is the other's past): the server must give the shop's verdict.
    const now = new Date();
    const verdict = (zone: string, date: string) => {
      const r = viewingRequestBody(zone).safeParse({
        name: 'Isha',
        email: 'isha@example.in',
        date,
        time: '19:30',
      });
      return r.success ? 'ok' : r.error.issues[0]!.message;
    };
    const candidates = [-1, 0, 1, 179, 180, 181, 182].flatMap((d) => [
      addDays(shopDate(now, 'Asia/Kolkata'), d),
      addDays(shopDate(now, other.zone), d),
    ]);
    const date = candidates.find((d) => verdict(other.zone, d) !== verdict('Asia/Kolkata', d))!;
    expect(date).toBeDefined();
    const res = await other.t.app.inject({
      method: 'POST',
      url: '/api/appointments/request-virtual-view',
      payload: { name: 'Isha', email: 'isha@example.in', date, time: '19:30' },
    });
    const expected = verdict(other.zone, date);
    if (expected === 'ok') expect(res.statusCode, res.body).toBe(201);
    else {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(expected);
      expect(Object.values(VIEWING_MESSAGES)).toContain(expected);
    }
  });
});
