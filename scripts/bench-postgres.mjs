// The several-servers layout measured at size (issue 35): a throwaway PostgreSQL cluster, our
// FerretDB on it, BENCH_PG_SIZE users (100 000 by default, and as many activity-log entries)
// and three server processes (SOLE_WRITER off). Each call is the first of its kind on a server
// that has served nothing yet (cold), then a record, a write and a search, then the throughput
// of 20 connections spread over the three servers beside the same 20 on one of them.
// Goals of the issue: every call ≤ 100 ms cold, writes ≤ 20 ms, three servers at least twice
// one. Prints figures; asserts nothing. Needs `npm run build` and PostgreSQL (initdb, pg_ctl).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seed } from './bench-seed.mjs';
import { startPostgres } from './postgres-cluster.mjs';
import { cpuMs, parentPid } from './proc-stat.mjs';
import { startStandalone } from './standalone-ferretdb.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'api', 'package.json'));
const { MongoClient } = require('mongodb');
const { Secret, TOTP } = require('otpauth');
const autocannon = createRequire(join(root, 'package.json'))('autocannon');

const SIZE = Number(process.env.BENCH_PG_SIZE ?? 100_000);
const CONNECTIONS = 20;
const LOAD_SECONDS = Number(process.env.BENCH_PG_LOAD_SECONDS ?? 15);
/** Two minutes at most a call: one that takes longer is reported as interrupted, not waited for. */
const CALL_TIMEOUT_MS = 120_000;

