/**
 * Memory (issue 19, decision 106): the built server as `npm start` runs it (`dist/server/main.js` with the node
 * flags and environment of scripts/server-flags.mjs) in its own process, its resident set (RSS, what the machine gives it) read
 * from the operating system:
 *
 *  - idle, embedded: PGlite in a fresh DATA_DIR; the first start seeds the demo catalogue (pictures too), the
 *    server is restarted as an operator's server is, a few pages and API calls warm it up, then it settles;
 *  - under load, embedded: the peak RSS while simulated shoppers make the load bench's whole journey
 *    (bench/load/journey.ts) and a browser-like client asks for server-rendered pages at the same time;
 *  - under load, PostgreSQL: the same on a fresh database of the local server (seeded by a first start, measured
 *    after a restart), per process.
 *
 * BENCH_MEMORY_SECONDS (default 30) sets the length of each load run; BENCH_MEMORY_SHOPPERS (default 10) the
 * shoppers at once; BENCH_MEMORY_DBS=pglite,postgres narrows the run; BENCH_MEMORY_NODE_FLAGS replaces the node
 * flags (to try a setting). Linux reads /proc/<pid>/status; elsewhere `ps -o rss=`.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { BenchSuite } from '../index';
import { budget } from '../lib/budget';
import { POSTGRES_SERVER_URL, postgresAvailable } from '../lib/server';
import { createThrowawayDatabase } from '#tests/helpers/throwaway-db';
import { ensureBuild } from '../web/server';
import { freePort, waitForHealth } from '#tests/e2e/helpers/server';
import { root } from '#scripts/build-info.mjs';
import { SERVER_NODE_FLAGS, serverEnv } from '#scripts/server-flags.mjs';
import { createClient, type Client } from '../load/client';
import { runShopper, type Shopper } from '../load/journey';
import { Recorder } from '../load/stats';
import { raiseStock } from '../load/books';

const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 30);
const SHOPPERS = Number(process.env.BENCH_MEMORY_SHOPPERS ?? 10);
/** Pages a browser's first visit gets rendered by the server, asked for beside the shoppers' journeys. */
const PAGE_READERS = 4;
const EXTRA_STOCK = 1_000_000;
const MB = 1024 * 1024;
const NODE_FLAGS = process.env.BENCH_MEMORY_NODE_FLAGS?.split(' ').filter(Boolean) ?? SERVER_NODE_FLAGS;
const DBS = (process.env.BENCH_MEMORY_DBS ?? 'pglite,postgres').split(',').map((s) => s.trim());

/** The process's resident set in bytes (0 once it is gone). */
export function rssBytes(pid: number): number {
  try {
    if (process.platform === 'linux') {
      const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return m ? Number(m[1]) * 1024 : 0;
    }
    return (
      Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      ) * 1024
    );
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak and the last sample. */
function sampleRss(pid: number, everyMs = 100) {
  let peak = 0;
  let last = 0;
  const timer = setInterval(() => {
    last = rssBytes(pid);
    peak = Math.max(peak, last);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      last = rssBytes(pid) || last;
      peak = Math.max(peak, last);
      return { peak, last };
    },
  };
}

interface Server {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv({
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: '',
      JWT_SECRET: 'bench-memory-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Every simulated shopper comes from 127.0.0.1: the per-address limits would stop them at once.
      RATE_LIMITS:
        'login:1000000/15m,loginAddress:1000000/15m,signup:1000000/1h,checkout:1000000/1h,checkoutAddress:1000000/1h',
      ...env,
    }),
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  child.stderr!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    // A first start renders the demo catalogue's pictures: give it time on a busy machine.
    await waitForHealth(url, child, 240_000);
  } catch (err) {
    await stop();
    throw new Error(`the server did not start: ${(err as Error).message}\n${out.slice(-3000)}`, {
      cause: err,
    });
  }
  return { url, child, output: () => out, stop };
}

const PAGES = [
  '/',
  '/shop',
  '/products/aurora-round-solitaire-ring',
  '/collections/rings',
  '/new-arrivals',
  '/about',
];

/** What a first visitor and a shopper ask for once: rendered pages, the catalogue API, a search. */
export async function warmUp(client: Client): Promise<void> {
  for (const page of PAGES) await client.call('GET', page, { page: true });
  for (const api of [
    '/api/category/featured-categories',
    '/api/category/allcategories',
    '/api/product/get-products-filtered?page=1&limit=24',
    '/api/product/get-product/aurora-round-solitaire-ring',
    '/api/product/search?q=gold%20ring',
  ])
    await client.call('GET', api);
}

async function settle(ms: number): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
}

/** The idle figure: RSS after warm-up and a quiet moment, the median of a few samples. */
export async function idleRss(pid: number): Promise<number> {
  await settle(8000);
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    samples.push(rssBytes(pid));
    await settle(400);
  }
  return samples.sort((a, b) => a - b)[2]!;
}

