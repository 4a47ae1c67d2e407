/**
 * Starts the embedded FerretDB (SQLite backend) as a child process on a free loopback
 * port. The child prints "ready <uri>" once it listens, and exits when our end of its
 * stdin closes, so it cannot outlive this process even on a crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export class EmbeddedDbError extends Error {}

export interface EmbeddedDb {
  uri: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

export async function startEmbeddedDb(binary: string, dataDir: string): Promise<EmbeddedDb> {
  if (!existsSync(binary)) {
    throw new EmbeddedDbError(
      `base embarquée introuvable (${binary}) : lancez « npm run build » (Go requis) ou définissez MONGODB_URI`,
    );
  }
  const dbDir = join(dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });

  const child = spawn(binary, ['-data', dbDir, '-listen', '127.0.0.1:0'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const stderr: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));

  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail('pas de réponse après 30 s'), START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      const detail = stderr.join('').trim().split('\n').pop();
      reject(new EmbeddedDbError(`la base embarquée n'a pas démarré : ${reason}${detail ? ` (${detail})` : ''}`));
    }
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^ready (\S+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`arrêt inattendu (code ${code})`));
  });

  child.removeAllListeners('exit');
  return { uri, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
