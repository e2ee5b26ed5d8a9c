/**
 * `npm run start:cluster`'s code (src/server/cluster.ts) as a real process tree: a primary and two workers on one
 * port and a fresh PostgreSQL database. Proves that the workers share what must be shared: a price change made
 * through one worker is served by every worker within 1 s (catalogue caches cleared through LISTEN/NOTIFY), login
 * limits count across workers (counters in PostgreSQL), a dead worker is replaced, and SIGTERM stops the lot
 * cleanly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startChildServer, type ChildServer } from '#bench/lib/child-server';
import { createThrowawayDatabase, type ThrowawayDatabase } from '#tests/helpers/throwaway-db';
import {
  PG_SERVER_URL,
  failLoginsThenOneMore,
  pidAlive,
  postgresReachable,
  request,
  workersSeen,
} from './cluster-helpers';

const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster admin password' };
const PRODUCT = 'aurora-round-solitaire-ring';
const pgUp = await postgresReachable();
if (!pgUp) console.warn(`cluster tests skipped: no PostgreSQL at ${PG_SERVER_URL} (set TEST_DATABASE_URL)`);

describe.skipIf(!pgUp)('the cluster: two workers on one PostgreSQL', () => {
  let db: ThrowawayDatabase;
  let server: ChildServer;
  let workers: Set<number>;

  beforeAll(async () => {
    db = await createThrowawayDatabase(PG_SERVER_URL, 'aurelia_t_cluster_');
    server = await startChildServer({
      kind: 'cluster',
      workers: 2,
      databaseUrl: db.url,
      env: {
        SERVED_BY_HEADER: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'login:10/15m',
      },
    });
    workers = await workersSeen(server.url, 2);
  }, 150_000);

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  }, 60_000);

  it('has two workers answering on one port, the database prepared once', async () => {
    expect(workers.size).toBe(2);
    expect(workers.has(server.pid)).toBe(false);
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      const seeded = await c.query(`select count(*)::int as n from app_meta where key = 'demo_seeded'`);
      expect(seeded.rows[0].n).toBe(1);
      const admins = await c.query(`select count(*)::int as n from users where role = 'admin'`);
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await c.end();
    }
  });

  it('serves a price changed through one worker from every worker within 1 s', async () => {
    const login = await request(server.url, 'POST', '/api/auth/login-user', { json: ADMIN });
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    const priceOf = (a: { body: Record<string, unknown> }) =>
      (a.body.product as { variants: Array<{ price: number }> }).variants[0]!.price;

    // Both workers have the product page cached with the old price.
    const before = new Map<number, number>();
    for (let i = 0; i < 40 && before.size < 2; i++) {
      const a = await request(server.url, 'GET', `/api/product/get-product/${PRODUCT}`);
      expect(a.status).toBe(200);
      before.set(a.pid, priceOf(a));
    }
    expect(before.size).toBe(2);
    const oldPrice = [...before.values()][0]!;

    const admin = await request(server.url, 'GET', `/api/product/get-product/${PRODUCT}`);
    const product = admin.body.product as {
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
    const newPrice = oldPrice + 1234;
    const form = new FormData();
    form.append(
      'product',
      JSON.stringify({
        title: product.title,
        category: product.category._id,
        mainImage: product.mainImage,
        // Kept variants keep their sizes, stock, discount and images when those are not sent.
        variants: product.variants.map((v, i) => ({
          _id: v._id,
          material: v.material,
          purity: v.purity,
          sku: v.sku,
          // The demo's pieces are priced from the metal rate: the first is switched to a typed price.
          ...(i === 0 ? { pricingMode: 'fixed', price: newPrice } : { price: v.price }),
          weight: v.weight,
        })),
      }),
    );
    const put = await fetch(`${server.url}/api/product/update-product/${product._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, connection: 'close' },
      body: form,
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const changedBy = Number(put.headers.get('x-served-by'));
    expect(workers.has(changedBy)).toBe(true);
    const changedAt = Date.now();

    // Every worker, the one that made the change and the other, serves the new price within a second.
    const latest = new Map<number, { price: number; at: number }>();
    while (Date.now() - changedAt < 1000) {
      const a = await request(server.url, 'GET', `/api/product/get-product/${PRODUCT}`);
      latest.set(a.pid, { price: priceOf(a), at: Date.now() - changedAt });
      if (latest.size === 2 && [...latest.values()].every((l) => l.price === newPrice)) break;
    }
    expect(Object.fromEntries([...latest].map(([pid, l]) => [pid, l.price]))).toEqual(
      Object.fromEntries([...workers].map((pid) => [pid, newPrice])),
    );
    // … and keeps serving it.
    for (let i = 0; i < 6; i++)
      expect(priceOf(await request(server.url, 'GET', `/api/product/get-product/${PRODUCT}`))).toBe(newPrice);
  });

  it('counts failed logins across workers: ten failures spread over both, the next is 429', async () => {
    const { statuses, pids, next } = await failLoginsThenOneMore(server.url, 'someone@example.com');
    expect(statuses).toEqual(Array(10).fill(401));
    expect(pids).toEqual(workers);
    expect(next.status).toBe(429);
    expect(next.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    // Without REDIS_URL the counters are PostgreSQL's (decision 021).
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      expect((await c.query('select count(*)::int as n from rate_limit_hits')).rows[0].n).toBeGreaterThan(0);
    } finally {
      await c.end();
    }
  });

  it('replaces a worker that dies', async () => {
    const [victim] = [...workers];
    process.kill(victim!, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    let now = new Set<number>();
    while (Date.now() < deadline) {
      try {
        // Short timeouts: a connection handed over just as the worker died is never answered.
        now = await workersSeen(server.url, 2, 10, 2000);
      } catch {
        // a connection handed to the dying worker: try again
      }
      if (now.size === 2 && !now.has(victim!)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(now.size).toBe(2);
    expect(now.has(victim!)).toBe(false);
    workers = now;
  }, 90_000);

  it('stops every worker gracefully on SIGTERM to the primary and exits 0', async () => {
    const code = await server.stop();
    expect(code).toBe(0);
    for (const pid of workers) expect(pidAlive(pid)).toBe(false);
    expect(server.output()).toMatch(/worker stopped/);
  }, 60_000);
});
