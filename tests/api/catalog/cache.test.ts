/**
 * The read cache is cleared by every catalogue change — in this process at once, and in other processes on the
 * same database through LISTEN/NOTIFY. On PostgreSQL (TEST_DATABASE_URL) the second app has its own connection
 * pool, like a second server process; on PGlite both apps share the embedded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { buildApp } from '#server/app';
import { openDatabase, type DbHandle } from '#server/db/client';
import { CategoriesReply, ProductReply } from '#domain/schemas/catalog';
import { categories, variants } from '#server/db/schema';
import { ReadCache, catalogCache } from '#server/lib/catalog/read-cache';
import { getJson } from './helpers';

const featuredNames = async (app: FastifyInstance) =>
  (await getJson(app, '/api/category/featured-categories', CategoriesReply)).categories.map((c) => c.name);

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not seen within ${ms} ms`);
}

describe('catalogue read cache', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondHandle: DbHandle | undefined;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    if (t.config.databaseUrl) {
      secondHandle = await openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 3 });
      second = await buildApp(t.config, { db: secondHandle, seedImages: false });
    } else {
      second = await buildApp(t.config, { db: t.handle, seedImages: false });
    }
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
    await t?.close();
  });

  it('serves repeated reads from memory until the catalogue changes', async () => {
    const cache = catalogCache(t.app);
    await featuredNames(t.app);
    const hits = cache.stats.hits;
    await featuredNames(t.app);
    expect(cache.stats.hits).toBe(hits + 1);
    // A write that does not announce itself is not seen (the cache is real)…
    await t.app.db.update(categories).set({ name: 'Rings & Bands' }).where(eq(categories.slug, 'rings'));
    expect(await featuredNames(t.app)).toContain('Rings');
    // …and one that does is seen at once.
    await t.app.catalogEvents.changed('category');
    expect(await featuredNames(t.app)).toContain('Rings & Bands');
  });

  it('clears another app instance on the same database within 1 s (LISTEN/NOTIFY)', async () => {
    // A barrier: every earlier notification has arrived once this uniquely named one has (one connection, in order).
    const marker = `barrier-${Math.random().toString(36).slice(2)}`;
    let arrived = false;
    const stop = second.catalogEvents.onChange((what) => {
      if (what === marker) arrived = true;
    });
    await t.app.catalogEvents.changed(marker);
    await within(2000, async () => arrived);
    stop();

    expect(await featuredNames(second)).toContain('Earrings'); // now cached over there
    await t.app.db.update(categories).set({ name: 'Ear Jewellery' }).where(eq(categories.slug, 'earrings'));
    expect(await featuredNames(second)).toContain('Earrings'); // a silent write is not seen…
    await t.app.catalogEvents.changed('category'); // …an announced one is, within a second
    const ms = await within(1000, async () => (await featuredNames(second)).includes('Ear Jewellery'));
    expect(ms).toBeLessThan(1000);
  });

  it("shows a stock change from an order (catalogEvents.changed('stock')) on the other instance", async () => {
    const url = '/api/product/get-product/aurora-round-solitaire-ring';
    const before = await getJson(second, url, ProductReply);
    const variant = before.product.variants[0]!;
    await t.app.db.update(variants).set({ stock: 0 }).where(eq(variants.id, variant._id));
    await t.app.catalogEvents.changed('stock');
    await within(1000, async () => {
      const now = await getJson(second, url, ProductReply);
      const v = now.product.variants.find((x) => x._id === variant._id)!;
      return v.stock === 0 && v.inStock === false;
    });
  });
});

describe('ReadCache', () => {
  it('loads a key once for concurrent callers', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return { body: { n: loads } };
    };
    const all = await Promise.all(Array.from({ length: 10 }, () => cache.json('k', load)));
    expect(loads).toBe(1);
    expect(new Set(all.map((a) => a.body)).size).toBe(1);
  });

  it('never stores a result whose load began before a clear', async () => {
    const cache = new ReadCache();
    let release!: () => void;
    const slow = cache.json('k', () => new Promise((r) => (release = () => r({ body: 'old' }))));
    cache.clear();
    release();
    expect((await slow).body).toBe('"old"');
    expect((await cache.json('k', async () => ({ body: 'new' }))).body).toBe('"new"');
  });

  it('stays within its byte bound and expires entries', async () => {
    const cache = new ReadCache({ maxBytes: 10_000, ttlMs: 30 });
    for (let i = 0; i < 50; i++) await cache.json(`k${i}`, async () => ({ body: 'x'.repeat(500) }));
    expect(cache.size).toBeLessThanOrEqual(10);
    let loads = 0;
    await cache.json('t', async () => ({ body: ++loads }));
    await new Promise((r) => setTimeout(r, 40));
    await cache.json('t', async () => ({ body: ++loads }));
    expect(loads).toBe(2);
  });
});
