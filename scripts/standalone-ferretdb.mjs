// Our FerretDB (the embedded database's binary) started as a separate, long-lived server with
// its own data folder: the MongoDB that test:mongodb-uri and test:multiprocess run against.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const binary = join(root, 'api', 'embedded-db', 'bin', 'embedded-db');

/**
 * Resolves to { uri, pid, stop } once FerretDB prints "ready <uri>"; it stops when its stdin closes.
 * Its warnings (many "no such command" for the driver's session commands) go to `logFile`.
 * With `postgresql` (a postgres:// URL), it serves that database instead of a SQLite folder.
 */
export function startStandalone(logFile, { postgresql } = {}) {
  if (!existsSync(binary)) throw new Error(`${binary} introuvable : lancez « npm run build »`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-standalone-db-'));
  mkdirSync(dirname(logFile), { recursive: true });
  // Straight into the file: a pipe left unread would fill up and block FerretDB on its next warning.
  const log = openSync(logFile, 'w');
  const backend = postgresql ? ['-postgresql', postgresql] : ['-data', dataDir];
  const child = spawn(binary, [...backend, '-listen', '127.0.0.1:0'], { stdio: ['pipe', 'pipe', log] });
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
      if (match) resolve({ uri: match[1], pid: child.pid, stop });
    });
  });
}
