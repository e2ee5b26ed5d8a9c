// `npm test`: unit and API tests, then the browser suite in Debian's Chromium.
// Without Chromium the browser suite is skipped with a plain message — except under CI=true, where that fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-info.mjs';

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = (args) =>
  spawnSync(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;

const unit = run([]);
if (unit !== 0) {
  console.error('\nUnit/API tests failed; the browser suite was not started.');
  process.exit(unit);
}

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  .filter(Boolean)
  .find((p) => existsSync(p));
if (!chromium) {
  const message =
    'Browser suite SKIPPED: Chromium was not found.\n' +
    '  Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n' +
    '  then run:         npm run test:e2e';
  if (process.env.CI === 'true') {
    console.error(`\n${message}\nCI=true: a missing browser is a failure.`);
    process.exit(1);
  }
  console.warn(`\n${message}`);
  process.exit(0);
}
process.exit(run(['-c', 'vitest.e2e.config.ts']));
