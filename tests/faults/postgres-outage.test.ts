/**
 * PostgreSQL stopped in the middle of requests (issue 7 "Faults"): shoppers keep buying while the test stops its
 * own throwaway PostgreSQL server (pg_ctl stop -m fast, later -m immediate) and starts it again.
 *
 * - every answer during the outage is a success (the catalogue cache still serves reads) or a 503 with the
 *   shop's "briefly unavailable" message and Retry-After — never a 500;
 * - nothing is half-written: every order has all its lines and a paid session, stock moved exactly by the
 *   order lines, no stock negative;
 * - the app, never restarted, answers again within a bounded time once the server is back (the pool makes new
 *   connections, /api/health turns 200), and the catalogue cache's LISTEN connection comes back and clears
 *   the caches, since notifications sent meanwhile were missed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '#server/config';
import { buildApp } from '#server/app';
import { createUser, type TestUser } from '../helpers/users';
import { createProduct, type MadeProduct } from '../helpers/catalog-fixtures';
import { addToCart, completeSandbox, createCheckout, createOrder } from '../helpers/buying';
import { clusterUnavailableReason, createThrowawayCluster, type ThrowawayCluster } from './pg-cluster';

const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
const START_STOCK = 500;
const SHOPPERS = 4;
/** How long the app may take to answer again once PostgreSQL is back. */
const RECOVERY_BOUND_MS = 15_000;

interface Answer {
  step: string;
  status: number;
  message?: string;
  retryAfter?: string;
  phase: 'before' | 'outage' | 'after';
}

const reason = clusterUnavailableReason();
if (reason) console.warn(`[faults] PostgreSQL outage test skipped: ${reason}`);

