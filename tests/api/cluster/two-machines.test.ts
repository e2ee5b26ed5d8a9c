/**
 * Two machines that share nothing but the services (issue 19 item 2, docs/decisions/103): two shop processes, each
 * with its own DATA_DIR, on one PostgreSQL, one Redis and one S3-compatible bucket. A picture uploaded through one
 * is served by the other; a price changed on one shows on the other within a second; failed logins count across
 * both. Skipped, saying why, when PostgreSQL or Redis cannot be reached (CI has both); the bucket is an s3rver this
 * test starts itself.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startChildServer, type ChildServer } from '#bench/lib/child-server';
import { createThrowawayDatabase, type ThrowawayDatabase } from '#tests/helpers/throwaway-db';
import { PG_SERVER_URL, postgresReachable, REDIS_TEST_URL, request, tcpReachable } from './cluster-helpers';
import { png } from '../admin/helpers';
import { startTestS3, type TestS3 } from '../storage/s3-test-server';

const ADMIN = { email: 'machines-admin@example.com', password: 'two machines admin password' };
const PRODUCT = 'aurora-round-solitaire-ring';
const BUCKET = 'two-machines';

const pgUp = await postgresReachable();
const redisUp = await tcpReachable(REDIS_TEST_URL);
const why = [
  pgUp ? '' : `no PostgreSQL at ${PG_SERVER_URL} (set TEST_DATABASE_URL)`,
  redisUp ? '' : `no Redis at ${REDIS_TEST_URL} (set TEST_REDIS_URL)`,
].filter(Boolean);
if (why.length) console.warn(`two-machines test skipped: ${why.join('; ')}`);

describe.skipIf(why.length > 0)('two machines sharing only PostgreSQL, Redis and the bucket', () => {
  let db: ThrowawayDatabase;
  let s3: TestS3;
  let a: ChildServer;
  let b: ChildServer;
  let token: string;
  const prefix = `aurelia-t-machines-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    s3 = await startTestS3([BUCKET]);
    db = await createThrowawayDatabase(PG_SERVER_URL, 'aurelia_t_machines_');
    const env = {
      ...s3.env(BUCKET),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      REDIS_URL: REDIS_TEST_URL,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMITS: 'login:10/15m',
      SERVED_BY_HEADER: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    };
    // Each gets its own DATA_DIR (child-server.ts). The first prepares the database and draws the demo's
    // pictures into the bucket; the second finds both ready.
    a = await startChildServer({ kind: 'single', databaseUrl: db.url, env, startTimeoutMs: 240_000 });
    b = await startChildServer({ kind: 'single', databaseUrl: db.url, env, startTimeoutMs: 120_000 });
    const login = await request(a.url, 'POST', '/api/auth/login-user', { json: ADMIN });
    expect(login.status).toBe(200);
    token = String(login.body.token);
  }, 400_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.drop();
    await s3?.close();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  it('serves a picture uploaded through one machine from the other', async () => {
    const form = new FormData();
    form.append('name', 'Hair Jewellery');
    form.append(
      'image',
      new Blob([new Uint8Array(await png('#7a4f2a', 500))], { type: 'image/png' }),
      'hair.png',
    );
    const res = await fetch(`${a.url}/api/category/add-category`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, connection: 'close' },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(Number(res.headers.get('x-served-by'))).toBe(a.pid);
    const url = ((await res.json()) as { category: { image: { url: string } } }).category.image.url;
    expect((await s3.objects(BUCKET)).has(url.slice(1))).toBe(true);

    const fromA = await fetch(`${a.url}${url}`);
    const fromB = await fetch(`${b.url}${url}`);
    expect(fromB.status).toBe(200);
    expect(Number(fromB.headers.get('x-served-by'))).toBe(b.pid);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));

    // The demo's pictures, drawn by the first machine at seeding, are the other's too.
    const product = await request(b.url, 'GET', `/api/product/get-product/${PRODUCT}`);
    const mainImage = (product.body.product as { mainImage: string }).mainImage;
    expect(mainImage).toMatch(/^\/uploads\/demo\//);
    expect((await fetch(`${b.url}${mainImage}`)).status).toBe(200);
  });

  it('shows a price changed on one machine on the other within a second', async () => {
    const priceOf = (answer: { body: Record<string, unknown> }) =>
      (answer.body.product as { variants: Array<{ price: number }> }).variants[0]!.price;
    const read = () => request(a.url, 'GET', `/api/product/get-product/${PRODUCT}`);
    // Both machines have the product cached.
    const oldPrice = priceOf(await read());
    expect(priceOf(await request(b.url, 'GET', `/api/product/get-product/${PRODUCT}`))).toBe(oldPrice);

    const product = (await read()).body.product as {
      _id: string;
      title: string;
      mainImage: string;
      category: { _id: string };
      variants: Array<{
        _id: string;
        material: string;
        purity: string;
        sku: string;
        price: number;
        weight: number;
      }>;
    };
    const newPrice = oldPrice + 2345;
    const form = new FormData();
    form.append(
      'product',
      JSON.stringify({
        title: product.title,
        category: product.category._id,
        // A picture of the bucket the machine making the change never had on its disk.
        mainImage: product.mainImage,
        variants: product.variants.map((v, i) => ({
          _id: v._id,
          material: v.material,
          purity: v.purity,
          sku: v.sku,
          ...(i === 0 ? { pricingMode: 'fixed', price: newPrice } : { price: v.price }),
          weight: v.weight,
        })),
      }),
    );
    // Changed through B, read on A.
    const put = await fetch(`${b.url}/api/product/update-product/${product._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, connection: 'close' },
      body: form,
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const changedAt = Date.now();
    let seen = oldPrice;
    while (Date.now() - changedAt < 1000) {
      seen = priceOf(await read());
      if (seen === newPrice) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(newPrice);
    expect(Date.now() - changedAt).toBeLessThan(1100);
    expect((await read()).body.product).toMatchObject({ mainImage: product.mainImage });
  });

  it('counts failed logins across both machines: ten failures spread over them, the next is 429', async () => {
    const email = 'someone-on-two-machines@example.com';
    const statuses: Array<[number, number]> = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? b : a;
      const answer = await request(server.url, 'POST', '/api/auth/login-user', {
        json: { email, password: `wrong password ${i}` },
      });
      statuses.push([answer.pid, answer.status]);
    }
    expect(statuses.filter(([pid]) => pid === a.pid)).toHaveLength(5);
    expect(statuses.filter(([pid]) => pid === b.pid)).toHaveLength(5);
    expect(statuses.every(([, status]) => status === 401)).toBe(true);
    for (const server of [a, b]) {
      const next = await request(server.url, 'POST', '/api/auth/login-user', {
        json: { email, password: 'wrong password again' },
      });
      expect(next.status).toBe(429);
      expect(next.body).toMatchObject({ success: false });
    }
    // The count lives in the shared Redis.
    const redis = new Redis(REDIS_TEST_URL);
    try {
      expect((await redis.keys(`${prefix}*login*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
