/**
 * `npm run bench:web [-- --no-fail] [-- --runs=N] [-- home product …]`: Lighthouse (mobile, simulated
 * throttling) on the production build in Debian's Chromium for the home page, a listing, a product page,
 * /search?q=ring, /cart empty and with one line, and /checkout with one line (bench/web/pages.ts), each N times (3 by default; the median run is reported and checked, the spread printed); prints
 * every score, metric and the JavaScript each page loads, then the budgets. Exits 1 when a budget fails, unless
 * --no-fail. CHROMIUM_PATH overrides /usr/bin/chromium; BENCH_WEB_REPORTS=<dir> keeps each page's Lighthouse JSON.
 */
import { findChromium } from '#tests/e2e/helpers/chromium';
import { runWebBench } from './run';

const args = process.argv.slice(2);
const noFail = args.includes('--no-fail');
const only = args.filter((a) => !a.startsWith('--'));
const runsArg = args.find((a) => a.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : undefined;
if (runs !== undefined && !(Number.isInteger(runs) && runs >= 1)) {
  console.error('--runs= takes a whole number of runs, 1 or more.');
  process.exit(2);
}

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH).');
  process.exit(2);
}
console.info(
  `Aurelia page speed — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
);
const { passed } = await runWebBench({
  chromiumPath,
  only,
  runs,
  reportsDir: process.env.BENCH_WEB_REPORTS,
});
process.exit(passed || noFail ? 0 : 1);
