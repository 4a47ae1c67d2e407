// Two server processes on one database, as production runs them (tests/multiprocess): starts
// our FerretDB as a standalone server (or uses MONGODB_URI when given), runs the suite, stops
// the database, and ends with the plain summary line "N passed, N failed".
// Arguments are passed to Vitest. Build first (`npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStandalone } from './standalone-ferretdb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const report = join(root, 'test-results', 'vitest-multiprocess.json');
const logFile = join(root, 'test-results', 'ferretdb-multiprocess.log');
mkdirSync(dirname(report), { recursive: true });
rmSync(report, { force: true });

const given = process.env.MONGODB_URI;
const standalone = given ? undefined : await startStandalone(logFile);
const uri = given ?? standalone.uri;
console.log(`Deux processus serveur sur ${given ? 'MONGODB_URI' : `un FerretDB autonome (${uri}, journal : ${logFile})`}`);

const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--config',
    join(root, 'vitest.multiprocess.config.ts'),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, MONGODB_URI: uri } },
);
await standalone?.stop();

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numFailedTestSuites > 0 && results.numFailedTests === 0 ? results.numFailedTestSuites : 0);
}
const status = run.status ?? 1;
if (status !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status);
