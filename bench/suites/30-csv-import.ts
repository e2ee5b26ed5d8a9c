/**
 * CSV bulk import (issue 19): a generated 20,000-row file (5,000 products × 4 variants, quoted commas and line
 * breaks in descriptions) uploaded through HTTP as the admin's screen sends it — POST /api/product/bulk-add/jobs
 * with the progress streamed back (docs/decisions/105) — timed from the upload to the finished job. Budget on
 * PostgreSQL: ≤ 30 s; PGlite is shown beside it. Then the sitemap of a 20,000-piece catalogue: the index and
 * every file rendered from cold, and the largest file's URLs (≤ 50,000, the protocol's limit).
 * BENCH_CSV_ROWS changes the rows, BENCH_CSV_PGLITE=0 skips PGlite.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { BenchSuite } from '../index';
import { budget } from '../lib/budget';
import { postgresAvailable, startBenchServer, type BenchServer } from '../lib/server';
import { growCatalogue } from '../lib/generate-catalogue';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { users } from '#server/db/schema';
import { queryRows } from '#server/db/client';
import { hashPassword } from '#server/lib/passwords';
import { CSV_HEADER } from '#domain/schemas/admin-csv';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 20_000);
const BUDGET_SECONDS = 30;
const SITEMAP_PIECES = 20_000;
const METALS: Array<[string, string]> = [
  ['Yellow Gold', '18KT'],
  ['Rose Gold', '14KT'],
  ['White Gold', '22KT'],
  ['Platinum', 'PT950'],
];
const PLACES = [
  ['Rings', 'Engagement Rings'],
  ['Earrings', 'Stud Earrings'],
  ['Necklaces', ''],
  ['Bracelets', ''],
];

function cell(v: string | number): string {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function generateCsv(rows: number): string {
  const lines = [CSV_HEADER.join(',')];
  for (let i = 0; i < rows; i++) {
    const p = Math.floor(i / METALS.length);
    const [material, purity] = METALS[i % METALS.length]!;
    const [category, subcategory] = PLACES[p % PLACES.length]!;
    const first = i % METALS.length === 0;
    const row: Record<string, string | number> = {
      handle: `bench-piece-${p}`,
      ...(first
        ? {
            title: `Bench Piece ${p}, Hand Finished`,
            description: `Generated piece ${p}.\nA second line, with a comma.`,
            category,
            subcategory,
            tags: 'bench, generated',
            status: 'active',
          }
        : {}),
      material,
      purity,
      sku: `BENCH-${p}-${i % METALS.length}`,
      price: 10000 + (i % 977) * 13.5,
      sizes: category === 'Rings' ? '6, 7, 8' : '',
      stock: i % 9,
      weight_grams: 2.5,
      discount_type: i % 3 === 0 ? 'percentage' : '',
      discount_value: i % 3 === 0 ? 10 : '',
    };
    lines.push(CSV_HEADER.map((c) => cell(row[c] ?? '')).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

interface JobLine {
  job: {
    id: string;
    phase: string;
    rowsDone: number;
    rowsTotal: number;
    status: number | null;
    result: { message: string; created?: { products: number; variants: number } } | null;
    finishedAt: string | null;
  };
}

async function adminToken(server: BenchServer): Promise<string> {
  const [admin] = await server.app.db
    .insert(users)
    .values({
      name: 'Bench Admin',
      email: `bench-admin-${Date.now()}@example.com`,
      passwordHash: await hashPassword('bench-password'),
      role: 'admin',
    })
    .returning({ id: users.id });
  return server.app.sessions.start({ id: admin!.id, role: 'admin' });
}

/** Uploads the file as a job with streamed progress; returns the seconds to the finished job and what was seen. */
async function importWithProgress(server: BenchServer, csv: string) {
  const token = await adminToken(server);
  const form = new FormData();
  form.append('productCsv', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/product/bulk-add/jobs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/x-ndjson' },
    body: form,
  });
  if (res.status !== 202)
    throw new Error(`import refused on ${server.kind}: ${res.status} ${await res.text()}`);
  const lines: Array<JobLine['job'] & { at: number }> = [];
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      if (line.trim()) lines.push({ ...(JSON.parse(line) as JobLine).job, at: performance.now() - t0 });
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const last = lines.at(-1);
  if (!last?.finishedAt || last.status !== 201)
    throw new Error(`import failed on ${server.kind}: ${JSON.stringify(last?.result)}`);
  return { seconds, lines, last };
}