const fmt = (ms) => (ms === undefined ? '—' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
const row = (label, ms, goal) => console.log(`  ${label.padEnd(52)} ${fmt(ms).padStart(7)} ms  ${ms === undefined ? '' : ms <= goal ? `✓ ≤ ${goal} ms` : `✗ > ${goal} ms`}`);

const results = join(root, 'test-results');
// BENCH_PG_SETTINGS: the cluster's settings, as `name=value,name=value` (e.g. synchronous_commit=off).
const settings = Object.fromEntries((process.env.BENCH_PG_SETTINGS ?? '').split(',').filter(Boolean).map((pair) => pair.split('=')));
const postgres = await startPostgres(join(results, 'postgresql-bench.log'), settings);
const ferretdb = await startStandalone(join(results, 'ferretdb-bench.log'), { postgresql: postgres.url });
const uri = ferretdb.uri;
const client = await MongoClient.connect(uri);
const db = client.db('hexagone');

const servers = [];
process.once('exit', () => servers.forEach((server) => server.kill('SIGTERM')));
async function startServer() {
  const port = 4300 + Math.floor(Math.random() * 600);
  const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-bench-pg-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: uri, MONGODB_DB: 'hexagone', SOLE_WRITER: 'off', LOGIN_RATE_LIMIT: '100000', JWT_SECRET: 'bench-postgres-'.padEnd(64, 'x'), SECRETS_KEY: 'a'.repeat(64) };
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  servers.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i++) {
    if (i > 900) throw new Error('bench: server not healthy');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

// The administrator first (the setup refuses once accounts exist), on a server that also creates the indexes.
const first = await startServer();
const post = async (path, body) => (await fetch(`${first.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
await post('/setup/init', { company: 'Bench', name: 'Bench', email: 'bench@example.com', password: 'Motdepasse-1234' });
const { mfaToken, secret } = await post('/auth/login', { email: 'bench@example.com', password: 'Motdepasse-1234' });
const { token } = await post('/auth/mfa', { mfaToken, code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() });
if (!token) throw new Error('bench: sign-in failed');
await first.stop();
servers.length = 0;

const seedStart = performance.now();
await seed(db, SIZE);
const seedMs = performance.now() - seedStart;
const startStart = performance.now();
const [a, b, c] = await Promise.all([startServer(), startServer(), startServer()]);
const startMs = performance.now() - startStart;

const api = async (server, path, init = {}) => {
  const response = await fetch(`${server.url}/api${path}`, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS), ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
};
const once = async (fn) => {
  const start = performance.now();
  try {
    await fn();
    return performance.now() - start;
  } catch (error) {
    console.log(`  (mesure interrompue après ${fmt(performance.now() - start)} ms : ${error.message.slice(0, 160)})`);
    return undefined;
  }
};
const time = async (runs, fn) => {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await once(() => fn(i)));
  return samples.includes(undefined) ? undefined : median(samples);
};
const someUsers = await db.collection('users').find({ active: true }, { projection: { _id: 1 } }).skip(Math.floor(SIZE / 2)).limit(50).toArray();
const userId = (i) => someUsers[i % someUsers.length]._id;
const rename = (server, i) => api(server, `/users/${userId(i)}`, { method: 'PUT', body: JSON.stringify({ name: `Renommé ${i}` }) });

console.log(
  `\nPostgreSQL 15 par notre FerretDB, trois serveurs (SOLE_WRITER=off), ${SIZE.toLocaleString('fr-FR')} utilisateurs ` +
    `(insertion : ${(seedMs / 1000).toFixed(0)} s, démarrage des trois : ${(startMs / 1000).toFixed(1)} s, charge de la machine : ${loadavg()[0].toFixed(1)})`,
);
// Each on a server that has not served it: A the lists, B the record and the write, C the search.
row('liste filtrée (actif = non) + total, 1er appel (A)', await once(() => api(a, '/users?active=false')), 100);
row('liste triée (création ↑) + total, 1er appel (A)', await once(() => api(a, '/users?sort=created_at&order=asc')), 100);
row('liste triée (nom ↑) + total, 1er appel (A)', await once(() => api(a, '/users?sort=name&order=asc')), 100);
row('liste par défaut + total, 1er appel (A)', await once(() => api(a, '/users')), 100);
row('fiche par id, 1re (B)', await once(() => api(b, `/users/${userId(0)}`)), 100);
row('fiche par id (B, médiane de 25)', await time(25, (i) => api(b, `/users/${userId(i + 1)}`)), 100);
row('écriture par id, 1re (B, PUT, validation, journal)', await once(() => rename(b, 0)), 20);
row('écriture par id (B, médiane de 15)', await time(15, (i) => rename(b, i + 1)), 20);
row('recherche + total, 1er appel (C)', await once(() => api(c, '/users?q=Utilisateur%2042')), 100);
row('la même liste filtrée, écrite sur B puis lue sur A', await once(async () => (await rename(b, 99), await api(a, '/users?active=false'))), 100);

// Throughput on a record: 20 connections on A alone, then spread over A, B and C.
const path = `/api/users/${userId(3)}`;
const load = (server, connections) => autocannon({ url: `${server.url}${path}`, connections, duration: LOAD_SECONDS, headers: { authorization: `Bearer ${token}` } });
const summary = (runs) => ({
  rps: runs.reduce((sum, run) => sum + run.requests.average, 0),
  failed: runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
  p99: Math.max(...runs.map((run) => run.latency.p99)),
});
// CPU time (ms) of each part, so that the ratio can be read against what this machine's cores allow.
const pids = () => readdirSync('/proc').filter((pid) => /^\d+$/.test(pid));
/** PostgreSQL: its postmaster (with the backends it has reaped) and its live backends. */
const postgresCpu = () => {
  const postmaster = readFileSync(join(postgres.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  return cpuMs(postmaster, { children: true }) + pids().filter((pid) => parentPid(pid) === postmaster).reduce((sum, pid) => sum + cpuMs(pid), 0);
};
const cpu = () => ({
  servers: servers.reduce((sum, child) => sum + cpuMs(child.pid), 0),
  ferretdb: cpuMs(ferretdb.pid),
  postgresql: postgresCpu(),
  bench: cpuMs(process.pid),
});
const measured = async (run) => {
  const before = cpu();
  const result = summary(await run());
  const after = cpu();
  const requests = result.rps * LOAD_SECONDS;
  result.perRequest = Object.fromEntries(Object.keys(before).map((part) => [part, (after[part] - before[part]) / requests]));
  result.total = Object.values(result.perRequest).reduce((sum, ms) => sum + ms, 0);
  return result;
};
const alone = await measured(async () => [await load(a, CONNECTIONS)]);
const spread = await measured(() => Promise.all([load(a, 7), load(b, 7), load(c, 6)]));
console.log(`  débit, fiche par id, ${CONNECTIONS} connexions × ${LOAD_SECONDS} s :`);
console.log(`    un serveur      ${alone.rps.toFixed(0).padStart(6)} req/s, p99 ${alone.p99} ms, ${alone.failed} erreur(s)`);
console.log(
  `    trois serveurs  ${spread.rps.toFixed(0).padStart(6)} req/s, p99 ${spread.p99} ms, ${spread.failed} erreur(s)  ` +
    `×${(spread.rps / alone.rps).toFixed(2)} ${spread.rps >= 2 * alone.rps ? '✓' : '✗'} (au moins ×2)`,
);
const split = (run) => `serveurs ${fmt(run.perRequest.servers)}, FerretDB ${fmt(run.perRequest.ferretdb)}, PostgreSQL ${fmt(run.perRequest.postgresql)}, autocannon ${fmt(run.perRequest.bench)} : ${fmt(run.total)} ms`;
console.log(`    CPU par requête, un serveur : ${split(alone)}`);
console.log(`    CPU par requête, trois serveurs : ${split(spread)}`);
// One server answers at most 1 000 / (its CPU per request) req/s (one thread); all the parts together at most cores × 1 000 / their total.
const cores = availableParallelism();
const ceiling = (cores * 1000) / spread.total;
console.log(
  `    plafond de cette machine (${cores} cœurs) pour trois serveurs : ${ceiling.toFixed(0)} req/s, soit ×${(ceiling / alone.rps).toFixed(2)} du serveur seul` +
    `${ceiling < 2 * alone.rps ? ` : ×2 demande au moins ${Math.ceil((2 * alone.rps * spread.total) / 1000)} cœurs` : ''}`,
);
console.log(`  (cœurs de la machine partagés par la base, FerretDB, les trois serveurs et autocannon ; charge : ${loadavg()[0].toFixed(1)})`);

await Promise.all([a, b, c].map((server) => server.stop()));
servers.length = 0;
await client.close();
await ferretdb.stop();
await postgres.stop();
