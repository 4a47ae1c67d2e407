/**
 * The server stops when asked (issue 34 §3), started as the README says (`npm start`) on the
 * embedded database: a signal to npm, to the whole process group (Ctrl-C in a terminal, a stop
 * by systemd) or to node itself lets a large export in flight answer 200 complete, ends the
 * live streams, and within 10 s nothing listens on the port and no database process of the
 * data folder remains.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { connect } from 'node:net';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiClient, login, setupAndLogin } from '../support/api';
import { DB_NAME, startEmbeddedDatabase } from '../support/database';
import { openSignedLink } from '../support/downloads';
import { serverSentEvents } from '../support/server-sent-events';
import { freePort, REPO_ROOT } from '../support/server';

/** Enough rows that the export is far from sent when the signal comes (about 1 MB of CSV: the connection holds some 150 KB while the test does not read). */
const MANY = 10_000;
const STOP_LIMIT_MS = 10_000;
/**
 * Rows of the import whose client goes away: each a new account whose generated password is hashed, up to a
 * second each on a loaded machine, so that the rest of the import ends within the stop's bound (8 s).
 */
const IMPORTED = 5;

let dataDir: string;
let adminExists = false;

beforeAll(async () => {
  const database = await startEmbeddedDatabase();
  dataDir = database.dataDir;
  const at = new Date(Date.UTC(2026, 0, 1, 8, 0));
  await database.db.collection('contact_messages').insertMany(
    Array.from({ length: MANY }, (_, i) => ({
      name: `Visiteur ${i}`,
      email: `visiteur${i}@exemple.fr`,
      subject: 'information',
      message: 'Bonjour, je voudrais en savoir plus sur vos offres.',
      status: 'new',
      created_at: at,
      updated_at: at,
    })),
  );
  await database.stop();
}, 120_000);

afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Started {
  npm: ChildProcess;
  port: number;
  output: () => string;
}

/** `npm start` in a process group of its own, as a terminal or a service manager starts it. */
async function npmStart(): Promise<Started> {
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: '', MONGODB_DB: DB_NAME, LOGIN_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  await expect.poll(() => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false), { timeout: 60_000 }).toBe(true);
  return { npm, port, output: () => output };
}