describe.skipIf(!!reason)('PostgreSQL stopped in the middle of requests', () => {
  let cluster: ThrowawayCluster;
  let app: FastifyInstance;
  let dataDir: string;
  let products: MadeProduct[];
  let shoppers: TestUser[];
  const answers: Answer[] = [];
  let phase: Answer['phase'] = 'before';
  const sessionsTried = new Map<string, TestUser>();

  const sql = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  function record(step: string, res: LightMyRequestResponse): boolean {
    let message: string | undefined;
    try {
      message = (res.json() as { message?: string }).message;
    } catch {
      message = undefined;
    }
    const retryAfter = res.headers['retry-after'];
    answers.push({
      step,
      status: res.statusCode,
      message,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      phase,
    });
    return res.statusCode < 300;
  }

  /** One shopper's whole purchase; stops at the first refused step, as a shopper seeing "try again" would. */
  async function journey(user: TestUser, i: number): Promise<boolean> {
    const product = products[i % products.length]!;
    const variant = product.variants[0]!;
    if (!record('health', await app.inject({ url: '/api/health' }))) return false;
    if (!record('product', await app.inject({ url: `/api/product/get-product/${product.id}` }))) return false;
    const add = await addToCart(app, user, { productId: product.id, variantId: variant.id, quantity: 1 });
    if (!record('addToCart', add)) return false;
    const checkout = await createCheckout(app, user);
    if (!record('createCheckout', checkout)) return false;
    const id = (checkout.json() as { id: string }).id;
    sessionsTried.set(id, user);
    if (!record('pay', await completeSandbox(app, user, id))) return false;
    return record('createOrder', await createOrder(app, user, id));
  }

  beforeAll(async () => {
    cluster = await createThrowawayCluster();
    await cluster.start();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-fault-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      DATABASE_POOL_SIZE: '6',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      APP_URL: 'http://shop.test',
    });
    // The app opens (and owns) its pool exactly as in production.
    app = await buildApp(config, { seedImages: false });
    await app.ready();
    products = [];
    for (let i = 0; i < 3; i++) {
      products.push(await createProduct(app, { variants: [{ stock: START_STOCK, sizes: [] }] }));
    }
    shoppers = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await createUser(app));
  }, 120_000);

  afterAll(async () => {
    await app?.close().catch(() => {});
    await cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a clear message while it is down, writes nothing by halves, and recovers by itself', async () => {
    let loadOn = true;
    let completed = 0;
    const workers = shoppers.map(async (user, w) => {
      for (let i = w; loadOn; i += SHOPPERS) {
        if (await journey(user, i)) completed++;
        else await new Promise((r) => setTimeout(r, 50));
      }
    });

    // Let some purchases complete, then pull the database from under the requests in flight.
    const warmUntil = Date.now() + 20_000;
    while (completed < 6 && Date.now() < warmUntil) await new Promise((r) => setTimeout(r, 50));
    expect(completed).toBeGreaterThanOrEqual(6);
    phase = 'outage';
    await cluster.stop('fast');
    const stoppedAt = Date.now();
    // Shoppers keep trying for a while against the stopped server.
    await new Promise((r) => setTimeout(r, 2500));
    loadOn = false;
    await Promise.all(workers);

    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ success: false, message: 'The database is not answering.' });

    // Back up: the same app answers again within the bound, without a restart.
    phase = 'after';
    await cluster.start();
    const restartedAt = Date.now();
    let healthyAfterMs = -1;
    while (Date.now() - restartedAt < RECOVERY_BOUND_MS) {
      if ((await app.inject({ url: '/api/health' })).statusCode === 200) {
        healthyAfterMs = Date.now() - restartedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthyAfterMs).toBeGreaterThanOrEqual(0);
    let purchasedAfterMs = -1;
    while (Date.now() - restartedAt < RECOVERY_BOUND_MS) {
      if (await journey(shoppers[0]!, 0)) {
        purchasedAfterMs = Date.now() - restartedAt;
        break;
      }
    }
    expect(purchasedAfterMs).toBeGreaterThanOrEqual(0);

    // A shopper who paid during the outage and saw a 503 comes back to /payment-success: their order is made.
    for (const [id, user] of sessionsTried) {
      const res = await createOrder(app, user, id);
      expect([200, 409]).toContain(res.statusCode);
    }

    const outage = answers.filter((a) => a.phase === 'outage');
    const refused = outage.filter((a) => a.status >= 300);
    console.info(
      `[faults] PostgreSQL outage: ${answers.length} answers (${outage.length} during the outage, ` +
        `${refused.length} refused); /api/health 200 again ${healthyAfterMs} ms after restart, ` +
        `a whole purchase ${purchasedAfterMs} ms after; outage lasted ${restartedAt - stoppedAt} ms`,
    );

    // Never a 500 (nor any other status than success or 503) — in any phase.
    const unexpected = answers.filter((a) => a.status !== 503 && a.status >= 300);
    expect(unexpected).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.message).toBe(a.step === 'health' ? 'The database is not answering.' : UNAVAILABLE);
      expect(a.retryAfter).toBe('5');
    }

    // Nothing half-written.
    const orphans = await sql(
      `select o.id from orders o join payment_sessions ps on ps.id = o.payment_session_id
        where (select count(*) from order_lines l where l.order_id = o.id) <> jsonb_array_length(ps.lines)
           or ps.status <> 'paid'`,
    );
    expect(orphans).toEqual([]);
    const paidWithoutOrder = await sql(
      `select ps.id from payment_sessions ps
        where ps.status = 'paid' and not exists (select 1 from orders o where o.payment_session_id = ps.id)`,
    );
    expect(paidWithoutOrder).toEqual([]);
    const books = await sql<{ id: string; stock: number; ordered: number }>(
      `select v.id, v.stock, coalesce((select sum(l.quantity) from order_lines l where l.variant_id = v.id), 0)::int
              as ordered
         from variants v where v.id = any($1::uuid[])`,
      [products.map((p) => p.variants[0]!.id)],
    );
    for (const row of books) expect(row.stock).toBe(START_STOCK - row.ordered);
    const orderCount = await sql<{ n: number }>(`select count(*)::int as n from orders`);
    expect(orderCount[0]!.n).toBeGreaterThanOrEqual(completed);
  }, 90_000);

  it('clears the catalogue cache when its LISTEN connection comes back (notifications were missed)', async () => {
    const product = products[2]!;
    const url = `/api/product/get-product/${product.id}`;
    const titleOf = async () => {
      const res = await app.inject({ url });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.json().product.title as string;
    };
    // The outage of the test before is over, but a pooled connection it broke may still be handed out once
    // (answered 503): read until the shop answers, as a shopper reloading would.
    await vi.waitFor(
      async () => {
        expect((await app.inject({ url })).statusCode).toBe(200);
      },
      { timeout: RECOVERY_BOUND_MS, interval: 200 },
    );
    let cleared = 0;
    const off = app.catalogEvents.onChange((what) => {
      if (what === 'reconnect') cleared++;
    });
    try {
      // A change nobody announced (as if its NOTIFY had been sent while this process was not listening). The
      // test before's outage may still have the LISTEN connection coming back (its delay grows), and that clears
      // the cache: then the change is made again, until it is served from the cache — never without a reconnect.
      let before = '';
      for (let attempt = 1; ; attempt++) {
        before = await titleOf();
        const seen = cleared;
        await sql(`update products set title = $1 where id = $2`, [`${before} (renamed)`, product.id]);
        if ((await titleOf()) === before) break; // served from the cache
        expect(cleared, 'the cache was cleared without a reconnect').toBeGreaterThan(seen);
        expect(attempt).toBeLessThan(4);
      }
      const clearedBeforeOutage = cleared;

      await cluster.stop('immediate');
      expect(await titleOf()).toBe(before); // the cache still serves reads while the database is gone
      await cluster.start();
      const restartedAt = Date.now();
      let title = before;
      while (Date.now() - restartedAt < RECOVERY_BOUND_MS && title === before) {
        await new Promise((r) => setTimeout(r, 200));
        const res = await app.inject({ url });
        if (res.statusCode === 200) title = res.json().product.title;
      }
      expect(title).toBe(`${before} (renamed)`);
      expect(cleared).toBeGreaterThan(clearedBeforeOutage);
      console.info(`[faults] catalogue cache cleared ${Date.now() - restartedAt} ms after restart`);
    } finally {
      off();
    }
  }, 60_000);

  it('stops promptly while the database is down (SIGTERM during an outage)', async () => {
    await cluster.stop('fast');
    // Let the LISTEN connection notice and start retrying.
    await new Promise((r) => setTimeout(r, 800));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(8000);
  }, 30_000);
});
