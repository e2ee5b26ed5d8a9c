/**
 * A CSV may carry any number of columns the import does not know: the reply names the first CSV_IGNORED_SHOWN,
 * each cut to CSV_IGNORED_NAME_MAX characters, and counts the rest — 50,000 of them make a small reply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkAddReply, CSV_IGNORED_NAME_MAX, CSV_IGNORED_SHOWN } from '#domain/schemas/admin-csv';
import { call, multipart, setupAdminTest, type AdminTestContext } from './helpers';

describe('admin bulk CSV: unknown columns', () => {
  let ctx: AdminTestContext;
  beforeAll(async () => {
    ctx = await setupAdminTest({ seed: true });
  });
  afterAll(async () => ctx?.t.close());

  it('names a few unknown columns, cut short, and counts the rest', async () => {
    const template = (await call(ctx.app, ctx.admin, 'GET', '/api/product/bulk-template')).body;
    const [header, ...rows] = template.split(/\r?\n/);
    const extra = Array.from(
      { length: 50_000 },
      (_, i) => `Supplier note ${i} ${'z'.repeat(i === 0 ? 200 : 0)}`,
    );
    const text = [`${header},${extra.join(',')}`, ...rows].join('\n');
    expect(text.length).toBeGreaterThan(800_000);

    const data = Buffer.from(text, 'utf8');
    const res = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/product/bulk-add',
      multipart({}, { productCsv: { data, name: 'products.csv', type: 'text/csv' } }),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.body.length).toBeLessThan(4 * 1024);
    const body = BulkAddReply.parse(res.json());
    expect(body.created.products).toBe(2);
    expect(body.ignoredColumns).toHaveLength(CSV_IGNORED_SHOWN);
    expect(body.moreIgnoredColumns).toBe(50_000 - CSV_IGNORED_SHOWN);
    expect(body.ignoredColumns[0]).toBe(`Supplier note 0 ${'z'.repeat(CSV_IGNORED_NAME_MAX - 17)}…`);
    expect([...body.ignoredColumns[0]!]).toHaveLength(CSV_IGNORED_NAME_MAX);
    expect(body.ignoredColumns[1]).toBe('Supplier note 1');
  });
});
