/**
 * `npm run bench`: runs every suite in bench/suites (or those named on the command line) and prints its figures.
 * Each suite default-exports `{ name, run(): Promise<void> }`. BENCH_DURATION sets seconds per measurement.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printVerdicts } from './lib/budget';

export interface BenchSuite {
  name: string;
  run(): Promise<void>;
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'suites');
const only = process.argv.slice(2);
const files = (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort();
const selected = files.filter((f) => !only.length || only.some((o) => f.includes(o)));

console.info(
  `Aurelia benchmarks — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
);
if (!selected.length) console.info('No benchmark suites match.');
for (const file of selected) {
  const suite = (await import(path.join(dir, file))).default as BenchSuite;
  console.info(`\n=== ${suite.name} ===`);
  const t0 = Date.now();
  await suite.run();
  console.info(`(${suite.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
printVerdicts();
