/** Whatever a client sends, the admin API answers with a 4xx and a clear message — never a 500 — and stores nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, call, multipart, png, setupAdminTest, type AdminTestContext } from './helpers';

describe('admin API against hostile input', () => {
  let ctx: AdminTestContext;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await setupAdminTest();
    categoryId = (await addCategory(ctx, 'Rings'))._id;
  });
  afterAll(async () => ctx?.t.close());

  const raw = (url: string, contentType: string, payload: string | Buffer, method: 'POST' | 'PUT' = 'POST') =>
    ctx.app.inject({ method, url, headers: { ...ctx.admin.headers, 'content-type': contentType }, payload });

  it('refuses malformed or cut-off multipart bodies with 400', async () => {
    for (const body of [
      'garbage',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
    ]) {
      const res = await raw('/api/category/add-category', 'multipart/form-data; boundary=x', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The form could not be read. Please send it again.');
    }
  });

  it.each([
    ['product as an array', [1, 2]],
    ['product as a number', 42],
    ['variants as text', { title: 'x', categoryId: 'CAT', variants: 'lots' }],
    ['a variant as text', { title: 'x', categoryId: 'CAT', variants: ['ring'] }],
    [
      'price as an object',
      {
        title: 'x',
        categoryId: 'CAT',
        variants: [{ metalColor: 'Silver', purity: '925 Sterling', sku: 'A', totalPrice: { $gt: 0 } }],
      },
    ],
    ['a huge title', { title: 'x'.repeat(5000), categoryId: 'CAT', variants: [] }],
    ['tags as an object', { title: 'x', categoryId: 'CAT', tags: { a: 1 }, variants: [] }],
    ['a category id that is no id', { title: 'x', categoryId: "1' or '1'='1", variants: [] }],
    [
      'seventeen variants',
      {
        title: 'x',
        categoryId: 'CAT',
        variants: Array.from({ length: 17 }, (_, i) => ({
          metalColor: 'Silver',
          purity: '925 Sterling',
          sku: `S${i}`,
          totalPrice: 1,
        })),
      },
    ],
    [
      'a price beyond any jewel',
      {
        title: 'x',
        categoryId: 'CAT',
        variants: [{ metalColor: 'Silver', purity: '925 Sterling', sku: 'BIG', totalPrice: 1e12 }],
      },
    ],
    [
      'an image URL outside the shop',
      {
        title: 'x',
        categoryId: 'CAT',
        mainImage: '/etc/passwd',
        variants: [{ metalColor: 'Silver', purity: '925 Sterling', sku: 'URL', totalPrice: 1 }],
      },
    ],
    [
      'a traversal image URL',
      {
        title: 'x',
        categoryId: 'CAT',
        mainImage: '/uploads/../../secret.webp',
        variants: [{ metalColor: 'Silver', purity: '925 Sterling', sku: 'URL2', totalPrice: 1 }],
      },
    ],
  ])('add-product refuses %s with a 4xx', async (_label, product) => {
    const json = JSON.stringify(product).replaceAll('"CAT"', JSON.stringify(categoryId));
    // Cases that name a main image by URL send no file (an uploaded file would win).
    const files: Record<string, Buffer> =
      product && typeof product === 'object' && 'mainImage' in product ? {} : { mainImage: await png() };
    const res = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/product/add-product',
      multipart({ product: json }, files),
    );
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
    expect(typeof res.json().message).toBe('string');
  });

  it('refuses a field longer than the form allows (413) and too many files (413)', async () => {
    const long = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/category/add-category',
      multipart({ name: 'x'.repeat(600 * 1024) }),
    );
    expect(long.statusCode).toBe(413);
    const many = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/category/add-category',
      multipart(
        { name: 'Many' },
        { image: [await png('#010101'), await png('#020202'), await png('#030303')] },
      ),
    );
    expect([400, 413]).toContain(many.statusCode);
  });

  it('ignores fields it does not know (a role, an id, a slug on add)', async () => {
    const res = await call(ctx.app, ctx.admin, 'POST', '/api/category/add-category', {
      name: 'Quiet',
      _id: '00000000-0000-4000-8000-000000000000',
      slug: 'chosen',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().category._id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(res.json().category.slug).toBe('quiet');
  });

  it('answers 400 for a malformed id and for bad query parameters', async () => {
    for (const [method, url] of [
      ['DELETE', '/api/product/delete-product/123'],
      ['PUT', '/api/order/abc/status'],
      ['GET', '/api/auth/allusers?page=0'],
      ['GET', '/api/auth/allusers?limit=abc'],
      ['GET', '/api/order/getallorders?q=' + 'x'.repeat(300)],
    ] as const) {
      const res = await call(
        ctx.app,
        ctx.admin,
        method,
        url,
        method === 'PUT' ? { status: 'Placed' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(400);
    }
  });
});
