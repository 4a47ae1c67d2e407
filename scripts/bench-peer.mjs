// Side by side with Directus (issue 39): the same BENCH_PEER_SIZE users (100 000 by default) in both,
// Hexagone on its embedded database and Directus on SQLite, the same calls interleaved (one to
// each, in turn), each call's total checked equal in both, then both figures and their ratio:
// a filter sorted on another field, a filter sorted on a declared field, a search, a record, a
// write, each first call and repeated (median), and right after a write; 20 connections on a
// small list; memory and data folder at the end. Prints figures, asserts nothing but the totals.
//
// Directus is not a dependency of the project: install it in a scratch folder and name it in
// DIRECTUS_DIR (see the message printed without it). Needs `npm run build` for Hexagone.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchUser, benchUserWithSortKeys } from './bench-seed.mjs';
import { parentPid } from './proc-stat.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIRECTUS_DIR = process.env.DIRECTUS_DIR;
const SIZE = Number(process.env.BENCH_PEER_SIZE ?? 100000);
const RUNS = Number(process.env.BENCH_PEER_RUNS ?? 15);
const LOAD_SECONDS = Number(process.env.BENCH_PEER_LOAD_SECONDS ?? 10);

if (!DIRECTUS_DIR || !existsSync(join(DIRECTUS_DIR, 'node_modules', 'directus', 'package.json'))) {
  console.log(
    [
      'bench:peer : Directus n’est pas installé, rien n’est comparé.',
      'Pour comparer, installez Directus dans un dossier à part, puis nommez-le dans DIRECTUS_DIR :',
      '  mkdir /tmp/directus && cd /tmp/directus && npm init -y && npm i directus@12.4.0',
      '  DIRECTUS_DIR=/tmp/directus npm run bench:peer',
      'Le banc amorce lui-même Directus sur SQLite (directus bootstrap) dans un dossier temporaire.',
    ].join('\n'),
  );
  process.exit(0);
}

const require = createRequire(join(root, 'api', 'package.json'));
const { MongoClient } = require('mongodb');
const { Secret, TOTP } = require('otpauth');
const autocannon = createRequire(join(root, 'package.json'))('autocannon');
const { startEmbeddedDb } = require(join(root, 'api', 'dist', 'database', 'embedded-db.js'));

// Interrupted (Ctrl-C, kill), the servers it started stop too: their 'exit' handlers run (spawnServer).
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const port = () => 4300 + Math.floor(Math.random() * 600);
const roleOf = (k) => (k % 5 === 0 ? 'support' : 'user');

