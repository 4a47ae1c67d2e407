import { defineConfig } from 'vitest/config';

/**
 * One runner for everything: pure unit tests beside the code they protect, API
 * integration tests and end-to-end browser tests against real servers on a real
 * embedded database (tests/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['schemas/src/**/*.test.ts', 'api/src/**/*.test.ts', 'site/src/**/*.test.ts', 'admin/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
