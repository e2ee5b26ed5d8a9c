/**
 * A 20,000-piece catalogue on PostgreSQL (issue 19, items 3 and 4): the figures shoppers and the back office feel,
 * each printed beside its budget (lib/budget.ts).
 *
 * - search, listing: p99 at 50 connections over a rotation of typical queries (typos included) and listing pages
 *   (categories × sorts × pages, some filtered), as served: replies kept in memory until the catalogue changes,
 *   asked as a browser asks (Accept-Encoding: gzip, deflate, br).
 * - product page: the server-rendered HTML of /products/<slug>, p99 at 50 connections over a rotation of pages.
 * - admin products list: p99 of list pages (paging, search, sort, filters) as an admin, at a few connections
 *   (admins are few). Replies are never cached; a search's, stock sort's or stock filter's ordered ids are kept
 *   until the catalogue changes (docs/decisions/104), so each page is also timed alone on its first visit after
 *   a change, for information.
 * - near the ceiling: product detail, featured categories and search, each beside the same reply bytes served from
 *   memory by a bare Fastify route in this process, this run (the ceiling); the figure is requests per second of
 *   the shop ÷ the ceiling's.
 * Then, for information, what search and listings cost with the reply cache off (the queries themselves).
 *
 * autocannon runs in a worker thread. BENCH_DURATION sets seconds per measurement (default 8 here);
 * BENCH_SCALE_SIZE the catalogue size (default 20000). Needs the local PostgreSQL (lib/server.ts) and a web
 * build (built first when stale, as `npm start` does).
 */