/** Shoppers' whole journeys plus rendered pages for LOAD_SECONDS; answers the peak RSS seen meanwhile. */
export async function loadRun(server: Server, label: string): Promise<number> {
  const client = createClient(server.url, SHOPPERS * 4 + PAGE_READERS);
  try {
    const categories = (await client.call('GET', '/api/category/allcategories')).body as {
      categories: Array<{ slug: string }>;
    };
    const slugs = categories.categories.map((c) => c.slug);
    const stamp = Date.now().toString(36);
    const accounts: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const account = { email: `memory-${stamp}-${i}@example.com`, password: 'bench shopper password' };
      const res = await client.call('POST', '/api/auth/register-user', {
        body: { name: `Memory Shopper ${i}`, phone: '+91 98765 43210', ...account },
      });
      if (res.status !== 200 && res.status !== 201)
        throw new Error(`could not register shopper ${i}: ${res.status} ${JSON.stringify(res.body)}`);
      accounts.push(account);
    }
    const rec = new Recorder();
    const sampler = sampleRss(server.child.pid!);
    const until = Date.now() + LOAD_SECONDS * 1000;
    let pages = 0;
    const pageReader = async () => {
      while (Date.now() < until) {
        const slug = slugs[pages % slugs.length] ?? 'rings';
        const page = [...PAGES, `/collections/${slug}`][pages % (PAGES.length + 1)]!;
        pages++;
        await client.call('GET', page, { page: true });
      }
    };
    await Promise.all([
      ...accounts.map((a) => runShopper(client, a, slugs, rec, until)),
      ...Array.from({ length: PAGE_READERS }, pageReader),
    ]);
    const { peak } = sampler.stop();
    console.info(
      `${label}: ${SHOPPERS} shoppers and ${PAGE_READERS} page readers for ${LOAD_SECONDS} s: ` +
        `${rec.journeys} whole journeys, ${pages} pages, ${rec.errorCount()} errors` +
        (rec.errors.size ? ` (${[...rec.errors].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''),
    );
    return peak;
  } finally {
    client.close();
  }
}

const mb = (bytes: number) => Math.round(bytes / MB);

async function embedded(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-bench-memory-'));
  try {
    const env = { DATA_DIR: dataDir };
    // The first start seeds the demo catalogue and renders its pictures.
    let server = await startServer(env);
    const client = createClient(server.url, 4);
    await warmUp(client);
    const firstIdle = await idleRss(server.child.pid!);
    const firstPeak = rssPeak(server.child.pid!);
    await server.stop();
    console.info(
      `embedded, first start (seeds the demo catalogue): idle ${mb(firstIdle)} MB, peak while seeding ${mb(firstPeak)} MB`,
    );

    // Stock for the run, set while the server is stopped (PGlite has one process at a time).
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    await db.query('update variants set stock = stock + $1', [EXTRA_STOCK]);
    await db.close();

    server = await startServer(env);
    try {
      const c = createClient(server.url, 4);
      await warmUp(c);
      c.close();
      const idle = await idleRss(server.child.pid!);
      budget('memory idle, embedded', mb(idle), { max: 250, unit: 'MB' });
      const peak = await loadRun(server, 'embedded');
      budget('memory under load, embedded', mb(peak), { max: 350, unit: 'MB' });
      console.info(`embedded, after the load and a quiet moment: ${mb(await idleRss(server.child.pid!))} MB`);
    } finally {
      await server.stop();
    }
    client.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** VmHWM: the highest RSS the process has had (Linux; elsewhere the current RSS). */
function rssPeak(pid: number): number {
  try {
    const m = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (m) return Number(m[1]) * 1024;
  } catch {
    // not Linux
  }
  return rssBytes(pid);
}

async function postgres(): Promise<void> {
  const db = await createThrowawayDatabase(POSTGRES_SERVER_URL, 'aurelia_bench_memory_');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-bench-memory-pg-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: db.url };
    // As on PGlite: the first start seeds the catalogue (and renders its pictures); the measured process is the
    // restarted one, as every process of a running shop is.
    const first = await startServer(env);
    console.info(`PostgreSQL, first start: peak while seeding ${mb(rssPeak(first.child.pid!))} MB`);
    await first.stop();
    const server = await startServer(env);
    try {
      await raiseStock(db.url, EXTRA_STOCK);
      const c = createClient(server.url, 4);
      await warmUp(c);
      c.close();
      console.info(`PostgreSQL, idle: ${mb(await idleRss(server.child.pid!))} MB`);
      const peak = await loadRun(server, 'PostgreSQL');
      budget('memory under load, PostgreSQL, per process', mb(peak), { max: 200, unit: 'MB' });
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const suite: BenchSuite = {
  name: 'memory',
  async run() {
    ensureBuild();
    console.info(
      `node flags: ${NODE_FLAGS.join(' ') || '(none)'}; load average (1 / 5 / 15 min): ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ')}`,
    );
    if (DBS.includes('pglite')) await embedded();
    if (!DBS.includes('postgres')) return;
    if (await postgresAvailable()) await postgres();
    else console.info('PostgreSQL is not reachable: the per-process figure on PostgreSQL is not measured.');
  },
};
export default suite;
