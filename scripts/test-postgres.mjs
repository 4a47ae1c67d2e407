// The API suite and the multi-process suite on PostgreSQL, as a team beyond one machine runs the
// product: a throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs), our FerretDB build on
// its PostgreSQL backend (api/embedded-db -postgresql), and the tests' servers on it through
// MONGODB_URI (a database of its own per test server, SOLE_WRITER off; the multi-process suite's
// three servers share one). Ends with the plain summary line "N passed, N failed".
// Arguments are passed to the API run (files); without any, the API files of POSTGRES_API_FILES.
// Build first (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMultiprocessSuite } from './multiprocess-suite.mjs';
import { startPostgres } from './postgres-cluster.mjs';
import { startStandalone } from './standalone-ferretdb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
const apiReport = join(results, 'vitest-postgres-api.json');
const multiprocessReport = join(results, 'vitest-postgres-multiprocess.json');

/**
 * The API files run on PostgreSQL by default (npm test, CI; README « PostgreSQL par FerretDB »):
 * every domain's writes, event streams and jobs, and the answers by the indexes and the search compared with
 * FerretDB's own path, the 03:00 cleanup of 100 000 entries: 294 tests. The whole API suite (75 files)
 * would add more than CI's 45 minutes allow.
 */
const POSTGRES_API_FILES = [
  // Records of every kind: the generic writes, numbered series, lists and counters, the atomic-writes proof.
  'crud', 'field-kinds', 'lists-and-counters', 'embedded-atomic-writes', 'embedded-indexes', 'search-index', 'users-actions',
  // Accounts and access: sign-in, sessions, settings, API keys, activity and audit logs.
  'auth', 'settings', 'api-keys', 'activity', 'audit',
  // A write's trail: recovered from its intent when another process deleted the record, stored once.
  'trail-recovery',
  // Content, contact, mail.
  'blog', 'contact', 'mail',
  // Billing and its nightly jobs (two dunning runs at once move a late invoice once).
  'billing', 'billing-jobs',
  // Support: tickets, the live chat and its offers.
  'support-tickets', 'support-chat', 'support-chat-offers',
  // Service instances (the local driver), analytics reports, webhooks.
  'instances', 'analytics-reports', 'webhooks',
  // Events, streams, jobs, start-up back-fills, and the 03:00 cleanup of 100 000 entries in batches (its date
  // range answered in SQL on PostgreSQL; it also runs across processes in the multi-process suite).
  'event-log', 'streams', 'jobs', 'startup-backfills', 'cleanup',
].map((name) => `tests/api/${name}.test.ts`);

const started = Date.now();
// A throwaway cluster: commits need not wait for the disk (what the tests check holds either way,
// and the machine's disk is shared by every test server at once).
const postgres = await startPostgres(join(results, 'postgresql.log'), { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
let ferretdb;
try {
  ferretdb = await startStandalone(join(results, 'ferretdb-postgres.log'), { postgresql: postgres.url });
  console.log(`PostgreSQL jetable, notre FerretDB dessus (${ferretdb.uri}, journaux dans ${results})`);

  rmSync(apiReport, { force: true });
  const files = process.argv.length > 2 ? process.argv.slice(2) : POSTGRES_API_FILES;
  // Not spawnSync: our signal handlers (which stop the cluster) run while the tests do.
  const api = spawn(
    process.execPath,
    [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${apiReport}`, ...files],
    { cwd: root, stdio: 'inherit', env: { ...process.env, MONGODB_URI: ferretdb.uri } },
  );
  // A run stopped half-way stops its tests too (their servers would be left on a stopped database).
  const stopTests = () => api.kill('SIGTERM');
  process.once('exit', stopTests);
  const apiStatus = await new Promise((resolve) => api.once('exit', (code) => resolve(code ?? 1)));
  process.removeListener('exit', stopTests);
  const apiResults = existsSync(apiReport) ? JSON.parse(readFileSync(apiReport, 'utf8')) : undefined;

  console.log('\nTrois processus serveur sur PostgreSQL (tests/multiprocess)…');
  const multiprocess = await runMultiprocessSuite(ferretdb.uri, multiprocessReport);

  const passed = (apiResults?.numPassedTests ?? 0) + multiprocess.passed;
  let failed = (apiResults?.numFailedTests ?? 0) + multiprocess.failed;
  if (apiStatus !== 0 && !apiResults?.numFailedTests) failed += 1;
  console.log(`\nPostgreSQL : ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exitCode = apiStatus === 0 && multiprocess.status === 0 ? 0 : 1;
} finally {
  await ferretdb?.stop();
  await postgres.stop();
}
