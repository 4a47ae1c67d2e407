// Runs every test project with Vitest and closes with one plain summary line
// ("N passed, N failed"), whatever reporter output came before it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const report = join(root, 'test-results', 'vitest.json');
mkdirSync(dirname(report), { recursive: true });

const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numFailedTestSuites > 0 && results.numFailedTests === 0 ? results.numFailedTestSuites : 0);
  skipped = results.numPendingTests + results.numTodoTests;
}
let status = run.status ?? 1;
if (status !== 0 && failed === 0) failed = 1;

// The API fuzzing (scripts/fuzz-api.mjs, 0 server errors expected) counts as one more test when
// schemathesis is there: SCHEMATHESIS names it, or .ci/run's virtualenv holds it.
const schemathesis = process.env.SCHEMATHESIS ?? join(root, '.ci', 'venv', 'bin', 'schemathesis');
if (existsSync(schemathesis)) {
  console.log('\nFuzzing de l’API (schemathesis)…');
  const fuzz = spawnSync(process.execPath, [join(root, 'scripts', 'fuzz-api.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, SCHEMATHESIS: schemathesis } });
  if (fuzz.status === 0) passed += 1;
  else {
    failed += 1;
    status = status || 1;
  }
} else {
  console.log(`\nFuzzing de l’API non lancé : schemathesis absent (${schemathesis}) ; .ci/run l’installe.`);
  skipped += 1;
}

// Two server processes on one standalone database (scripts/test-multiprocess.mjs, about a
// minute): its tests count in the same summary, so the closing line covers the whole run.
console.log('\nDeux processus serveur sur une même base (npm run test:multiprocess)…');
const multiprocessReport = join(root, 'test-results', 'vitest-multiprocess.json');
rmSync(multiprocessReport, { force: true });
const multiprocess = spawnSync(process.execPath, [join(root, 'scripts', 'test-multiprocess.mjs')], { cwd: root, stdio: 'inherit' });
const multiprocessResults = existsSync(multiprocessReport) ? JSON.parse(readFileSync(multiprocessReport, 'utf8')) : undefined;
passed += multiprocessResults?.numPassedTests ?? 0;
failed += multiprocessResults?.numFailedTests ?? 0;
if (multiprocess.status !== 0) {
  if (!multiprocessResults?.numFailedTests) failed += 1;
  status = status || 1;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status);
