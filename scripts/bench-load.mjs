// The load figure of issue 24 (point 7): 100 connections for BENCH_LOAD_SECONDS (default 20 s)
// on a list the server keeps in memory (GET /api/users?limit=20 with a handful of users),
// against a server of its own on a fresh embedded database. Goal: no error at all; any 503
// must carry Retry-After. Prints the figures and exits non-zero when the goal is missed.
// Needs `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'api', 'package.json'));
const { Secret, TOTP } = require('otpauth');
const autocannon = createRequire(join(root, 'package.json'))('autocannon');

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const PATH = '/api/users?limit=20';

const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-bench-load-'));
const port = 4900 + Math.floor(Math.random() * 500);
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// A bench stopped half-way (an error, Ctrl-C) leaves no server nor folder behind.
process.once('exit', () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

for (let i = 0; ; i++) {
  if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
  if (i > 600) throw new Error('bench: server not healthy');
  await new Promise((r) => setTimeout(r, 200));
}

const post = async (path, body, headers = {}) => {
  const response = await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return response.json();
};
await post('/setup/init', { company: 'Bench', name: 'Bench', email: 'bench@example.com', password: 'Motdepasse-1234' });
const { mfaToken, secret } = await post('/auth/login', { email: 'bench@example.com', password: 'Motdepasse-1234' });
const { token } = await post('/auth/mfa', { mfaToken, code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() });
if (!token) throw new Error('bench: sign-in failed');
const headers = { authorization: `Bearer ${token}` };
for (let i = 1; i <= 5; i++) {
  await post('/users', { name: `Utilisateur ${i}`, email: `charge${i}@exemple.fr`, role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, headers);
}
// The first opening scans once; the load then reads the kept list.
await fetch(`${url}${PATH}`, { headers });

const statuses = new Map();
/** Each refusal's message, to say which bound refused. */
const refusals = new Map();
let withoutRetryAfter = 0;
const result = await autocannon({
  url: `${url}${PATH}`,
  connections: CONNECTIONS,
  duration: SECONDS,
  headers,
  setupClient(client) {
    let status;
    client.on('headers', (head) => {
      status = head.statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 503 && !/retry-after/i.test(JSON.stringify(head.headers))) withoutRetryAfter += 1;
    });
    client.on('body', (body) => {
      if (status === 200) return;
      const message = `${status} ${body.toString('utf8').slice(0, 200)}`;
      refusals.set(message, (refusals.get(message) ?? 0) + 1);
    });
  },
});

const cores = readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm).length;
const errors = [...statuses].filter(([status]) => status !== 200).reduce((sum, [, count]) => sum + count, 0) + result.errors + result.timeouts;
console.log(`\nCharge sur une liste gardée en mémoire (${cores} cœurs, Node ${process.version})`);
console.log(`  GET ${PATH}, ${CONNECTIONS} connexions pendant ${SECONDS} s : ${result.requests.total.toLocaleString('fr-FR')} requêtes, ${Math.round(result.requests.average).toLocaleString('fr-FR')} req/s`);
console.log(`  latence p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
console.log(`  réponses : ${[...statuses].map(([status, count]) => `${status} × ${count.toLocaleString('fr-FR')}`).join(', ')}; erreurs réseau ${result.errors}, délais dépassés ${result.timeouts}`);
for (const [message, count] of refusals) console.log(`    ${count} × ${message}`);
console.log(`  ${errors === 0 ? '✓ aucune erreur' : `✗ ${errors} erreur(s)`}${withoutRetryAfter ? `, ✗ ${withoutRetryAfter} réponse(s) 503 sans Retry-After` : ''}`);
process.exitCode = errors === 0 && withoutRetryAfter === 0 ? 0 : 1;
