import { defineConfig } from 'vitest/config';

// Browser journeys in Debian's Chromium against the built app, served by the real server on a free port.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // In CI a failed journey is run once more before it counts (docs/decisions/116-browser-test-retry-in-ci.md):
    // a journey broken by the code fails both times; one lost to a timing accident on a loaded machine does not
    // sink the whole run. The reporter marks a test that needed its second try, and `.ci/run` lists them.
    retry: process.env.CI ? 1 : 0,
  },
});
