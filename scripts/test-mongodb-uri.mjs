// Runs the API test project against a database given by MONGODB_URI, as it would run against a
// real MongoDB: every test server uses that database (one database name per server, SOLE_WRITER off)
// instead of starting its own embedded one.
//
// Without MONGODB_URI, a standalone FerretDB (our embedded binary, started here as a separate,
// long-lived server with its own data folder) plays the MongoDB, and is stopped at the end.
// Arguments are passed to Vitest (e.g. a test file). Build first (`npm run build`).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const binary = join(root, 'api', 'embedded-db', 'bin', 'embedded-db');
/** FerretDB's warnings (many "no such command" for the driver's session commands) go here. */
const logFile = join(root, 'test-results', 'ferretdb-standalone.log');

/** The standalone FerretDB: "ready <uri>" on its stdout; it stops when its stdin closes. */
function startStandalone() {
  if (!existsSync(binary)) throw new Error(`${binary} introuvable : lancez « npm run build »`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-mongodb-uri-'));
  mkdirSync(dirname(logFile), { recursive: true });
  // Straight into the file: a pipe left unread would fill up and block FerretDB on its next warning.
  const log = openSync(logFile, 'w');
  const child = spawn(binary, ['-data', dataDir, '-listen', '127.0.0.1:0'], { stdio: ['pipe', 'pipe', log] });
  closeSync(log);
  const stop = async () => {
    const exited = new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done()));
    child.stdin.end();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`FerretDB autonome arrêté au démarrage (code ${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^ready (\S+)/.exec(line);
      if (match) resolve({ uri: match[1], stop });
    });
  });
}

const given = process.env.MONGODB_URI;
const standalone = given ? undefined : await startStandalone();
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
