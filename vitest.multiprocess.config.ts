import { defineConfig } from 'vitest/config';

/**
 * `npm run test:multiprocess` and `npm run test:postgres` only (their scripts start the database): three
 * server processes on one database. Out of the default projects: it needs that database.
 */
export default defineConfig({
  test: {
    name: 'multiprocess',
    include: ['tests/multiprocess/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 150_000,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 1 } },
  },
});
