/**
 * The bulk CSV's pricing and certificate columns (docs/api/admin.md "Bulk CSV", docs/decisions/092): the template
 * carries them and imports unchanged — rate-linked when the shop has the rate, typed prices when it has none — an
 * old file without them imports as fixed, and a rate-linked row is priced by the product form's rule or refused
 * with its line when its rate is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { BulkAddFailure, BulkAddReply, CSV_HEADER } from '#domain/schemas/admin-csv';
import { ProductReply } from '#domain/schemas/catalog';
import { addCategory, call, multipart, png, setupAdminTest, type AdminTestContext } from '../admin/helpers';

const q = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (rows: string[][]) => rows.map((r) => r.map(q).join(',')).join('\n') + '\n';

describe('bulk CSV with rate-linked pricing', () => {
  let ctx: AdminTestContext;
  const upload = (text: string) =>
    call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/product/bulk-add',
      multipart({}, { productCsv: { data: Buffer.from(text), name: 'p.csv', type: 'text/csv' } }),
    );
  const product = async (slug: string) =>
    ProductReply.parse((await call(ctx.app, null, 'GET', `/api/product/get-product/${slug}`)).json()).product;
  const template = async () => (await call(ctx.app, ctx.admin, 'GET', '/api/product/bulk-template')).body;

  beforeAll(async () => {
    ctx = await setupAdminTest();
    await addCategory(ctx, 'Rings', await png('#aa8844'));
  });
  afterAll(async () => ctx?.t.close());

  it('has the new columns in its template, and without an 18KT rate the examples are fixed and import unchanged', async () => {
    expect(CSV_HEADER).toEqual(
      expect.arrayContaining([
        'pricing_mode',
        'making_charge_type',
        'making_charge_value',
        'stone_value',
        'certificate_lab',
        'certificate_number',
        'certificate_url',
      ]),
    );
    const rows = parse(await template(), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => r.pricing_mode)).toEqual(['fixed', 'fixed', 'fixed']);
    const res = await upload(await template());
    expect(res.statusCode, res.body).toBe(201);
    const solitaire = await product('example-solitaire-ring');
    expect(solitaire.variants[0]).toMatchObject({
      price: 45999,
      pricing: { mode: 'fixed' },
      priceBreakup: null,
    });
    expect(solitaire.certificate).toEqual({ lab: 'IGI', number: 'LG612345678', url: null });
    await call(ctx.app, ctx.admin, 'DELETE', `/api/product/delete-product/${solitaire._id}`);
    await call(
      ctx.app,
      ctx.admin,
      'DELETE',
      `/api/product/delete-product/${(await product('example-sterling-band'))._id}`,
    );
  });

  it('with an 18KT rate, the template’s solitaire is rate-linked, and it imports unchanged at that rate', async () => {
    const set = await call(ctx.app, ctx.admin, 'PUT', '/api/admin/rates', {
      rates: [{ metal: 'gold', purity: '18KT', ratePerGram: 9640 }],
    });
    expect(set.statusCode).toBe(200);
    const text = await template();
    const rows = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => [r.pricing_mode, r.price, r.making_charge_type])).toEqual([
      ['rate', '', 'percent'],
      ['rate', '', 'per_gram'],
      ['fixed', '3499.5', ''],
    ]);
    const res = await upload(text);
    expect(res.statusCode, res.body).toBe(201);
    expect(BulkAddReply.parse(res.json()).created).toEqual({ products: 2, variants: 3 });
    const solitaire = await product('example-solitaire-ring');
    // 3.2 g × ₹9,640 = ₹30,848 + 14% = ₹4,318.72 + diamond ₹18,000 = ₹53,166.72 + 3% = ₹54,761.72 → ₹54,762.
    expect(solitaire.variants[0]).toMatchObject({
      price: 54762,
      weight: 3.2,
      pricing: { mode: 'rate', makingCharge: { type: 'percent', value: 14 }, stoneValue: 18000 },
      discount: { type: 'percentage', value: 10 },
    });
    // ₹1,450 a gram: 3.2 g → ₹4,640: ₹53,488 + 3% = ₹55,092.64 → ₹55,093.
    expect(solitaire.variants[1]).toMatchObject({
      price: 55093,
      pricing: { makingCharge: { type: 'per_gram', value: 1450 } },
    });
    expect((await product('example-sterling-band')).variants[0]).toMatchObject({
      price: 3499.5,
      pricing: { mode: 'fixed' },
    });
  });

  it('imports an old file without the new columns as fixed, as it always did', async () => {
    const old = ['handle', 'title', 'category', 'material', 'purity', 'sku', 'price', 'weight_grams'];
    const res = await upload(
      csv([old, ['old-band', 'Old Band', 'Rings', 'Yellow Gold', '22KT', 'OLD-1', '38000', '4']]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await product('old-band')).variants[0]).toMatchObject({
      price: 38000,
      pricing: { mode: 'fixed' },
    });
  });

  it('refuses a rate-linked row whose rate is missing or that has no weight, naming its line and column', async () => {
    const header = [
      'handle',
      'title',
      'category',
      'material',
      'purity',
      'sku',
      'pricing_mode',
      'weight_grams',
      'making_charge_value',
    ];
    const res = await upload(
      csv([
        header,
        ['rate-22', 'Rate Band 22', 'Rings', 'Yellow Gold', '22KT', 'R22-1', 'rate', '4', '12'],
        ['rate-18', 'Rate Band 18', 'Rings', 'Yellow Gold', '18KT', 'R18-1', 'rate', '', '12'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(400);
    const body = BulkAddFailure.parse(res.json());
    expect(body.rows).toEqual([
      expect.objectContaining({
        line: 2,
        column: 'purity',
        message: 'There is no rate for 22KT gold yet. Set it under Metal rates first.',
      }),
      expect.objectContaining({ line: 3, column: 'weight_grams' }),
    ]);
  });
});