/** The processes whose command line names the data folder's database (the embedded FerretDB). */
const databaseProcesses = () => {
  try {
    return execFileSync('pgrep', ['-f', `embedded-db -data ${join(dataDir, 'db')}`], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
};

/** The accounts the import has written so far. */
const importedCount = async (port: number, token: string) =>
  ((await (await fetch(`http://127.0.0.1:${port}/api/users?q=importe-&limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { pagination: { total: number } }).pagination.total;

const listening = (port: number) => fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false);

/** The node process npm runs (`exec` in the start script: npm's only child). */
const nodeOf = (npm: ChildProcess) => Number(execFileSync('pgrep', ['-P', String(npm.pid)], { encoding: 'utf8' }).trim());

async function signedInAdmin(port: number): Promise<{ api: ReturnType<typeof apiClient>; token: string }> {
  const api = apiClient(`http://127.0.0.1:${port}`);
  const token = adminExists ? await login(api, ADMIN.email, ADMIN.password) : await setupAndLogin(api);
  adminExists = true;
  return { api, token };
}

describe.each([
  { to: 'the npm process', signal: 'SIGTERM', send: (npm: ChildProcess) => process.kill(npm.pid!, 'SIGTERM') },
  { to: 'the whole process group (Ctrl-C)', signal: 'SIGINT', send: (npm: ChildProcess) => process.kill(-npm.pid!, 'SIGINT') },
  { to: 'the node process', signal: 'SIGTERM', send: (npm: ChildProcess) => process.kill(nodeOf(npm), 'SIGTERM') },
] as const)('$signal sent to $to', ({ signal, send }) => {
  it('finishes the export in flight, ends the streams, then nothing listens and no database process remains', async () => {
    const { npm, port, output } = await npmStart();
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    try {
      const { api, token } = await signedInAdmin(port);
      const stream = await fetch(`http://127.0.0.1:${port}/api/events/webhooks`, { headers: { authorization: `Bearer ${token}` } });
      expect(stream.status).toBe(200);
      let streamEnded = false;
      void (async () => {
        for await (const event of serverSentEvents(stream)) void event;
        streamEnded = true;
      })();

      const exported = await openSignedLink(api, token, '/exports/contact_messages', { format: 'csv' });
      expect(exported.status).toBe(200);
      const reader = exported.body!.getReader();
      const chunks: Uint8Array[] = [(await reader.read()).value!];
      const signalledAt = Date.now();
      send(npm);

      for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
      const rows = parseCsv(Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, ''), { delimiter: ';' });
      expect(rows).toHaveLength(MANY + 1);
      await expect.poll(() => streamEnded, { timeout: STOP_LIMIT_MS }).toBe(true);

      await expect.poll(() => listening(port), { timeout: STOP_LIMIT_MS }).toBe(false);
      await expect.poll(databaseProcesses, { timeout: STOP_LIMIT_MS }).toBe('');
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(STOP_LIMIT_MS);
      expect(output()).toContain(`Arrêt (${signal})…`);
      expect(output()).toContain('Arrêt terminé');
    } finally {
      if (npm.exitCode === null) process.kill(-npm.pid!, 'SIGKILL');
    }
  }, 120_000);
});

describe('a request whose client went away', () => {
  it('is finished before the database closes: an import its client left still writes every row', async () => {
    const { npm, port, output } = await npmStart();
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    try {
      const { token } = await signedInAdmin(port);
      const rows = Array.from({ length: IMPORTED }, (_, i) => `Importé ${i};importe-${i}@exemple.fr;Utilisateur;Oui`);
      const form = new FormData();
      form.append('file', new Blob([`\uFEFFNom;E-mail;Rôle;Actif\r\n${rows.join('\r\n')}\r\n`]), 'equipe.csv');
      const client = new AbortController();
      // Each new account gets a generated password, hashed: the import takes a moment per row.
      const sent = fetch(`http://127.0.0.1:${port}/api/users/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form, signal: client.signal }).catch(() => undefined);
      await expect.poll(() => importedCount(port, token), { timeout: 30_000 }).toBeGreaterThan(0);
      client.abort();
      await sent;
      process.kill(nodeOf(npm), 'SIGTERM');
      expect(await exited).toBe(0);
      expect(output()).toContain('Arrêt terminé');
      expect(output()).not.toMatch(/MongoClientClosedError|must be connected/);
    } finally {
      if (npm.exitCode === null) process.kill(-npm.pid!, 'SIGKILL');
    }
    const again = await npmStart();
    const stopped = once(again.npm, 'exit');
    try {
      const { token } = await signedInAdmin(again.port);
      expect(await importedCount(again.port, token)).toBe(IMPORTED);
    } finally {
      process.kill(again.npm.pid!, 'SIGTERM');
      await stopped;
    }
  }, 120_000);
});

describe('a request that never ends', () => {
  it('cannot hold the stop: it is cut at the bound and the server still ends within 10 s', async () => {
    const { npm, port, output } = await npmStart();
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    try {
      // A body announced and never sent: the server has the request (its "100 Continue" says so) and waits for the rest.
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
      const closed = once(socket, 'close');
      socket.write('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n');
      await expect.poll(() => received).toContain('HTTP/1.1 100 Continue');
      socket.write('{"name":');
      const signalledAt = Date.now();
      process.kill(npm.pid!, 'SIGTERM');

      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(STOP_LIMIT_MS);
      expect(databaseProcesses()).toBe('');
      expect(output()).toContain('Arrêt terminé');
      await closed;
      expect(received.trim()).toBe('HTTP/1.1 100 Continue');
    } finally {
      if (npm.exitCode === null) process.kill(-npm.pid!, 'SIGKILL');
    }
  }, 120_000);
});
