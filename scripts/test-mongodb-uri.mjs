// Runs the API test project against a database given by MONGODB_URI, as it would run against a
// real MongoDB: every test server uses that database (one database name per server, SOLE_WRITER off)
// instead of starting its own embedded one.
//
// Without MONGODB_URI, a standalone FerretDB (our embedded binary, started here as a separate,
// long-lived server with its own data folder) plays the MongoDB, and is stopped at the end.
// Arguments are passed to Vitest (e.g. a test file). Build first (`npm run build`).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStandalone } from './standalone-ferretdb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logFile = join(root, 'test-results', 'ferretdb-standalone.log');

const given = process.env.MONGODB_URI;
const standalone = given ? undefined : await startStandalone(logFile);
const uri = given ?? standalone.uri;
console.log(`Tests d'API contre ${given ? 'MONGODB_URI' : `un FerretDB autonome (${uri}, journal : ${logFile})`}`);

const vitest = spawn(
  process.execPath,
  [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'api', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, MONGODB_URI: uri } },
);
const status = await new Promise((resolve) => vitest.once('exit', (code) => resolve(code ?? 1)));

await standalone?.stop();
process.exit(status);
