// Three server processes on one database, as production runs them (tests/multiprocess): starts
// our FerretDB as a standalone server (or uses MONGODB_URI when given), runs the suite, stops
// the database, and ends with the plain summary line "N passed, N failed".
// Arguments are passed to Vitest. Build first (`npm run build`).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMultiprocessSuite } from './multiprocess-suite.mjs';
import { startStandalone } from './standalone-ferretdb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const report = join(root, 'test-results', 'vitest-multiprocess.json');
const logFile = join(root, 'test-results', 'ferretdb-multiprocess.log');

const given = process.env.MONGODB_URI;
const standalone = given ? undefined : await startStandalone(logFile);
const uri = given ?? standalone.uri;
console.log(`Trois processus serveur sur ${given ? 'MONGODB_URI' : `un FerretDB autonome (${uri}, journal : ${logFile})`}`);

const { status, passed, failed } = await runMultiprocessSuite(uri, report, process.argv.slice(2));
await standalone?.stop();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status);