import { cp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { asc, eq, sql } from 'drizzle-orm';
import type { BenchSuite } from '../index';
import { budget } from '../lib/budget';
import { printTable, type LoadResult } from '../lib/http-load';
import { postgresAvailable, startBenchServer } from '../lib/server';
import { growCatalogue } from '../lib/generate-catalogue';
import { categories, products } from '#server/db/schema';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { createUser } from '#tests/helpers/users';
import { lastBuildFingerprint, root, sourceFingerprint } from '#scripts/build-info.mjs';

const SIZE = Number(process.env.BENCH_SCALE_SIZE ?? 20_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const sizeLabel = `${SIZE.toLocaleString('en-US')} pieces`;

const SEARCHES = [
  'solitare rnig',
  'gold necklace',
  'diamond studs',
  'pearl jhumkas',
  'emerald ring',
  'rose gold',
  'mangalsutra',
  'earings',
  'neckalce',
  'tara ring',
  'meher',
  'bridal choker',
  'platinum band',
  'silver pendant',
  'ruby',
  'sapphire braclet',
  'evil eye',
  'hoops',
  'kada',
  'tennis bracelet',
  'chandni drop',
  'white gold studs',
  'stackable',
  'gift for her',
];

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Target {
  path: string;
  headers?: Record<string, string>;
}

/** autocannon over a rotation of requests (each connection cycles through them). */
async function rotate(
  name: string,
  base: string,
  targets: Target[],
  connections: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: base,
    connections,
    duration: DURATION,
    workers: 1,
    requests: targets.map((t) => ({ method: 'GET' as const, path: t.path, headers: t.headers })),
  });
  return {
    name,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The shop's URL and the ceiling's, measured in turns of 2 s (the order swapped each turn) for BENCH_DURATION
 * each: on a machine others share, a load that comes and goes falls on both alike.
 */
async function interleaved(
  name: string,
  shopUrl: string,
  ceilingUrl: string,
): Promise<[LoadResult, LoadResult]> {
  const turns = Math.max(2, Math.round(DURATION / 2));
  const runs = { shop: [] as autocannon.Result[], ceiling: [] as autocannon.Result[] };
  const run = (url: string) => autocannon({ url, connections: 50, duration: 2, workers: 1 });
  for (let i = 0; i < turns; i++) {
    if (i % 2) runs.ceiling.push(await run(ceilingUrl));
    runs.shop.push(await run(shopUrl));
    if (!(i % 2)) runs.ceiling.push(await run(ceilingUrl));
  }
  const sum = (label: string, list: autocannon.Result[]): LoadResult => ({
    name: `${name} (${label})`,
    requestsPerSec: Math.round(list.reduce((n, r) => n + r.requests.total, 0) / (turns * 2)),
    p50: Math.max(...list.map((r) => r.latency.p50)),
    p99: Math.max(...list.map((r) => r.latency.p99)),
    errors: list.reduce((n, r) => n + r.errors + r.timeouts, 0),
    non2xx: list.reduce((n, r) => n + r.non2xx, 0),
  });
  return [sum('shop', runs.shop), sum('ceiling', runs.ceiling)];
}

/** A pause for requests autocannon abandoned at the end of a run to finish before the next measurement. */
const settle = () => new Promise((r) => setTimeout(r, 3000));

/** Sends every request once (sequentially), so the rotation measures what a warm shop serves. */
async function warm(base: string, targets: Target[]): Promise<void> {
  for (const t of targets) {
    const res = await fetch(`${base}${t.path}`, { headers: t.headers });
    if (!res.ok) throw new Error(`warming ${t.path}: ${res.status}`);
    await res.arrayBuffer();
  }
}

/**
 * The web build, made as `npm start` makes it when there is none (under the shared build lock when the machine
 * has `flock`); one older than the sources is used as it is (the server's code is measured from the sources, only
 * the page's markup comes from the build). Copied so a rebuild by someone else during the run cannot change the
 * files under the server; the copy stays inside the repository (node_modules/.cache) so the server-rendering
 * bundle still finds its packages.
 */
async function webBuildCopy(): Promise<{ webRoot: string; ssrRoot: string; remove(): Promise<void> } | null> {
  if (!existsSync(path.join(root, 'dist/ssr/entry-server.js'))) {
    console.info('no web build: building…');
    const script = `import(${JSON.stringify(path.join(root, 'scripts/build-info.mjs'))}).then((m) => process.exit(m.buildIfStale() ? 0 : 1))`;
    const hasFlock = spawnSync('flock', ['--version']).status === 0;
    const [cmd, args] = hasFlock
      ? ['flock', [path.join(os.tmpdir(), 'aurelia-e2e.lock'), process.execPath, '-e', script]]
      : [process.execPath, ['-e', script]];
    const built = spawnSync(cmd, args as string[], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) return null;
  } else if (lastBuildFingerprint() !== sourceFingerprint()) {
    console.info('the web build is older than the sources: using it as it is (npm run build to refresh).');
  }
  if (!existsSync(path.join(root, 'dist/ssr/entry-server.js'))) return null;
  const dir = path.join(root, 'node_modules', '.cache', `bench-scale-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  await cp(path.join(root, 'dist/web'), path.join(dir, 'web'), { recursive: true });
  await cp(path.join(root, 'dist/ssr'), path.join(dir, 'ssr'), { recursive: true });
  return {
    webRoot: path.join(dir, 'web'),
    ssrRoot: path.join(dir, 'ssr'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The in-memory ceiling: a bare Fastify (no plugins, no hooks) in this process answering `body` with the same
 * content type, measured exactly as the shop's route is.
 */
async function ceiling(body: Buffer, contentType: string) {
  const bare = Fastify({ logger: false });
  bare.get('/ceiling', (_request, reply) => reply.type(contentType).send(body));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/ceiling`, close: () => bare.close() };
}

const suite: BenchSuite = {
  name: `scale: ${sizeLabel} on PostgreSQL`,
  async run() {
    if (!(await postgresAvailable())) {
      console.info('PostgreSQL is not reachable: the scale suite needs it (BENCH_DATABASE_URL). Skipped.');
      return;
    }
    const build = await webBuildCopy();
    if (!build) console.info('No web build: the product page figure is skipped.');
    const server = await startBenchServer('postgres', build ?? {});
    const results: LoadResult[] = [];
    try {
      const t0 = Date.now();
      const made = await growCatalogue(server.app.db, SIZE);
      await server.app.catalogEvents.changed('bench');
      console.info(`generated ${made} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      const base = server.url;
      const cache = catalogCache(server.app);

      // Search and listings as shoppers get them, compressed (the cached replies' brotli copies, made once).
      const searches: Target[] = SEARCHES.map((q) => ({
        headers: BROWSER,
        path: `/api/product/search?q=${encodeURIComponent(q)}`,
      }));
      const cats = await server.app.db.select().from(categories).orderBy(asc(categories.sortOrder));
      const listings: Target[] = [];
      for (const [i, c] of cats.entries())
        for (const sort of ['newest', 'price_asc', 'price_desc', 'best_selling'])
          for (const page of [1, 2, 5]) {
            const metals = i % 2 ? '&metals=Yellow%20Gold' : '';
            listings.push({
              headers: BROWSER,
              path: `/api/product/get-products-filtered?categoryId=${c.id}&sort=${sort}&page=${page}&limit=24${metals}`,
            });
          }
      listings.push({
        headers: BROWSER,
        path: '/api/product/get-products-filtered?sort=newest&page=1&limit=24',
      });
      listings.push({
        headers: BROWSER,
        path: '/api/product/get-products-filtered?minPrice=20000&maxPrice=80000&page=3&limit=24',
      });
      await warm(base, searches);
      await warm(base, listings);
      const search = await rotate(`search (${searches.length} queries, cached)`, base, searches, 50);
      const listing = await rotate(`listing (${listings.length} pages, cached)`, base, listings, 50);
      results.push(search, listing);
      budget(`search p99, ${sizeLabel}, 50 connections`, search.p99, { max: 10, unit: 'ms' });
      budget(`listing p99, ${sizeLabel}, 50 connections`, listing.p99, { max: 20, unit: 'ms' });

      const slugs = (
        await server.app.db
          .select({ slug: products.slug })
          .from(products)
          .where(eq(products.status, 'active'))
          .orderBy(sql`md5(${products.id}::text)`)
          .limit(40)
      ).map((r) => r.slug);
      // Near the ceiling: the shop beside the same bytes from memory, in turns. Measured before the admin's list,
      // whose slow searches autocannon may leave running.
      const ceilings: Array<[string, string]> = [
        ['product detail', `/api/product/get-product/${slugs[0] ?? 'aurora-round-solitaire-ring'}`],
        ['featured categories', '/api/category/featured-categories'],
        ['search', '/api/product/search?q=solitare%20rnig'],
      ];
      for (const [name, p] of ceilings) {
        const res = await fetch(`${base}${p}`);
        const body = Buffer.from(await res.arrayBuffer());
        const bare = await ceiling(body, res.headers.get('content-type') ?? 'application/json');
        try {
          const [shop, mem] = await interleaved(name, `${base}${p}`, bare.url);
          results.push(shop, mem);
          budget(`${name}: share of in-memory ceiling`, shop.requestsPerSec / mem.requestsPerSec, {
            min: 0.5,
            unit: '',
          });
        } finally {
          await bare.close();
        }
      }

      await settle();
      // Product pages' HTML, server-rendered.
      const pages: Target[] = slugs.map((slug) => ({
        path: `/products/${slug}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      }));
      if (build) {
        await warm(base, pages);
        const html = await rotate(`product page HTML (${pages.length} pages)`, base, pages, 50);
        results.push(html);
        budget(`product page HTML p99, ${sizeLabel}, 50 connections`, html.p99, { max: 30, unit: 'ms' });
      }

      // The admin's products list: replies never cached, a few admins at once.
      const admin = await createUser(server.app, { role: 'admin' });
      const [rings] = cats.filter((c) => c.slug === 'rings');
      const adminPages: Target[] = [
        '',
        'page=2',
        'page=40',
        'page=400',
        'q=solitaire',
        'q=solitare',
        'q=meher%20ring',
        'q=BEN-1234',
        'sort=price&dir=desc',
        'sort=name&dir=asc&page=3',
        'sort=stock&dir=asc',
        'stock=low',
        'stock=out&page=2',
        `category=${rings?.id ?? ''}&sort=created&dir=desc`,
        'status=inactive',
        'q=gold&sort=price&dir=asc&page=2',
      ].map((q) => ({
        path: `/api/product/getproducts?limit=20${q ? `&${q}` : ''}`,
        headers: admin.headers,
      }));
      await warm(base, adminPages);
      const adminList = await rotate(`admin products list (${adminPages.length} pages)`, base, adminPages, 4);
      results.push(adminList);
      budget(`admin products list p99, ${sizeLabel}, 4 connections`, adminList.p99, { max: 50, unit: 'ms' });

      await settle();
      // For information: the queries themselves, with whole replies not cached.
      cache.setRepliesEnabled(false);
      results.push(await rotate('search, reply cache off', base, searches, 50));
      results.push(await rotate('listing, reply cache off', base, listings, 50));
      cache.setRepliesEnabled(true);

      // For information: each admin page alone on its first visit after a catalogue change (the read cache just
      // cleared: a search ranks its candidates, a stock sort or filter sums every product's variants again).
      await settle();
      const firstVisits: string[] = [];
      for (const t of adminPages) {
        await server.app.catalogEvents.changed('bench');
        const t0 = performance.now();
        const res = await fetch(`${base}${t.path}`, { headers: t.headers });
        await res.arrayBuffer();
        firstVisits.push(
          `${(performance.now() - t0).toFixed(0).padStart(5)} ms  ${t.path.replace(/^.*\?/, '')}`,
        );
      }
      console.info(`admin products list, each page's first visit after a change:\n${firstVisits.join('\n')}`);
      printTable(
        `PostgreSQL, ${sizeLabel}, load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
        results,
      );
    } finally {
      // Requests autocannon abandoned at the end of a run may still be running: let them finish.
      await new Promise((r) => setTimeout(r, 2000));
      await server.close();
      await build?.remove();
    }
  },
};
export default suite;