async function waitFor(url, process) {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    if (process.exitCode !== null) throw new Error(`${url} : le processus s'est arrêté (${process.exitCode})`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} ne répond pas après 3 min`);
}

function spawnServer(args, env, cwd) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  return { child, stop: async () => (process.removeListener('exit', stop), stop(), await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))) };
}

/** Resident memory of a process and its descendants, in MB. */
function residentMb(pid) {
  const children = new Map();
  for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const parent = parentPid(p);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), p]);
  }
  const rss = (p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const tree = (p) => rss(p) + (children.get(String(p)) ?? []).reduce((sum, c) => sum + tree(c), 0);
  return tree(pid);
}

const folderMb = (path) => Number(execFileSync('du', ['-sm', path]).toString().split('\t')[0]);
const HAS_SQLITE = spawnSync('sqlite3', ['-version']).status === 0;
/** The pages of the tables and indexes whose table name starts with `prefix` (a collection, its indexes, its search tables), in MB. */
const tablesMb = (file, prefix) =>
  HAS_SQLITE
    ? Number(
        execFileSync('sqlite3', ['-readonly', file, `SELECT round(COALESCE(sum(pgsize), 0) / 1048576.0, 1) FROM dbstat WHERE name IN (SELECT name FROM sqlite_schema WHERE substr(tbl_name, 1, ${prefix.length}) = '${prefix}')`]).toString(),
      )
    : undefined;

/** Hexagone on its embedded database, its first administrator signed in, SIZE users seeded straight into the database. */
async function startHexagone() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-peer-'));
  const db = await startEmbeddedDb(join(root, 'api', 'embedded-db', 'bin', 'embedded-db'), dataDir);
  const client = await MongoClient.connect(db.localUri);
  const url = `http://127.0.0.1:${port()}`;
  const env = { PORT: new URL(url).port, DATA_DIR: dataDir, MONGODB_URI: db.localUri, SOLE_WRITER: 'on', LOGIN_RATE_LIMIT: '1000' };
  const start = async () => {
    const server = spawnServer([join(root, 'api', 'dist', 'main.js')], env);
    await waitFor(`${url}/api/health`, server.child);
    return server;
  };
  let server = await start();
  const post = async (path, body) =>
    (await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  await post('/setup/init', { company: 'Banc', name: 'Banc', email: 'banc@exemple.fr', password: 'Motdepasse-1234' });
  const { mfaToken, secret } = await post('/auth/login', { email: 'banc@exemple.fr', password: 'Motdepasse-1234' });
  const { token } = await post('/auth/mfa', { mfaToken, code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() });
  if (!token) throw new Error('bench:peer : connexion à Hexagone refusée');
  await server.stop();
  const now = Date.now();
  const users = client.db('hexagone').collection('users');
  for (let i = 0; i < SIZE; i += 1000) {
    await users.insertMany(Array.from({ length: Math.min(1000, SIZE - i) }, (_, j) => benchUserWithSortKeys(i + j, SIZE, now, roleOf(i + j))));
  }
  const ids = (await users.find({ email: /^utilisateur\d+@/ }, { projection: { _id: 1 } }).sort({ _id: 1 }).skip(Math.floor(SIZE / 2)).limit(50).toArray()).map((u) => String(u._id));
  server = await start();
  return {
    name: 'Hexagone',
    url,
    headers: { authorization: `Bearer ${token}` },
    ids,
    pid: () => server.child.pid,
    databasePid: () => readdirSync('/proc').find((p) => /^\d+$/.test(p) && (() => { try { return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(join(dataDir, 'db')); } catch { return false; } })()),
    list: (query) => `/api/users?${new URLSearchParams({ limit: '25', ...query })}`,
    record: (id) => `/api/users/${id}`,
    write: (id, name) => ({ path: `/api/users/${id}`, method: 'PUT', body: { name } }),
    total: (body) => body.pagination.total,
    folder: () => folderMb(join(dataDir, 'db')),
    usersMb: () => {
      const file = join(dataDir, 'db', 'hexagone.sqlite');
      return tablesMb(file, execFileSync('sqlite3', ['-readonly', file, `SELECT table_name FROM _ferretdb_collections WHERE name = 'users'`]).toString().trim());
    },
    stop: async () => {
      await server.stop();
      await client.close();
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Directus 12 on SQLite, bootstrapped in a scratch folder, with a collection holding the same users (its indexes declared). */
async function startDirectus() {
  const dataDir = mkdtempSync(join(tmpdir(), 'directus-peer-'));
  for (const folder of ['extensions', 'uploads']) mkdirSync(join(dataDir, folder));
  const url = `http://127.0.0.1:${port()}`;
  const token = randomBytes(24).toString('hex');
  const env = {
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: join(dataDir, 'data.db'),
    KEY: randomBytes(16).toString('hex'),
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'banc@exemple.fr',
    ADMIN_PASSWORD: 'Motdepasse-1234',
    ADMIN_TOKEN: token,
    PORT: new URL(url).port,
    PUBLIC_URL: url,
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMITER_ENABLED: 'false',
    CACHE_ENABLED: 'false',
    MAX_BATCH_MUTATION: '1000',
    EXTENSIONS_PATH: join(dataDir, 'extensions'),
    STORAGE_LOCAL_ROOT: join(dataDir, 'uploads'),
  };
  const cli = join(DIRECTUS_DIR, 'node_modules', 'directus', 'cli.js');
  const bootstrap = spawnSync(process.execPath, [cli, 'bootstrap'], { cwd: DIRECTUS_DIR, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (bootstrap.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`directus bootstrap a échoué :\n${bootstrap.stdout}\n${bootstrap.stderr}`);
  }
  const server = spawnServer([cli, 'start'], env, DIRECTUS_DIR);
  await waitFor(`${url}/server/ping`, server.child).catch(async (error) => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (path, method, body) => {
    const response = await fetch(`${url}${path}`, { method, headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`Directus ${method} ${path} : ${response.status} ${(await response.text()).slice(0, 300)}`);
  };
  const field = (name, type, schema = {}) => ({ field: name, type, schema, meta: {} });
  await call('/collections', 'POST', {
    collection: 'bench_users',
    schema: {},
    // Seeded without activity or revisions, as Hexagone's users are seeded straight into its database; tracked again before the calls.
    meta: { accountability: null },
    fields: [
      { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true }, meta: { hidden: true } },
      field('name', 'string', { is_indexed: true }),
      field('email', 'string', { is_unique: true }),
      field('company', 'string', { is_indexed: true }),
      field('role', 'string', { is_indexed: true }),
      field('password', 'string'),
      field('active', 'boolean', { is_indexed: true }),
      field('email_verified', 'boolean'),
      field('created_at', 'timestamp', { is_indexed: true }),
      field('updated_at', 'timestamp'),
    ],
  });
  const now = Date.now();
  for (let i = 0; i < SIZE; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, SIZE - i) }, (_, j) => {
      const { emailVerified, ...user } = benchUser(i + j, SIZE, now, roleOf(i + j));
      return { ...user, email_verified: emailVerified, created_at: user.created_at.toISOString(), updated_at: user.updated_at.toISOString() };
    });
    await call('/items/bench_users', 'POST', rows);
  }
  await call('/collections/bench_users', 'PATCH', { meta: { accountability: 'all' } });
  return {
    name: 'Directus',
    url,
    headers: { authorization: `Bearer ${token}` },
    ids: Array.from({ length: 50 }, (_, i) => Math.floor(SIZE / 2) + i + 1),
    pid: () => server.child.pid,
    list: (query) => {
      const params = new URLSearchParams({ limit: '25', meta: 'filter_count' });
      if (query.role) params.set('filter[role][_eq]', query.role);
      if (query.active) params.set('filter[active][_eq]', query.active);
      if (query.q) params.set('search', query.q);
      if (query.sort) params.set('sort', `${query.order === 'desc' ? '-' : ''}${query.sort}`);
      return `/items/bench_users?${params}`;
    },
    record: (id) => `/items/bench_users/${id}`,
    write: (id, name) => ({ path: `/items/bench_users/${id}`, method: 'PATCH', body: { name } }),
    total: (body) => body.meta.filter_count,
    folder: () => folderMb(dataDir),
    usersMb: () => tablesMb(join(dataDir, 'data.db'), 'bench_users'),
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function request(system, path, init = {}) {
  const start = performance.now();
  const response = await fetch(`${system.url}${path}`, {
    ...init,
    headers: { ...system.headers, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.json();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${system.name} ${path} : ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

const write = (system, i) => {
  const { path, method, body } = system.write(system.ids[i % system.ids.length], `Renommé ${i}`);
  return request(system, path, { method, body: JSON.stringify(body) });
};

let unequal = 0;
/** One call to each, in turn (the order alternating), its total checked equal in both: the two times. */
async function pair(systems, i, pathOf, checkTotal) {
  const ordered = i % 2 ? [...systems].reverse() : systems;
  const answers = new Map();
  for (const system of ordered) answers.set(system, await request(system, pathOf(system)));
  const [a, b] = systems.map((s) => answers.get(s));
  if (checkTotal && a && b && systems[0].total(a.body) !== systems[1].total(b.body)) {
    unequal += 1;
    console.log(`  ✗ totaux différents : ${systems[0].name} ${systems[0].total(a.body)}, ${systems[1].name} ${systems[1].total(b.body)} (${pathOf(systems[0])})`);
  }
  return systems.map((s) => answers.get(s).ms);
}

function row(label, [ours, theirs]) {
  const ratio = ours / theirs;
  const verdict = ratio <= 1 ? `${(1 / ratio).toFixed(1)}× plus rapide` : `${ratio.toFixed(1)}× plus lent`;
  console.log(`  ${label.padEnd(52)} ${fmt(ours).padStart(8)} ms ${fmt(theirs).padStart(8)} ms   ${verdict}`);
}

async function measure(systems, label, pathOf, { checkTotal = true, afterWrite = false } = {}) {
  const samples = [[], []];
  for (let i = 0; i < RUNS; i++) {
    if (afterWrite) for (const system of systems) await write(system, i);
    const times = await pair(systems, i, pathOf, checkTotal);
    times.forEach((t, s) => samples[s].push(t));
  }
  row(label, samples.map(median));
}

async function load(system, path) {
  const result = await autocannon({ url: `${system.url}${path}`, connections: 20, duration: LOAD_SECONDS, headers: system.headers });
  return { rate: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const started = performance.now();
const hexagone = await startHexagone();
const directus = await startDirectus().catch(async (error) => {
  await hexagone.stop();
  console.log(`bench:peer : Directus n’a pas pu démarrer ici : ${error.message}`);
  process.exit(1);
});
const systems = [hexagone, directus];
console.log(
  `\nHexagone et Directus côte à côte, ${SIZE.toLocaleString('fr-FR')} utilisateurs dans chacun (préparation : ${((performance.now() - started) / 1000).toFixed(0)} s), médiane de ${RUNS} appels alternés, charge de la machine ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log(`  ${''.padEnd(52)} ${'Hexagone'.padStart(11)} ${'Directus'.padStart(11)}   rapport`);

const lists = [
  ['filtre rôle = support, tri création ↓', { role: 'support', sort: 'created_at', order: 'desc' }],
  ['filtre actif = non, tri entreprise', { active: 'false', sort: 'company', order: 'asc' }],
  ['recherche « Utilisateur 4242 »', { q: 'Utilisateur 4242' }],
];
for (const [label, query] of lists) row(`${label}, 1er appel`, await pair(systems, 0, (s) => s.list(query), true));
for (const [label, query] of lists) await measure(systems, `${label}, répété`, (s) => s.list(query));
for (const [label, query] of lists) await measure(systems, `${label}, après écriture`, (s) => s.list(query), { afterWrite: true });
await measure(systems, 'fiche par identifiant', (s) => s.record(s.ids[0]), { checkTotal: false });
const writes = [[], []];
for (let i = 0; i < RUNS; i++) {
  for (const [s, system] of (i % 2 ? [...systems].reverse() : systems).entries()) writes[systems.indexOf(system)].push((await write(system, i + s)).ms);
}
row('écriture par identifiant', writes.map(median));

const loads = [];
for (const system of systems) loads.push(await load(system, system.list({}).replace('limit=25', 'limit=20')));
console.log(
  `  ${`20 connexions × ${LOAD_SECONDS} s, petite liste (20 + total)`.padEnd(52)} ${loads.map((l) => `${l.rate.toFixed(0)} req/s`.padStart(11)).join(' ')}   ${(loads[0].rate / loads[1].rate).toFixed(1)}× le débit de Directus (p99 ${loads[0].p99} / ${loads[1].p99} ms, erreurs ${loads[0].errors} / ${loads[1].errors})`,
);
const ours = { server: residentMb(hexagone.pid()), database: residentMb(hexagone.databasePid()) };
console.log(
  `  ${'mémoire résidente après le banc'.padEnd(52)} ${`${(ours.server + ours.database).toFixed(0)} Mo`.padStart(11)} ${`${residentMb(directus.pid()).toFixed(0)} Mo`.padStart(11)}   (Hexagone : serveur ${ours.server.toFixed(0)} Mo, base ${ours.database.toFixed(0)} Mo)`,
);
const folders = systems.map((s) => s.folder());
console.log(`  ${'dossier de données'.padEnd(52)} ${`${folders[0]} Mo`.padStart(11)} ${`${folders[1]} Mo`.padStart(11)}   ${(folders[0] / folders[1]).toFixed(1)}×`);
if (HAS_SQLITE) {
  const users = systems.map((s) => s.usersMb());
  console.log(
    `  ${'dont les utilisateurs : table, index, recherche'.padEnd(52)} ${`${users[0]} Mo`.padStart(11)} ${`${users[1]} Mo`.padStart(11)}   ${(users[0] / users[1]).toFixed(1)}× (pages SQLite, dbstat)`,
  );
}
for (const system of systems) await system.stop();
if (unequal) {
  console.log(`bench:peer : ${unequal} appel(s) aux totaux différents : les deux n’ont pas répondu la même chose.`);
  process.exitCode = 1;
}
