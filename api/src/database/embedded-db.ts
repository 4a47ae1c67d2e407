/**
 * Starts the embedded FerretDB (SQLite backend) as a child process on a free loopback
 * port, and keeps it running: when it stops unexpectedly, one French line says so and it
 * is restarted on the same port (so the open connection pool finds it again by itself),
 * after a delay that doubles at each failed attempt. When another program took that port
 * in the meantime, it is restarted at once on a free one: the server reaches it by its
 * Unix socket, whose path does not change (without a socket, the port is the server's way
 * in, so it waits for it). The child prints "ready <uri>" once it listens, and exits when
 * our end of its stdin closes, so it cannot outlive this process.
 *
 * It also listens on a Unix socket in its folder, which the server's own connection uses
 * (`localUri`): a command then crosses no TCP stack (about 0.1 ms less per command on this
 * machine, measured with the driver: ping 0.29 → 0.24 ms, insert 0.79 → 0.69 ms). The TCP
 * address stays for the tools (seed, tests, benchmarks).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export class EmbeddedDbError extends Error {}

export type EmbeddedDbState = 'running' | 'restarting' | 'stopped';

export interface EmbeddedDb {
  readonly uri: string;
  /** The Unix socket's address, the same database (the TCP address when the folder's path is too long for a socket). */
  localUri: string;
  state(): EmbeddedDbState;
  /** The child's process id while it runs (tests stop it to rehearse an outage). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  log?: (line: string) => void;
}

const START_TIMEOUT_MS = 30_000;
/** The first restart's delay (EMBEDDED_DB_RETRY_MS: a test holds the outage long enough to watch it). */
const FIRST_RETRY_MS = Number(process.env.EMBEDDED_DB_RETRY_MS) || 500;
const MAX_RETRY_MS = 30_000;
/** A child that ran this long was healthy: the next crash starts the backoff over. */
const STABLE_AFTER_MS = 60_000;

/**
 * The Go heap size the child's garbage collector aims to stay under, unless GOMEMLIMIT is set.
 * A soft limit: beyond it the collector runs more often (at most half the CPU), it never fails
 * a query. Our build of FerretDB keeps a query's documents bounded (api/embedded-db/_ferretdb);
 * this trims what the collector lets pile up on top: 492 → 360 MB at the peak of four heavy
 * queries at once on 100 000 documents.
 */
export const EMBEDDED_DB_GOMEMLIMIT = '200MiB';

/** The child's environment: ours, with the default memory limit when none is given. */
export const childEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...env, GOMEMLIMIT: env.GOMEMLIMIT || EMBEDDED_DB_GOMEMLIMIT });

/** A Unix socket's path holds at most 107 bytes. */
const MAX_SOCKET_PATH = 107;

/** The socket in the database's folder, unless its path is too long for one. */
export const socketPath = (dbDir: string): string | undefined => {
  const path = join(dbDir, 'mongo.sock');
  return Buffer.byteLength(path) <= MAX_SOCKET_PATH ? path : undefined;
};

/** A MongoDB address for a Unix socket: its path, percent-encoded, in place of the host. */
export const socketUri = (path: string): string => `mongodb://${encodeURIComponent(path)}/`;

/** A loopback address on a port the system chooses free. */
const ANY_FREE_PORT = '127.0.0.1:0';

/** Whether a start failed because the address was in use (the child's last line, as Go words it). */
export const portInUse = (error: Error): boolean => /address already in use/i.test(error.message);

/** The delay before restart attempt `attempt` (0-based): 0.5 s, 1 s, 2 s… up to 30 s. */
export const restartDelay = (attempt: number) => Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);

