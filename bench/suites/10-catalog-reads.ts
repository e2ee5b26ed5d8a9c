/**
 * Catalogue reads under load (issue 3): featured categories, a filtered listing, a product and a search — on the
 * demo catalogue and on a generated 10,000-product one, on PGlite and on PostgreSQL. Each is measured as
 * shoppers get it (replies cached in memory until the catalogue changes) and with reply caching off, which
 * shows what the queries themselves cost. autocannon runs in a worker thread, 50 connections.
 *
 * BENCH_CATALOG_SIZES=demo,10000 and BENCH_CATALOG_DBS=pglite,postgres narrow the run.
 */
import { eq } from 'drizzle-orm';
import type { BenchSuite } from '../index';
import { load, printTable, type LoadResult } from '../lib/http-load';
import { postgresAvailable, startBenchServer } from '../lib/server';
import { growCatalogue } from '../lib/generate-catalogue';
import { categories } from '#server/db/schema';
import { catalogCache } from '#server/lib/catalog/read-cache';

const LARGE = 10_000;

function wanted<T extends string>(env: string | undefined, all: T[]): T[] {
  if (!env) return all;
  const list = env.split(',').map((s) => s.trim());
  return all.filter((x) => list.includes(x));
}

const suite: BenchSuite = {
  name: 'catalogue reads',
  async run() {
    const dbs = wanted(process.env.BENCH_CATALOG_DBS, ['pglite', 'postgres'] as Array<'pglite' | 'postgres'>);
    const kinds = (await postgresAvailable()) ? dbs : dbs.filter((k) => k === 'pglite');
    if (kinds.length < dbs.length) console.info('PostgreSQL is not reachable: measuring PGlite only.');
    const sizes = wanted(process.env.BENCH_CATALOG_SIZES, ['demo', String(LARGE)]);

    for (const kind of kinds) {
      for (const size of sizes) {
        const server = await startBenchServer(kind);
        try {
          if (size !== 'demo') {
            const t0 = Date.now();
            const made = await growCatalogue(server.app.db, Number(size));
            await server.app.catalogEvents.changed('bench');
            console.info(
              `generated ${made} products on ${kind} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
            );
          }
          const [rings] = await server.app.db.select().from(categories).where(eq(categories.slug, 'rings'));
          const urls: Array<[string, string]> = [
            ['featured categories', '/api/category/featured-categories'],
            [
              'filtered listing',
              `/api/product/get-products-filtered?categoryId=${rings!.id}&metals=Yellow%20Gold&sort=price_asc&page=1&limit=24`,
            ],
            ['product', '/api/product/get-product/aurora-round-solitaire-ring'],
            ['search', '/api/product/search?q=solitare%20rnig'],
          ];
          const cache = catalogCache(server.app);
          for (const cached of [true, false]) {
            cache.setRepliesEnabled(cached);
            const rows: LoadResult[] = [];
            for (const [name, path] of urls)
              rows.push(await load(name, `${server.url}${path}`, { workers: 1 }));
            printTable(
              `${kind}, ${size === 'demo' ? 'demo catalogue (50 products)' : `${size} products`}, ${
                cached ? 'replies cached (as served)' : 'reply cache off (queries measured)'
              }`,
              rows,
            );
          }
          cache.setRepliesEnabled(true);
        } finally {
          // Requests autocannon abandoned at the end of a run may still be running: let them finish.
          await new Promise((r) => setTimeout(r, 2000));
          await server.close();
        }
      }
    }
  },
};
export default suite;
