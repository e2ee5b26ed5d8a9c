// `npm test`: unit and API tests (vitest), then the browser suite in Debian's Chromium on Playwright's runner
// (`tests/e2e/*.spec.ts`, docs/decisions/129); both must pass.
// `npm run test:e2e` (`--e2e`) runs the browser suite alone.
// Without Chromium the browser suite is skipped with a plain message — except under CI=true, where that fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-info.mjs';

const node = (script, args) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules', ...script), ...args], {
    cwd: root,
    stdio: 'inherit',
  }).status ?? 1;
const vitest = (args) => node(['vitest', 'vitest.mjs'], ['run', ...args]);
const playwright = (args) => node(['@playwright', 'test', 'cli.js'], args);

if (!process.argv.includes('--e2e')) {
  const unit = vitest([]);
  if (unit !== 0) {
    console.error('\nUnit/API tests failed; the browser suite was not started.');
    process.exit(unit);
  }
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

process.exit(playwright(['test']));
