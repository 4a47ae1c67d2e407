import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner for everything: pure unit tests beside the code they protect, API
 * integration tests and end-to-end browser tests against real servers on a real
 * embedded database (tests/).
 *
 * Unit tests run in threads; API tests in processes, each file starting a server and a
 * database; browser tests in processes, each file a server, a database and a Chromium. The API
 * and browser files share one pool of processes, which Vitest sizes from this root configuration
 * only (a project's own maxForks is not read): one process per core. A test file often waits
 * on its server, its database or its browser, so two files side by side take less than one after
 * the other (on 2 cores, the CI's Vitest run went from 1 866 to 1 505 s).
 */
const cores = availableParallelism();
/**
 * What a test waits for (a mail at the SMTP server, a stream's event, a job's effect) may take
 * seconds on a loaded machine: `expect.poll` waits up to 10 s (Vitest's default is 1 s) before
 * it fails, and still passes as soon as the condition holds.
 */
const POLL = { poll: { timeout: 10_000, interval: 50 } };
export default defineConfig({
  test: {
    poolOptions: { forks: { maxForks: cores, minForks: 1 } },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['schemas/src/**/*.test.ts', 'api/src/**/*.test.ts', 'site/src/**/*.test.ts', 'admin/src/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          expect: POLL,
          // Some tests start a server of their own (a restart, an environment of their own): 5 to 8 s on an
          // idle machine, past 30 s at a load of 15.
          testTimeout: 60_000,
          hookTimeout: 90_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          expect: POLL,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
