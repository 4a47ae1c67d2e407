/**
 * Starts the real built server (`node api/dist/main.js`) on a free port with its own
 * data folder, so each suite gets a fresh embedded database over a real connection.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const SERVER_ENTRY = join(REPO_ROOT, 'api', 'dist', 'main.js');

export interface TestServer {
  baseUrl: string;
  /** The full address of a path on this server, as a browser opens it. */
  url: (path: string) => string;
  port: number;
  /** The server's process id (its children, such as the embedded database, are found from it). */
  pid: number;
  dataDir: string;
  output: () => string;
  /** Stops the server; the data folder is removed unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface StartOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /** The server leads a process group of its own (with its embedded database): `process.kill(-pid)` reaches both. */
  detached?: boolean;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A database name of a test's own, from its data folder's. */
export const databaseNameOf = (dataDir: string) => basename(dataDir).replace(/[^a-z0-9]/gi, '_').slice(0, 60);

const URI_PARTS = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/([^?]*))?(\?.*)?$/;

/** The URI with `name` as its path: a test database on the server of MONGODB_URI. */
export function withDatabase(uri: string, name: string): string {
  const parts = URI_PARTS.exec(uri);
  if (!parts) throw new Error(`MONGODB_URI illisible : ${uri}`);
  return `${parts[1]}/${name}${parts[3] ?? ''}`;
}

/** The database a test's URI names in its path (see withDatabase), if any. */
export const databaseOfUri = (uri: string): string | undefined => URI_PARTS.exec(uri)?.[2] || undefined;

/**
 * The embedded database of the data folder by default; with MONGODB_URI set, that MongoDB,
 * in a database named after the data folder, so that every suite starts from an empty one
 * and a server restarted on the same folder finds its data again. A test handing the server
 * its own database (`env.MONGODB_URI`, tests/support/database.ts) gets the database that URI
 * names, else DB_NAME's 'hexagone'.
 */
function databaseEnv(dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  if (env.MONGODB_URI) return { MONGODB_DB: env.MONGODB_DB ?? databaseOfUri(env.MONGODB_URI) ?? 'hexagone' };
  if (!process.env.MONGODB_URI) return { MONGODB_URI: '' };
  return { MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: databaseNameOf(dataDir) };
}

export const newDataDir = () => mkdtemp(join(tmpdir(), 'hexagone-test-'));

/** Tries with another port this many times when the one found free was taken before the server listened on it. */
const PORT_TRIES = 3;

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await newDataDir());
  let started: { child: ChildProcess; port: number; output: () => string } | undefined;
  for (let attempt = 1; !started; attempt += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000', ...databaseEnv(dataDir, options.env), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.detached,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);
      started = { child, port, output: () => output };
    } catch (error) {
      // Another test file's server took the port between freePort and this server's listen (two files run side by side).
      if (attempt >= PORT_TRIES || !output.includes('EADDRINUSE')) throw error;
    }
  }
  const { child, port, output } = started;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    url: (path) => new URL(path, baseUrl).href,
    port,
    pid: child.pid!,
    dataDir,
    output,
    stop: async ({ keepData = false } = {}) => {
      await stopChild(child);
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Healthy once this server said it listens on the port (« Hexagone prêt sur ») and answers there: the health
 * answer alone could be another test's server, one that took the port first.
 */
async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    const ok = output().includes(`Hexagone prêt sur ${baseUrl}`) && (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false));
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not healthy after 60 s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  // A child killed by a signal has no exit code, only its signal.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}
