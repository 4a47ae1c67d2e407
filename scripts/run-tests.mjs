// Runs every test project with Vitest and closes with one plain summary line
// ("N passed, N failed"), whatever reporter output came before it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const report = join(root, 'test-results', 'vitest.json');
mkdirSync(dirname(report), { recursive: true });
// A failed test's page from an earlier run must not be printed under this run's failures.
const shots = join(root, 'test-results', 'screenshots');
if (existsSync(shots)) for (const name of readdirSync(shots).filter((file) => file.startsWith('failed-'))) rmSync(join(shots, name));

const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);

/**
 * Why a test failed, on one line under its name: the first line of its error and the line of its file where it
 * was thrown. A CI log often keeps only the end of the output, where this summary is.
 */
function whyFailed(test, where) {
  const failure = test.failureMessages?.[0] ?? '';
  const message = failure.split('\n')[0].replace(/\x1b\[[0-9;]*m/g, '').slice(0, 300);
  const line = new RegExp(`${where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)`).exec(failure)?.[1];
  return (message ? `\n      → ${message}${line ? ` (ligne ${line})` : ''}` : '') + pageAtFailure(test.title);
}

/**
 * What a browser test's page showed when it failed (tests/support/screenshots.ts writes it beside
 * the screenshot, under the same name but .txt): printed under the failure, since a CI log keeps no picture.
 */
function pageAtFailure(title) {
  const file = join(shots, `failed-${title.replace(/\W+/g, '-')}.txt`);
  return existsSync(file) ? `\n${readFileSync(file, 'utf8').replace(/^/gm, '        ')}` : '';
}

// A report's failed tests by file and name (a file that failed before its tests ran, by its first error line):
// named again just before the summary line, so the end of a long log says what failed.
const failedIn = (results) =>
  (results?.testResults ?? []).flatMap((file) => {
    const where = file.name.slice(root.length + 1);
    const tests = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${where} › ${test.fullName}${whyFailed(test, where)}`);
    return tests.length || file.status !== 'failed' ? tests : [`${where} (${(file.message ?? '').split('\n')[0]})`];
  });

let passed = 0;
let failed = 0;
let skipped = 0;
let failures = [];
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numFailedTestSuites > 0 && results.numFailedTests === 0 ? results.numFailedTestSuites : 0);
  skipped = results.numPendingTests + results.numTodoTests;
  failures = failedIn(results);
}
let status = run.status ?? 1;
if (status !== 0 && failed === 0) failed = 1;

/** A check run as one more test of the summary: passed when its command exits 0. */
function countOne(title, name, command, args, env = process.env) {
  console.log(`\n${title}…`);
  const check = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (check.status === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
    status = status || 1;
  }
}

// The tests are type-checked like the code they test (tests/tsconfig.json): one more test, failed by any type error.
countOne('Vérification des types des tests (tsc -p tests/tsconfig.json)', 'types des tests (tsc -p tests/tsconfig.json)', process.execPath, [
  join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-p',
  join(root, 'tests', 'tsconfig.json'),
  '--noEmit',
]);

// ESLint with typescript-eslint's type-aware rules and React's rules of hooks (eslint.config.mjs): one more test.
countOne('ESLint (npm run lint)', 'ESLint (npm run lint)', process.execPath, [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js')]);

// The README's quick commands (scripts/check-readme-commands.mjs), so that a newcomer's first runs stay true: one more test.
countOne('Commandes rapides du README (scripts/check-readme-commands.mjs)', 'commandes du README (scripts/check-readme-commands.mjs)', process.execPath, [
  join(root, 'scripts', 'check-readme-commands.mjs'),
]);

// The production install on the built tree (npm ci --omit=dev, then npm start answers): one more test.
countOne('Installation de production (scripts/check-lean-install.mjs)', 'installation de production (scripts/check-lean-install.mjs)', process.execPath, [
  join(root, 'scripts', 'check-lean-install.mjs'),
]);

// The API fuzzing (scripts/fuzz-api.mjs, 0 server errors expected) counts as one more test when
// schemathesis is there: SCHEMATHESIS names it, or .ci/run's virtualenv holds it.
const schemathesis = process.env.SCHEMATHESIS ?? join(root, '.ci', 'venv', 'bin', 'schemathesis');
if (existsSync(schemathesis)) {
  countOne('Fuzzing de l’API (schemathesis)', 'fuzzing de l’API (scripts/fuzz-api.mjs)', process.execPath, [join(root, 'scripts', 'fuzz-api.mjs')], {
    ...process.env,
    SCHEMATHESIS: schemathesis,
  });
} else {
  console.log(`\nFuzzing de l’API non lancé : schemathesis absent (${schemathesis}) ; .ci/run l’installe.`);
  skipped += 1;
}

// Three server processes on one standalone database (scripts/test-multiprocess.mjs, about a
// minute): its tests count in the same summary, so the closing line covers the whole run.
console.log('\nTrois processus serveur sur une même base (npm run test:multiprocess)…');
const multiprocessReport = join(root, 'test-results', 'vitest-multiprocess.json');
rmSync(multiprocessReport, { force: true });
const multiprocess = spawnSync(process.execPath, [join(root, 'scripts', 'test-multiprocess.mjs')], { cwd: root, stdio: 'inherit' });
const multiprocessResults = existsSync(multiprocessReport) ? JSON.parse(readFileSync(multiprocessReport, 'utf8')) : undefined;
passed += multiprocessResults?.numPassedTests ?? 0;
failed += multiprocessResults?.numFailedTests ?? 0;
failures.push(...failedIn(multiprocessResults));
if (multiprocess.status !== 0) {
  if (!multiprocessResults?.numFailedTests) failed += 1;
  status = status || 1;
}

// The API files named in scripts/test-postgres.mjs and the multi-process suite again, on PostgreSQL
// through our FerretDB (npm run test:postgres): counted in the same summary.
const { postgresInstalled } = await import('./postgres-cluster.mjs');
if (postgresInstalled()) {
  console.log('\nPostgreSQL par notre FerretDB (npm run test:postgres)…');
  const reports = ['vitest-postgres-api.json', 'vitest-postgres-multiprocess.json'].map((name) => join(root, 'test-results', name));
  for (const file of reports) rmSync(file, { force: true });
  const postgres = spawnSync(process.execPath, [join(root, 'scripts', 'test-postgres.mjs')], { cwd: root, stdio: 'inherit' });
  const postgresResults = reports.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  for (const results of postgresResults) {
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    skipped += results.numPendingTests + results.numTodoTests;
    failures.push(...failedIn(results).map((name) => `PostgreSQL : ${name}`));
  }
  if (postgres.status !== 0) {
    if (!postgresResults.some((results) => results.numFailedTests)) failed += 1;
    status = status || 1;
  }
} else {
  console.log('\nTests sur PostgreSQL non lancés : PostgreSQL absent (initdb ; PG_BIN nomme son dossier).');
  skipped += 1;
}

if (failures.length) console.log(`\nÉchecs :\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status);
