/**
 * `npm run bench:load [-- --single | --cluster] [-- --quick]`: simulated shoppers making the whole journey
 * (bench/load/journey.ts) against the real server on a fresh PostgreSQL database, first as one process, then as
 * the cluster (npm run start:cluster's code), each on its own database; then the books of each run are checked
 * in the database. Prints journeys per second, p50/p95/p99 per step, errors by step and status, the books, and
 * both throughputs side by side. Exits 1 when a book is wrong.
 *
 *   BENCH_DURATION=60   seconds of buying per run (--quick, BENCH_QUICK=1 or CI=true: 10)
 *   BENCH_SHOPPERS=50   shoppers at once (quick: 10)
 *   BENCH_CLUSTER_WORKERS  workers of the cluster run (default: CPU count)
 *   BENCH_DATABASE_URL  the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import os from 'node:os';
import { POSTGRES_SERVER_URL } from '../lib/server';
import { startChildServer } from '../lib/child-server';
import { createThrowawayDatabase } from '#tests/helpers/throwaway-db';
import { createClient } from './client';
import { runShopper, STEPS, type Shopper } from './journey';
import { Recorder } from './stats';
import { checkBooks, raiseStock, readStock } from './books';

const args = process.argv.slice(2);
// CI-ish runs (CI=true, BENCH_QUICK=1 or --quick) default to a short run; BENCH_* variables still win.
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1' || process.env.CI === 'true';
const durationSec = Number(process.env.BENCH_DURATION ?? (quick ? 10 : 60));
const shoppers = Number(process.env.BENCH_SHOPPERS ?? (quick ? 10 : 50));
const clusterWorkers = Number(process.env.BENCH_CLUSTER_WORKERS ?? os.availableParallelism());
const kinds: Array<'single' | 'cluster'> = args.includes('--cluster')
  ? ['cluster']
  : args.includes('--single')
    ? ['single']
    : ['single', 'cluster'];
/** Added to every variant's stock before the run (decision 052). */
const EXTRA_STOCK = 1_000_000;

interface RunResult {
  kind: string;
  journeysPerSec: number;
  journeys: number;
  errors: number;
  booksOk: boolean;
  journeyP50: number;
  journeyP95: number;
}

async function run(kind: 'single' | 'cluster'): Promise<RunResult> {
  const label = kind === 'single' ? 'one process' : `cluster of ${clusterWorkers} workers`;
  console.info(`\n=== ${label}: ${shoppers} shoppers for ${durationSec} s ===`);
  const db = await createThrowawayDatabase(POSTGRES_SERVER_URL, 'aurelia_bench_');
  console.info(`database ${db.name}`);
  let server: Awaited<ReturnType<typeof startChildServer>> | undefined;
  try {
    server = await startChildServer({
      kind,
      databaseUrl: db.url,
      workers: kind === 'cluster' ? clusterWorkers : undefined,
      env: {
        LOG_LEVEL: 'warn',
        // Every simulated shopper comes from 127.0.0.1: the per-address limits would stop them at once.
        RATE_LIMITS:
          'login:1000000/15m,loginAddress:1000000/15m,signup:1000000/1h,checkout:1000000/1h,checkoutAddress:1000000/1h',
      },
    });
    // cluster.ts logs its readiness at info; the child's own lines stay quiet at warn.
    await raiseStock(db.url, EXTRA_STOCK);
    const start = await readStock(db.url);

    const client = createClient(server.url, shoppers * 4);
    const categories = (await client.call('GET', '/api/category/allcategories')).body as {
      categories: Array<{ slug: string }>;
    };
    const categorySlugs = categories.categories.map((c) => c.slug);
    const accounts: Shopper[] = [];
    const stamp = Date.now().toString(36);
    for (let i = 0; i < shoppers; i++) {
      const account = { email: `bench-${stamp}-${i}@example.com`, password: 'bench shopper password' };
      const res = await client.call('POST', '/api/auth/register-user', {
        body: { name: `Bench Shopper ${i}`, phone: '+91 98765 43210', ...account },
      });
      if (res.status !== 200 && res.status !== 201)
        throw new Error(`could not register shopper ${i}: ${res.status} ${JSON.stringify(res.body)}`);
      accounts.push(account);
    }

    const rec = new Recorder();
    const began = Date.now();
    const until = began + durationSec * 1000;
    await Promise.all(accounts.map((a) => runShopper(client, a, categorySlugs, rec, until)));
    const elapsed = (Date.now() - began) / 1000;
    client.close();
    await server.stop();
    server = undefined;

    const journeysPerSec = rec.journeys / elapsed;
    console.info(`load average after the run (1 / 5 / 15 min): ${loadAverage()}`);
    console.info(
      `${rec.journeys} whole journeys in ${elapsed.toFixed(1)} s = ${journeysPerSec.toFixed(2)} journeys/s ` +
        `(${rec.errorCount()} errors)`,
    );
    console.table(rec.stepTable([...STEPS]));
    if (rec.errors.size) {
      console.info('errors by step and status:');
      console.table(
        [...rec.errors].map(([key, count]) => ({ 'step status': key, count, example: rec.samples.get(key) })),
      );
    } else console.info('errors: none');

    const books = await checkBooks(db.url, start);
    console.info(`books (${label}):`);
    for (const line of books.lines) console.info(`  ${line}`);
    console.info(books.ok ? 'BOOKS PASS' : 'BOOKS FAIL');
    const journey = rec.stepTable(['journey'])[0];
    return {
      kind: label,
      journeysPerSec,
      journeys: rec.journeys,
      errors: rec.errorCount(),
      booksOk: books.ok,
      journeyP50: journey?.['p50 ms'] ?? 0,
      journeyP95: journey?.['p95 ms'] ?? 0,
    };
  } finally {
    if (server) {
      console.info(server.output().slice(-2000));
      await server.stop();
    }
    await db.drop();
  }
}

console.info(
  `Aurelia load bench — ${new Date().toISOString()} — node ${process.version}, ${os.availableParallelism()} cores, ` +
    `PostgreSQL at ${new URL(POSTGRES_SERVER_URL).host}, load average ${loadAverage()}`,
);
const results: RunResult[] = [];
/** Anything else running on the machine moves the figures: print what the machine was doing. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
}

for (const kind of kinds) results.push(await run(kind));
console.info('\nthroughput side by side:');
console.table(
  results.map((r) => ({
    server: r.kind,
    'journeys/s': Math.round(r.journeysPerSec * 100) / 100,
    journeys: r.journeys,
    'journey p50 ms': r.journeyP50,
    'journey p95 ms': r.journeyP95,
    errors: r.errors,
    books: r.booksOk ? 'PASS' : 'FAIL',
  })),
);
const allOk = results.every((r) => r.booksOk);
console.info(allOk ? 'PASS: the books balance' : 'FAIL: the books do not balance');
process.exit(allOk ? 0 : 1);
