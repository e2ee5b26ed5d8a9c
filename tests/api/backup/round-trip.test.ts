/**
 * `npm run backup` and `npm run restore` end to end: a shop made through HTTP (products with uploaded images,
 * shoppers, paid orders) is backed up by the CLI, restored into an empty DATA_DIR (and, with TEST_DATABASE_URL,
 * into a fresh PostgreSQL database), and a shop started on the restored data finds every order, user and product,
 * serves the images and lets a restored shopper sign in with their password.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app';
import { addToCart, completeSandbox, createCheckout, createOrder } from '#tests/helpers/buying';
import type { TestUser } from '#tests/helpers/users';
import { multipart, png, variant } from '../admin/helpers';
import { openSqlSession } from '#server/cli/backup/sql-session';
import { ADMIN, login, runCli, startShop, type ShopPlace } from './shop';

const PG = process.env.TEST_DATABASE_URL;

interface Shopper {
  email: string;
  password: string;
  user: TestUser;
}

let tmp: string;
let source: ShopPlace;
let sourceDb: TestDatabase | undefined;
let archive: string;
const made = {
  products: [] as string[],
  orders: [] as Array<{ id: string; number: number }>,
  emails: [] as string[],
};
let imageUrl = '';
let maxOrderNumber = 0;

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as TestUser;

/** Every table's row count and an md5 of its rows, read on one connection in UTC (so both engines agree). */
async function contents(place: ShopPlace): Promise<Record<string, string>> {
  const session = await openSqlSession({
    databaseUrl: place.databaseUrl,
    pgliteDir: path.join(place.dataDir, 'db'),
  });
  try {
    await session.query(`set timezone to 'UTC'`);
    const tables = await session.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const out: Record<string, string> = {};
    for (const { table_name } of tables) {
      const [row] = await session.query<{ n: number; h: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(x, E'\\n' order by x), '')) as h
           from (select to_jsonb(r)::text as x from "${table_name}" r) s`,
      );
      out[table_name] = `${row!.n} rows ${row!.h}`;
    }
    return out;
  } finally {
    await session.close();
  }
}

async function makeShop(app: FastifyInstance) {
  const adminToken = (await login(app, ADMIN.email, ADMIN.password)).token!;
  const admin = bearer(adminToken);
  const cat = await app.inject({
    method: 'POST',
    url: '/api/category/add-category',
    ...admin,
    payload: multipart({ name: 'Rings' }, { image: await png('#aa7744') }),
  });
  expect(cat.statusCode, cat.body).toBe(201);
  const categoryId = (cat.json() as { category: { _id: string } }).category._id;
  for (const [i, title] of ['Solitaire Ring', 'Eternity Band'].entries()) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/add-product',
      ...admin,
      payload: multipart(
        { product: { title, category: categoryId, variants: [variant(`BK-${i}-1`, { stock: 20 })] } },
        { mainImage: await png(i ? '#113355' : '#553311'), variantImages_0: await png('#777777') },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = (
      res.json() as { product: { _id: string; mainImage: string; variants: Array<{ _id: string }> } }
    ).product;
    made.products.push(product._id);
    imageUrl = product.mainImage;
  }
  const shoppers: Shopper[] = [];
  for (const name of ['Asha Menon', 'Ravi Iyer']) {
    const email = `${name.split(' ')[0]!.toLowerCase()}@example.in`;
    const password = `${name} has a long password`;
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register-user',
      payload: { name, phone: '9876543210', email, password },
    });
    expect(reg.statusCode, reg.body).toBeLessThan(300);
    const { token } = await login(app, email, password);
    shoppers.push({ email, password, user: bearer(token!) });
    made.emails.push(email);
  }
  const detail = await app.inject({ url: `/api/product/getproduct/${made.products[0]}`, ...admin });
  const variantId = (detail.json() as { product: { variants: Array<{ _id: string }> } }).product.variants[0]!
    ._id;
  for (const s of shoppers) {
    expect(
      (
        await addToCart(app, s.user, {
          productId: made.products[0]!,
          variantId,
          quantity: 2,
          selectedSize: '6',
        })
      ).statusCode,
    ).toBe(200);
    const { id } = (await createCheckout(app, s.user)).json() as { id: string };
    expect((await completeSandbox(app, s.user, id)).statusCode).toBe(200);
    const order = (await createOrder(app, s.user, id)).json() as {
      order: { _id: string; orderNumber: number };
    };
    made.orders.push({ id: order.order._id, number: order.order.orderNumber });
  }
  maxOrderNumber = Math.max(...made.orders.map((o) => o.number));
  return { shoppers, variantId };
}

/** Starts a shop on restored data and finds everything the source had. */
async function expectWholeShop(place: ShopPlace, shopper: { email: string; password: string }) {
  const app = await startShop(place);
  try {
    const admin = bearer((await login(app, ADMIN.email, ADMIN.password)).token!);
    const orders = await app.inject({ url: '/api/order/getallorders?limit=100', ...admin });
    expect(orders.statusCode, orders.body).toBe(200);
    for (const o of made.orders) expect(orders.body).toContain(o.id);
    const users = await app.inject({ url: '/api/auth/allusers?limit=100', ...admin });
    for (const email of made.emails) expect(users.body).toContain(email);
    for (const id of made.products) {
      const res = await app.inject({ url: `/api/product/getproduct/${id}`, ...admin });
      expect(res.statusCode, res.body).toBe(200);
    }
    const image = await app.inject({ url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/webp/);

    const signIn = await login(app, shopper.email, shopper.password);
    expect(signIn.status).toBe(200);
    const mine = await app.inject({ url: '/api/order/my-orders', ...bearer(signIn.token!) });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { orders: unknown[] }).orders).toHaveLength(1);

    // The order-number sequence moved past the restored orders: a new order does not collide.
    const again = bearer(signIn.token!);
    const detail = await app.inject({ url: `/api/product/getproduct/${made.products[0]}`, ...admin });
    const variantId = (detail.json() as { product: { variants: Array<{ _id: string }> } }).product
      .variants[0]!._id;
    await addToCart(app, again, { productId: made.products[0]!, variantId, selectedSize: '7' });
    const { id } = (await createCheckout(app, again)).json() as { id: string };
    await completeSandbox(app, again, id);
    const next = await createOrder(app, again, id);
    expect(next.statusCode, next.body).toBeLessThan(300);
    expect((next.json() as { order: { orderNumber: number } }).order.orderNumber).toBeGreaterThan(
      maxOrderNumber,
    );
  } finally {
    await app.close();
  }
}

let firstShopper: { email: string; password: string };

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'aurelia-backup-test-'));
  archive = path.join(tmp, 'shop.tar.gz');
  if (PG) {
    sourceDb = await createTestDatabase();
    source = { dataDir: path.join(tmp, 'source'), databaseUrl: sourceDb.databaseUrl };
  } else source = { dataDir: path.join(tmp, 'source') };
  const app = await startShop(source);
  try {
    const { shoppers } = await makeShop(app);
    firstShopper = { email: shoppers[0]!.email, password: shoppers[0]!.password };
  } finally {
    await app.close();
  }
}, 180_000);

afterAll(async () => {
  await sourceDb?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('backs the database and the images up into one archive', async () => {
    const res = await runCli(source, ['backup', archive]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/Backed up .* and \d+ uploaded files to .*shop\.tar\.gz/);
  }, 120_000);

  it('restores into an empty DATA_DIR: same rows, and a shop that finds every order, user and product', async () => {
    const target: ShopPlace = { dataDir: path.join(tmp, 'restored') };
    const res = await runCli(target, ['restore', archive]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('2 products, 3 users, 2 orders');
    expect(await contents(target)).toEqual(await contents(source));
    await expectWholeShop(target, firstShopper);
  }, 180_000);

  it('refuses to overwrite a shop that is not empty, unless --force', async () => {
    const target: ShopPlace = { dataDir: path.join(tmp, 'restored') };
    const refused = await runCli(target, ['restore', archive]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/not empty: .*orders \(3 rows\).*\n.*--force/);
    const forced = await runCli(target, ['restore', archive, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await contents(target)).toEqual(await contents(source));
  }, 180_000);

  it('says clearly what is wrong with a missing or foreign file', async () => {
    const target: ShopPlace = { dataDir: path.join(tmp, 'other') };
    expect((await runCli(target, ['restore', path.join(tmp, 'nope.tar.gz')])).stderr).toContain(
      'There is no file',
    );
    await writeFile(path.join(tmp, 'junk.tar.gz'), 'not an archive');
    const junk = await runCli(target, ['restore', path.join(tmp, 'junk.tar.gz')]);
    expect(junk.code).not.toBe(0);
    expect(junk.stderr).toContain('is not a readable backup archive');
  }, 120_000);

  it('refuses to touch an embedded database a running shop has open', async () => {
    const running: ShopPlace = { dataDir: path.join(tmp, 'running') };
    const app = await startShop(running);
    try {
      const backup = await runCli(running, ['backup', path.join(tmp, 'running.tar.gz')]);
      expect(backup.code).not.toBe(0);
      expect(backup.stderr).toMatch(/is in use by the shop \(pid \d+ .*\): stop it first/);
      const restore = await runCli(running, ['restore', archive, '--force']);
      expect(restore.code).not.toBe(0);
      expect(restore.stderr).toMatch(/is in use by the shop \(pid \d+ .*\): stop it first/);
    } finally {
      await app.close();
    }
  }, 120_000);

  it.skipIf(!PG)(
    'restores into a fresh, empty PostgreSQL database',
    async () => {
      const fresh = await createTestDatabase();
      try {
        await fresh.handle.close();
        const target: ShopPlace = { dataDir: path.join(tmp, 'pg-restored'), databaseUrl: fresh.databaseUrl };
        const res = await runCli(target, ['restore', archive]);
        expect(res.code, res.stderr).toBe(0);
        expect(await contents(target)).toEqual(await contents(source));
        await expectWholeShop(target, firstShopper);
      } finally {
        await fresh.drop().catch(() => {});
      }
    },
    180_000,
  );
});
