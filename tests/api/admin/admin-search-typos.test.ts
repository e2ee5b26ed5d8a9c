/**
 * The admin lists' search tolerates typos like the storefront's (docs/decisions/098, shared/fuzzy-search.ts):
 * as typed first; only when that finds nothing, word by word with typos corrected (every typed word found in
 * some column or, from 4 letters, similar to one of its words). A shared part alone (a domain, the 'shopper-' of
 * an address) finds nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AdminProductsReply } from '#domain/schemas/catalog';
import { AdminUsersReply } from '#domain/schemas/admin-users';
import { createProduct } from '#tests/helpers/catalog-fixtures';
import { createUser } from '#tests/helpers/users';
import { call, insertOrder, setupAdminTest, type AdminTestContext } from './helpers';

describe('admin search tolerates typos', () => {
  let ctx: AdminTestContext;
  beforeAll(async () => {
    ctx = await setupAdminTest();
    await createProduct(ctx.app, { title: 'Emerald Halo Ring' });
    await createProduct(ctx.app, { title: 'Emerald Drop Earrings', status: 'inactive' });
    await createProduct(ctx.app, { title: 'Ruby Solitaire Pendant' });
    await createUser(ctx.app, { name: 'Kavya Rao', email: 'kavya.rao@gmail.com' });
    await createUser(ctx.app, { name: 'Priya Sharma', email: 'priya.sharma@gmail.com' });
    await createUser(ctx.app, { name: 'Priya Shah', email: 'priya.shah@gmail.com' });
    await insertOrder(ctx, { customerName: 'Rohan Iyer', customerEmail: 'rohan.iyer@example.com' });
    await insertOrder(ctx, { customerName: 'Meenakshi Sundaram', customerEmail: 'meena@example.com' });
  });
  afterAll(async () => ctx?.t.close());

  const productTitles = async (q: string) => {
    const res = await call(ctx.app, ctx.admin, 'GET', `/api/product/getproducts?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return AdminProductsReply.parse(res.json()).products.map((p) => p.title);
  };
  const userNames = async (q: string) => {
    const res = await call(ctx.app, ctx.admin, 'GET', `/api/auth/allusers?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return AdminUsersReply.parse(res.json()).users.map((u) => u.email);
  };
  const orderNames = async (q: string) => {
    const res = await call(ctx.app, ctx.admin, 'GET', `/api/order/getallorders?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().orders as Array<{ user: { name: string } }>).map((o) => o.user.name);
  };

  it('products: "emrald" finds the emerald pieces (hidden ones too), not the ruby', async () => {
    expect((await productTitles('emrald')).sort()).toEqual(['Emerald Drop Earrings', 'Emerald Halo Ring']);
    expect(await productTitles('emrald halo')).toEqual(['Emerald Halo Ring']);
    expect(await productTitles('soliatire')).toEqual(['Ruby Solitaire Pendant']);
    // Exactly typed words still work, and a word found nowhere rules a product out.
    expect(await productTitles('ruby solitaire')).toEqual(['Ruby Solitaire Pendant']);
    expect(await productTitles('emerald sapphire')).toEqual([]);
  });

  it('products: the indexed typo search finds what word similarity and corrections find (decision 104)', async () => {
    // The longest word (what the indexes look for) misspelt past similarity (0.45 < 0.5): its correction finds it.
    expect(await productTitles('emarald')).toEqual(expect.arrayContaining(['Emerald Halo Ring']));
    // The longest word as typed, a shorter one similar (word similarity 0.57).
    expect(await productTitles('emerald hallo')).toEqual(['Emerald Halo Ring']);
    // Exactly at the threshold (0.5) counts, in a later word too.
    expect(await productTitles('ruby pendnat')).toEqual(['Ruby Solitaire Pendant']);
    // Paged: the total of every page, a page past the end included.
    const paged = async (page: number) => {
      const res = await call(
        ctx.app,
        ctx.admin,
        'GET',
        `/api/product/getproducts?q=emrald&limit=1&page=${page}`,
      );
      const body = AdminProductsReply.parse(res.json());
      return { total: body.total, titles: body.products.map((p) => p.title) };
    };
    const [first, second, past] = [await paged(1), await paged(2), await paged(5)];
    expect([first.total, second.total, past.total]).toEqual([2, 2, 2]);
    expect([...first.titles, ...second.titles].sort()).toEqual([
      'Emerald Drop Earrings',
      'Emerald Halo Ring',
    ]);
    expect(past.titles).toEqual([]);
    // The threshold is set for the search's transaction only: the connection keeps pg_trgm's default.
    // (On one connection: pg_trgm's setting exists in a session only once its library is loaded there.)
    const shown = await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`select similarity('ring', 'rings')`);
      return tx.execute(sql`select current_setting('pg_trgm.word_similarity_threshold') as t`);
    });
    const rows = (Array.isArray(shown) ? shown : (shown as { rows: Array<{ t: string }> }).rows) as Array<{
      t: string;
    }>;
    expect(rows[0]?.t).toBe('0.6');
  });

  it('products: a search that matches as typed is not widened to look-alikes', async () => {
    await createProduct(ctx.app, { title: 'Emrald Cut Band' });
    expect(await productTitles('emrald')).toEqual(['Emrald Cut Band']);
    // Best match first among matches as typed: the title that starts so before the one containing it.
    await createProduct(ctx.app, { title: 'Classic Ruby Band' });
    await createProduct(ctx.app, { title: 'Ruby Band Trio' });
    expect(await productTitles('ruby band')).toEqual(['Ruby Band Trio', 'Classic Ruby Band']);
  });

  it('users: "kavia" finds Kavya; a misspelt surname finds that person only', async () => {
    expect(await userNames('kavia')).toEqual(['kavya.rao@gmail.com']);
    expect(await userNames('priya sharam')).toEqual(['priya.sharma@gmail.com']);
  });

  it('users: a shared domain or prefix alone brings in nobody else', async () => {
    // Both Priyas share 'priya.sha' and '@gmail.com', and 'shah' is near 'sharma': typing one address that
    // exists finds that one (corrections only when nothing matches as typed).
    expect(await userNames('priya.shah@gmail.com')).toEqual(['priya.shah@gmail.com']);
    expect(await userNames('priya.sharma@gmail')).toEqual(['priya.sharma@gmail.com']);
    // Short words are never corrected (as on the storefront): 'rao' is not 'roa'.
    expect(await userNames('roa')).toEqual([]);
  });

  it('orders: a misspelt customer name finds the order; numbers stay exact', async () => {
    expect(await orderNames('rohn iyer')).toEqual(['Rohan Iyer']);
    expect(await orderNames('meenakshi sundram')).toEqual(['Meenakshi Sundaram']);
    expect(await orderNames('Sundaram Rohan')).toEqual([]);
  });

  it('401 without a token and 403 for a shopper on the searched admin lists', async () => {
    for (const url of ['/api/auth/allusers?q=kavia', '/api/order/getallorders?q=rohn']) {
      expect((await call(ctx.app, null, 'GET', url)).statusCode).toBe(401);
      const res = await call(ctx.app, ctx.shopper, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
