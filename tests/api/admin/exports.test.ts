/**
 * The admin's CSV exports (docs/api/admin.md "Exports", docs/decisions/101): orders by the shop's days and status,
 * safe to open in a spreadsheet; products in the bulk template's format, checked by a round trip — the demo
 * catalogue is exported, wiped, imported through POST /api/product/bulk-add and exported again, byte for byte.
 */
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { ORDER_EXPORT_HEADER } from '#domain/schemas/admin-export';
import { CSV_HEADER } from '#domain/schemas/admin-csv';
import { orders } from '#server/db/schema';
import { queryRows } from '#server/db/client';
import { cellText } from '#server/modules/admin/export/csv-stream';
import { orderExportRows } from '#server/modules/admin/export/orders-csv';
import { productExportRows } from '#server/modules/admin/export/products-csv';
import { call, insertOrder, multipart, setupAdminTest, type AdminTestContext } from './helpers';

const at = (date: string, time: string) => new Date(`${date}T${time}+05:30`);
const rows = (body: string) => parse(body, { bom: true, columns: true }) as Array<Record<string, string>>;

describe('admin CSV exports', () => {
  let ctx: AdminTestContext;
  const numbers: Record<string, number> = {};

  const ordersCsv = async (query = '') => {
    const res = await call(ctx.app, ctx.admin, 'GET', `/api/admin/export/orders.csv${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const productsCsv = async () => {
    const res = await call(ctx.app, ctx.admin, 'GET', '/api/admin/export/products.csv');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    ctx = await setupAdminTest({ seed: true });
    // Around India's midnight between 1 and 2 November 2026.
    const a = await insertOrder(ctx, {
      createdAt: at('2026-11-01', '23:50:00'),
      lines: [
        {
          name: 'Lotus Ring',
          image: '/uploads/demo/a.webp',
          pricePaise: 25_000_00,
          quantity: 1,
          sku: 'LOT-1',
        },
        {
          name: 'Petal Studs',
          image: '/uploads/demo/b.webp',
          pricePaise: 5_150_00,
          quantity: 2,
          sku: 'PET-2',
        },
      ],
    });
    const b = await insertOrder(ctx, {
      createdAt: at('2026-11-02', '00:10:00'),
      status: 'Cancelled',
      customerName: '=HYPERLINK("http://evil.example","Click")',
      customerEmail: '@attacker@example.com',
    });
    const c = await insertOrder(ctx, { createdAt: at('2026-11-03', '12:00:00'), status: 'Shipped' });
    const d = await insertOrder(ctx, { createdAt: at('2026-10-31', '23:59:00') });
    Object.assign(numbers, { a: a.orderNumber, b: b.orderNumber, c: c.orderNumber, d: d.orderNumber });
    // A: a ₹1,030 discount code (total ₹34,270) and ₹5,000 refunded.
    await ctx.app.db
      .update(orders)
      .set({
        totalPaise: 34_270_00,
        discountCode: 'DIWALI',
        discountPaise: 1_030_00,
        refundedPaise: 5_000_00,
      })
      .where(eq(orders.id, a.id));
    // B: cancelled, refunded in full, with a reason and a city that starts like a formula.
    await ctx.app.db
      .update(orders)
      .set({
        refundedPaise: b.total,
        cancelReason: '-1+1 customer changed mind',
        cancelledAt: at('2026-11-02', '09:15:00'),
        shippingAddress: sql`jsonb_set(${orders.shippingAddress}, '{city}', '"+Mumbai"')`,
      })
      .where(eq(orders.id, b.id));
    await ctx.app.db
      .update(orders)
      .set({
        carrier: 'Blue Dart',
        trackingNumber: '12345678901',
        shippedAt: at('2026-11-04', '18:30:00'),
      })
      .where(eq(orders.id, c.id));
  });
  afterAll(async () => ctx?.t.close());

  describe('GET /api/admin/export/orders.csv', () => {
    it('401 without a token, 403 for a shopper', async () => {
      for (const url of ['/api/admin/export/orders.csv', '/api/admin/export/products.csv']) {
        const anonymous = await call(ctx.app, null, 'GET', url);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toMatchObject({ success: false });
        const shopper = await call(ctx.app, ctx.shopper, 'GET', url);
        expect(shopper.statusCode).toBe(403);
        expect(shopper.json()).toMatchObject({ success: false });
      }
    });

    it('one row per order, oldest first, as a UTF-8 download with a BOM and CRLF', async () => {
      const res = await ordersCsv();
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="aurelia-orders.csv"');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.startsWith('\uFEFForder_number,placed_at,status,')).toBe(true);
      expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${ORDER_EXPORT_HEADER.join(',')}`);
      const list = rows(res.body);
      expect(list.map((r) => Number(r.order_number))).toEqual([numbers.a, numbers.b, numbers.c, numbers.d]);
    });

    it('amounts in rupees: subtotal, discount, total, GST on the discounted value, refunded and net', async () => {
      const a = rows((await ordersCsv()).body).find((r) => Number(r.order_number) === numbers.a)!;
      expect(a).toMatchObject({
        placed_at: '2026-11-01 23:50', // India's time, not the server's
        status: 'Placed',
        customer_name: 'Asha Menon',
        customer_email: 'asha@example.com',
        phone: '9876543210',
        city: 'Bengaluru',
        state: 'Karnataka',
        pin_code: '560001',
        items: 'Lotus Ring (LOT-1) × 1; Petal Studs (PET-2) × 2',
        pieces: '3',
        subtotal: '35300',
        discount_code: 'DIWALI',
        discount: '1030',
        total: '34270',
        // 34,270 ÷ 1.03 = 33,271.84…; GST 998.16
        taxable_value: '33271.84',
        gst: '998.16',
        refunded: '5000',
        net: '29270',
        shipped_at: '',
      });
      const c = rows((await ordersCsv()).body).find((r) => Number(r.order_number) === numbers.c)!;
      expect(c).toMatchObject({
        status: 'Shipped',
        carrier: 'Blue Dart',
        tracking_number: '12345678901',
        shipped_at: '2026-11-04 18:30',
        discount_code: '',
        discount: '0',
      });
    });

    it('from and to are the shop’s days, both included; status filters', async () => {
      const orderNumbers = async (query: string) =>
        rows((await ordersCsv(query)).body).map((r) => Number(r.order_number));
      // 23:50 on 1 Nov in India is 18:20 UTC: it is 1 November's; 00:10 on 2 Nov is 1 Nov in UTC but 2 Nov here.
      expect(await orderNumbers('?from=2026-11-01&to=2026-11-01')).toEqual([numbers.a]);
      expect(await orderNumbers('?from=2026-11-02&to=2026-11-03')).toEqual([numbers.b, numbers.c]);
      expect(await orderNumbers('?from=2026-11-02')).toEqual([numbers.b, numbers.c]);
      expect(await orderNumbers('?to=2026-10-31')).toEqual([numbers.d]);
      expect(await orderNumbers('?status=Cancelled')).toEqual([numbers.b]);
      expect(await orderNumbers('?from=2026-11-01&to=2026-11-30&status=Placed')).toEqual([numbers.a]);
      expect(await orderNumbers('?from=&to=&status=')).toHaveLength(4);
      expect(await orderNumbers('?from=2026-12-01')).toEqual([]);
      const named = await ordersCsv('?from=2026-11-01&to=2026-11-30&status=Shipped');
      expect(named.headers['content-disposition']).toBe(
        'attachment; filename="aurelia-orders-from-2026-11-01-to-2026-11-30-shipped.csv"',
      );
    });

    it('a header row alone when nothing matches', async () => {
      const res = await ordersCsv('?from=2030-01-01');
      expect(res.body).toBe(`\uFEFF${ORDER_EXPORT_HEADER.join(',')}\r\n`);
    });

    it('cells a spreadsheet would run as formulas start with an apostrophe', async () => {
      const res = await ordersCsv('?status=Cancelled');
      const [b] = rows(res.body);
      expect(b).toMatchObject({
        customer_name: `'=HYPERLINK("http://evil.example","Click")`,
        customer_email: `'@attacker@example.com`,
        city: `'+Mumbai`,
        cancel_reason: `'-1+1 customer changed mind`,
        cancelled_at: '2026-11-02 09:15',
        refunded: '1000',
        net: '0',
      });
      // Numbers stay numbers: a negative amount is never written by this export, and amounts are not text.
      expect(b!.total).toBe('1000');
    });

    it('reads in batches without losing or repeating a row at the edges', async () => {
      const all: string[][] = [];
      for await (const row of orderExportRows(ctx.app.db, 'Asia/Kolkata', {}, 1)) all.push(row.map(cellText));
      expect(all.map((r) => Number(r[0]))).toEqual([numbers.a, numbers.b, numbers.c, numbers.d]);
      expect(all).toEqual(rows((await ordersCsv()).body).map((r) => Object.values(r)));
    });

    it('refuses bad filters with the API error shape, naming the field', async () => {
      const cases: Array<[string, string]> = [
        ['?from=2026-02-30', 'from must be a date written YYYY-MM-DD.'],
        ['?from=1%2F11%2F2026', 'from must be a date written YYYY-MM-DD.'],
        ['?to=yesterday', 'to must be a date written YYYY-MM-DD.'],
        ['?from=2026-11-05&to=2026-11-01', 'from must be on or before to.'],
        ['?status=Lost', 'status must be one of Placed, Processing, Shipped, Delivered, Cancelled.'],
      ];
      for (const [query, message] of cases) {
        const res = await call(ctx.app, ctx.admin, 'GET', `/api/admin/export/orders.csv${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toMatchObject({ success: false, message });
      }
    });
  });

  describe('GET /api/admin/export/products.csv', () => {
    /** The tests run without drawing the demo pictures: a stand-in file for each so the import finds them. */
    const standInImages = async () => {
      const urls = await queryRows<{ url: string }>(
        ctx.app.db,
        sql`select main_image_url as url from products where main_image_url is not null
            union select url from variant_images`,
      );
      for (const { url } of urls) {
        const [, , folder, file] = url.split('/');
        const dir = path.join(ctx.app.images.root, folder!);
        mkdirSync(dir, { recursive: true });
        if (!existsSync(path.join(dir, file!))) writeFileSync(path.join(dir, file!), 'stand-in');
      }
      return urls.length;
    };

    it('the bulk template’s columns, one row per variant, product columns on a product’s first row', async () => {
      const body = await productsCsv();
      expect(body.split('\r\n')[0]).toBe(`\uFEFF${CSV_HEADER.join(',')}`);
      const list = rows(body);
      const [{ n: variantCount } = { n: -1 }] = await queryRows<{ n: number }>(
        ctx.app.db,
        sql`select count(*)::int as n from variants`,
      );
      expect(list).toHaveLength(variantCount);
      const handles = new Set(list.map((r) => r.handle));
      const [{ n: productCount } = { n: -1 }] = await queryRows<{ n: number }>(
        ctx.app.db,
        sql`select count(*)::int as n from products`,
      );
      expect(handles.size).toBe(productCount);
      for (const handle of handles) {
        const group = list.filter((r) => r.handle === handle);
        expect(group[0]!.title, handle).not.toBe('');
        for (const later of group.slice(1)) expect(later.title, handle).toBe('');
      }
      // The demo prices some pieces from the metal rates; those rows say so, with their recipe.
      expect(list.some((r) => r.pricing_mode === 'rate' && Number(r.weight_grams) > 0)).toBe(true);
    });

    it('reads in batches without losing or repeating a product at the edges', async () => {
      const small: string[][] = [];
      for await (const row of productExportRows(ctx.app.db, 7)) small.push(row.map(cellText));
      const full = rows(await productsCsv()).map((r) => Object.values(r));
      expect(small.length).toBeGreaterThan(7 * 3);
      expect(small).toEqual(full);
    });

    it('round trip: export, wipe the catalogue, import the file, export again — the same bytes', async () => {
      expect(await standInImages()).toBeGreaterThan(0);
      // Cells that need quoting, and a title an admin typed with a leading "=": written as typed (no apostrophe).
      await ctx.app.db.execute(
        sql`update products set title = ${'=Lotus "Bloom", Ring'},
                                description = ${'Line one,\nline "two" — ₹ and ā'}
            where id = (select id from products order by created_at desc, id desc limit 1)`,
      );
      const first = await productsCsv();
      expect(first).toContain('"=Lotus ""Bloom"", Ring","Line one,\nline ""two"" — ₹ and ā"');
      const before = await queryRows<{ slug: string; title: string; skus: string; price: string }>(
        ctx.app.db,
        sql`select p.slug, p.title, string_agg(v.sku, ',' order by v.position) as skus,
                   sum(v.price_paise)::text as price
            from products p join variants v on v.product_id = p.id group by p.id order by p.slug`,
      );

      await ctx.app.db.execute(sql`delete from product_slug_history`);
      await ctx.app.db.execute(sql`delete from products`);
      expect(rows(await productsCsv())).toEqual([]);

      const res = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/product/bulk-add',
        multipart(
          {},
          { productCsv: { data: Buffer.from(first, 'utf8'), name: 'export.csv', type: 'text/csv' } },
        ),
      );
      expect(res.statusCode, res.body.slice(0, 2000)).toBe(201);
      expect(res.json().warnings).toEqual([]);
      expect(res.json().ignoredColumns).toEqual([]);

      const second = await productsCsv();
      expect(second).toBe(first);
      const after = await queryRows<{ slug: string; title: string; skus: string; price: string }>(
        ctx.app.db,
        sql`select p.slug, p.title, string_agg(v.sku, ',' order by v.position) as skus,
                   sum(v.price_paise)::text as price
            from products p join variants v on v.product_id = p.id group by p.id order by p.slug`,
      );
      expect(after).toEqual(before);
    });
  });
});
