/**
 * CSV bulk import: a generated 5,000-row file (1,250 products × 4 variants, quoted commas and line breaks in
 * descriptions) uploaded through HTTP to POST /api/product/bulk-add, timed end to end. Goal: under 10 s.
 */
import { sql } from 'drizzle-orm';
import type { BenchSuite } from '../index';
import { postgresAvailable, startBenchServer } from '../lib/server';
import { users } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/client';
import { hashPassword } from '../../src/server/lib/passwords';
import { CSV_HEADER } from '../../src/domain/schemas/admin-csv';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 5000);
const GOAL_SECONDS = 10;
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

const suite: BenchSuite = {
  name: `CSV import of ${ROWS.toLocaleString('en-IN')} rows`,
  async run() {
    const csv = generateCsv(ROWS);
    console.info(`generated ${ROWS} rows, ${(csv.length / 1024).toFixed(0)} KB`);
    const kinds: Array<'pglite' | 'postgres'> = (await postgresAvailable())
      ? ['pglite', 'postgres']
      : ['pglite'];
    const results: Array<Record<string, string | number>> = [];
    for (const kind of kinds) {
      const server = await startBenchServer(kind);
      try {
        const [admin] = await server.app.db
          .insert(users)
          .values({
            name: 'Bench Admin',
            email: `bench-admin-${Date.now()}@example.com`,
            passwordHash: await hashPassword('bench-password'),
            role: 'admin',
          })
          .returning({ id: users.id });
        const token = await server.app.sessions.start({ id: admin!.id, role: 'admin' });
        const form = new FormData();
        form.append('productCsv', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
        const t0 = performance.now();
        const res = await fetch(`${server.url}/api/product/bulk-add`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const seconds = (performance.now() - t0) / 1000;
        const body = (await res.json()) as {
          message: string;
          created?: { products: number; variants: number };
        };
        if (res.status !== 201) throw new Error(`import failed on ${kind}: ${res.status} ${body.message}`);
        const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
          server.app.db,
          sql`select count(*)::int as n from variants where sku like 'BENCH-%'`,
        );
        if (n !== ROWS) throw new Error(`expected ${ROWS} variants on ${kind}, found ${n}`);
        console.info(`${kind}: ${body.message} (${seconds.toFixed(2)} s through HTTP)`);
        results.push({
          database: kind,
          rows: ROWS,
          products: body.created!.products,
          variants: body.created!.variants,
          seconds: Number(seconds.toFixed(2)),
          'rows/s': Math.round(ROWS / seconds),
          [`goal < ${GOAL_SECONDS} s`]: seconds < GOAL_SECONDS ? 'met' : 'MISSED',
        });
      } finally {
        await server.close();
      }
    }
    console.table(results);
  },
};
export default suite;
