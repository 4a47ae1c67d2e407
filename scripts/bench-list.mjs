// Measures list latency of the generic CRUD on the embedded FerretDB at 10k and 100k
// records: seeds a collection directly, then times list calls through the real server.
// Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'api', 'package.json'));
const { MongoClient } = require('mongodb');
const { Secret, TOTP } = require('otpauth');
const { startEmbeddedDb } = require(join(root, 'api', 'dist', 'database', 'embedded-db.js'));

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const RUNS = 5;

async function time(fn) {
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)], min: samples[0], max: samples[RUNS - 1] };
}

async function waitHealthy(url) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server not healthy');
}

for (const size of SIZES) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-bench-'));
  const db = await startEmbeddedDb(join(root, 'api', 'embedded-db', 'bin', 'embedded-db'), dataDir);
  const client = await MongoClient.connect(db.uri);
  const roles = client.db('hexagone').collection('roles');
  const seedStart = performance.now();
  for (let i = 0; i < size; i += 1000) {
    await roles.insertMany(
      Array.from({ length: Math.min(1000, size - i) }, (_, j) => ({
        name: `Rôle ${i + j}`,
        slug: `role-${i + j}`,
        description: `Description ${(i + j) % 97}`,
        color: 'primary',
        permissions: [],
        is_system: (i + j) % 10 === 0,
        users_count: (i + j) % 50,
        created_at: new Date(Date.now() - (i + j) * 1000),
      })),
    );
  }
  const seedMs = performance.now() - seedStart;

  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: db.uri, LOGIN_RATE_LIMIT: '1000' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url);
  await fetch(`${url}/api/setup/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company: 'Bench', name: 'Bench', email: 'bench@example.com', password: 'motdepasse' }),
  });
  const post = async (path, body) =>
    (await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  // An administrator signs in with the second factor, enrolled on this first login.
  const { mfaToken, secret } = await post('/auth/login', { email: 'bench@example.com', password: 'motdepasse' });
  const { token } = await post('/auth/mfa', { mfaToken, code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() });
  const get = (query) => fetch(`${url}/api/roles?${query}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());

  const cases = {
    'page 1 (défaut _id desc)': 'page=1&limit=20',
    'page 50, tri name asc': 'page=50&limit=20&sort=name&order=asc',
    'recherche q=rôle 12': 'q=r%C3%B4le%2012&limit=20',
    'filtre is_system=true': 'is_system=true&limit=20',
  };
  console.log(`\n${size.toLocaleString('fr-FR')} documents (insertion : ${(seedMs / 1000).toFixed(1)} s)`);
  for (const [label, query] of Object.entries(cases)) {
    const t = await time(() => get(query));
    console.log(`  ${label.padEnd(28)} médiane ${t.median.toFixed(0).padStart(6)} ms  (min ${t.min.toFixed(0)}, max ${t.max.toFixed(0)})`);
  }

  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await client.close();
  await db.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