export async function startEmbeddedDb(binary: string, dataDir: string, options: SuperviseOptions = {}): Promise<EmbeddedDb> {
  if (!existsSync(binary)) {
    throw new EmbeddedDbError(
      `base embarquée introuvable (${binary}) : lancez « npm run build » (Go requis) ou définissez MONGODB_URI`,
    );
  }
  const dbDir = join(dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const log = options.log ?? ((line: string) => console.error(line));

  const socket = socketPath(dbDir);
  const first = await spawnChild(binary, dbDir, ANY_FREE_PORT, socket);
  let { child, uri } = first;
  let listen = new URL(uri).host;
  let state: EmbeddedDbState = 'running';
  let attempt = 0;
  let startedAt = Date.now();
  let timer: NodeJS.Timeout | undefined;

  const watch = (running: ChildProcess) =>
    running.once('exit', (code, signal) => {
      if (state === 'stopped') return;
      state = 'restarting';
      if (Date.now() - startedAt >= STABLE_AFTER_MS) attempt = 0;
      const delay = restartDelay(attempt);
      log(`Base embarquée arrêtée (${signal ? `signal ${signal}` : `code ${code}`}) : redémarrage dans ${delay / 1000} s`);
      scheduleRestart(delay);
    });

  const scheduleRestart = (delay: number) => {
    // Its failures are caught below: nothing of the restart is left to an unhandled rejection.
    timer = setTimeout(() => void (async () => {
      attempt += 1;
      try {
        const started = await spawnChild(binary, dbDir, listen, socket);
        if (state === 'stopped') return void (await stopChild(started.child));
        child = started.child;
        uri = started.uri;
        listen = new URL(uri).host;
        state = 'running';
        startedAt = Date.now();
        watch(child);
        log('Base embarquée redémarrée');
      } catch (error) {
        if (state === 'stopped') return;
        const portTaken = socket !== undefined && portInUse(error as Error);
        // Another program holds the port: the next attempt takes a free one, and comes at once.
        if (portTaken) listen = ANY_FREE_PORT;
        const next = portTaken ? 0 : restartDelay(attempt);
        log(
          portTaken
            ? `Base embarquée : son port est pris par un autre programme, redémarrage sur un port libre`
            : `Base embarquée : redémarrage impossible (${(error as Error).message}), nouvel essai dans ${next / 1000} s`,
        );
        scheduleRestart(next);
      }
    })(), delay);
  };

  watch(child);
  return {
    /** The TCP address of the child running now (it changes only when its port was taken). */
    get uri() {
      return uri;
    },
    localUri: socket ? socketUri(socket) : uri,
    state: () => state,
    pid: () => (state === 'running' ? child.pid : undefined),
    stop: async () => {
      state = 'stopped';
      clearTimeout(timer);
      await stopChild(child);
    },
  };
}

/** One run of the binary, resolved with its address once it says it is ready. */
function spawnChild(binary: string, dbDir: string, listen: string, socket?: string): Promise<{ child: ChildProcess; uri: string }> {
  // A child that was killed leaves its socket behind: listening again needs the path free.
  if (socket) rmSync(socket, { force: true });
  const args = ['-data', dbDir, '-listen', listen, ...(socket ? ['-unix', socket] : [])];
  const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'], env: childEnv(process.env) });
  const stderr: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    // Only the last lines explain a failed start.
    if (stderr.push(chunk) > 20) stderr.shift();
  });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('pas de réponse après 30 s'), START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      const detail = stderr.join('').trim().split('\n').pop();
      reject(new EmbeddedDbError(`la base embarquée n'a pas démarré : ${reason}${detail ? ` (${detail})` : ''}`));
    }
    const onExit = (code: number | null) => fail(`arrêt inattendu (code ${code})`);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^ready (\S+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        child.removeListener('exit', onExit);
        resolve({ child, uri: match[1] });
      }
    });
    child.once('error', (error) => fail(error.message));
    child.once('exit', onExit);
  });
}

/** How long a stopping child may take to close its databases and sync its logs before it is killed. */
const STOP_TIMEOUT_MS = 3_000;

/** Closing its stdin is how the child is told to stop: it ignores signals (api/embedded-db/main.go). */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.stdin!.end();
  });
}
