import type { BenchSuite } from '../index';
import { findChromium } from '#tests/e2e/helpers/chromium';
import { runWebBench } from '../web/run';

/**
 * Page speed inside `npm run bench`: the same run as `npm run bench:web` (bench/web), reporting its budgets
 * without stopping the other suites. Skipped, with a message, where Debian's Chromium is not installed.
 */
const suite: BenchSuite = {
  name: 'web page speed (Lighthouse)',
  async run() {
    const chromiumPath = findChromium();
    if (!chromiumPath) {
      console.info('Skipped: Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH).');
      return;
    }
    const { passed } = await runWebBench({ chromiumPath });
    if (!passed)
      console.info('Some page-speed budgets failed: see the table above (npm run bench:web exits 1).');
  },
};
export default suite;
