import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '#tests/e2e/helpers/chromium';
import { DESKTOP } from '#tests/e2e/helpers/viewports';

// Browser journeys in Debian's Chromium against the built app, served by the real server on a free port
// (tests/e2e/playwright-setup.ts); every browser test is a `*.spec.ts` here (docs/decisions/129).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/playwright-setup.ts',
  outputDir: 'test-results',
  // One shared server and one 2-core machine: files run one after another, as under vitest.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  // Web-first assertions wait up to 10 s: room for a payment, a merge or a retried fetch on a loaded machine.
  expect: { timeout: 10_000 },
  // In CI a failed journey is run once more before it counts (docs/decisions/116): the list reporter marks one
  // that passed on its second try as flaky, and `.ci/run` lists those.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    // No browser download here: Debian's Chromium (apt-get install chromium), or CHROMIUM_PATH.
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    headless: true,
    viewport: DESKTOP,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'no-preference',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