async function csvImport(kinds: Array<'pglite' | 'postgres'>, budgeted: 'pglite' | 'postgres') {
  const csv = generateCsv(ROWS);
  console.info(`generated ${ROWS} rows, ${(csv.length / 1024).toFixed(0)} KB`);
  const results: Array<Record<string, string | number>> = [];
  for (const kind of kinds) {
    const server = await startBenchServer(kind);
    try {
      const { seconds, lines, last } = await importWithProgress(server, csv);
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        server.app.db,
        sql`select count(*)::int as n from variants where sku like 'BENCH-%'`,
      );
      if (n !== ROWS) throw new Error(`expected ${ROWS} variants on ${kind}, found ${n}`);
      const checked = lines.find((l) => l.phase === 'writing')?.at ?? 0;
      console.info(
        `${kind}: ${last.result!.message} ${seconds.toFixed(2)} s from upload to finished job; ${lines.length} progress lines; checking done at ${(checked / 1000).toFixed(2)} s`,
      );
      const name = `CSV import of ${ROWS.toLocaleString('en-US')} rows, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`;
      if (kind === budgeted) budget(name, Number(seconds.toFixed(2)), { max: BUDGET_SECONDS, unit: 's' });
      results.push({
        database: kind,
        rows: ROWS,
        products: last.result!.created!.products,
        variants: last.result!.created!.variants,
        seconds: Number(seconds.toFixed(2)),
        'rows/s': Math.round(ROWS / seconds),
        'progress lines': lines.length,
      });
    } finally {
      await server.close();
    }
  }
  console.table(results);
}

/** The sitemap of a grown catalogue, rendered from cold (index and every file), and its largest file. */
async function sitemap(kind: 'pglite' | 'postgres') {
  const server = await startBenchServer(kind);
  try {
    const made = await growCatalogue(server.app.db, SITEMAP_PIECES);
    const runs: number[] = [];
    let largest = 0;
    let files = 0;
    let urls = 0;
    for (let i = 0; i < 5; i++) {
      catalogCache(server.app).clear();
      const t0 = performance.now();
      const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const locs = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
      const counts = await Promise.all(
        locs.map(async (loc) => {
          const xml = await (await fetch(loc.replace(/^https?:\/\/[^/]+/, server.url))).text();
          return (xml.match(/<url>/g) ?? []).length;
        }),
      );
      runs.push(performance.now() - t0);
      largest = Math.max(...counts);
      files = locs.length;
      urls = counts.reduce((a, b) => a + b, 0);
    }
    runs.sort((a, b) => a - b);
    const median = runs[Math.floor(runs.length / 2)]!;
    console.info(
      `${kind}: ${made.toLocaleString('en-US')} pieces → ${files} files, ${urls.toLocaleString('en-US')} URLs; cold render of the index and every file, median of 5: ${median.toFixed(0)} ms`,
    );
    budget(`sitemap, ${made.toLocaleString('en-US')} pieces: URLs in the largest file`, largest, {
      max: 50_000,
      unit: 'URLs',
    });
    budget(`sitemap, ${made.toLocaleString('en-US')} pieces: cold render, all files`, Math.round(median), {
      max: 1000,
      unit: 'ms',
    });
  } finally {
    await server.close();
  }
}

const suite: BenchSuite = {
  name: `CSV import of ${ROWS.toLocaleString('en-US')} rows, and the sitemap of ${SITEMAP_PIECES.toLocaleString('en-US')} pieces`,
  async run() {
    const load = os.loadavg().map((l) => l.toFixed(2));
    console.info(`load average before: ${load.join(', ')} (${os.cpus().length} cores, shared machine)`);
    const postgres = await postgresAvailable();
    if (!postgres) console.info('PostgreSQL is not reachable: the budgets are measured on PGlite instead.');
    const kinds: Array<'pglite' | 'postgres'> = postgres
      ? process.env.BENCH_CSV_PGLITE === '0'
        ? ['postgres']
        : ['postgres', 'pglite']
      : ['pglite'];
    await csvImport(kinds, postgres ? 'postgres' : 'pglite');
    await sitemap(postgres ? 'postgres' : 'pglite');
    console.info(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  },
};
export default suite;
