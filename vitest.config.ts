import { defineConfig } from 'vitest/config';

// Unit tests (domain rules) and API tests (HTTP through app.inject against a real database).
export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/faults/**/*.test.ts',
      // Component tests (Testing Library); each file opts into jsdom with a `// @vitest-environment jsdom` line.
      'tests/components/**/*.test.{ts,tsx}',
    ],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each API test file gets its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
