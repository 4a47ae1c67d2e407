// `npm run bench:analytics` (also run by `npm run bench`): the analytics calls on a year of
// traffic. BENCH_ANALYTICS_VIEWS page views (default 1 000 000) are spread over the last 365
// days, from 3 000 visitors a day, into the hourly buckets the collect call fills; the finished
// days are rolled up by the job's own code (AnalyticsStore.rollUp), then the built server
// answers each call of spec 3 §7 for each period on the embedded database. Each call is timed
// BENCH_RUNS times (default 5) and its median printed beside the 300 ms goal of issue 27.
// Prints figures; asserts nothing. Needs `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'api', 'package.json'));
const { MongoClient } = require('mongodb');
const { Secret, TOTP } = require('otpauth');
const { startEmbeddedDb } = require(join(root, 'api', 'dist', 'database', 'embedded-db.js'));
const { AnalyticsStore, bucketIdOf, daysBetween, shiftDay, EVENTS_COLLECTION, HOURS_COLLECTION } = require(join(root, 'api', 'dist', 'analytics', 'analytics-store.js'));
const { parisDayKey } = require(join(root, 'schemas', 'dist', 'index.js'));

const VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 300;
const DAYS = 365;
const PAGES = ['/', '/pricing', '/features', '/contact', '/products/cluster-ai', '/products/hosting-ha', '/blog', '/support', '/legal/privacy', '/about'];
const SOURCES = ['direct', 'organic', 'social', 'referral', 'email', 'paid'];
const DEVICES = ['desktop', 'desktop', 'mobile', 'tablet'];
const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Microsoft Edge'];
const COUNTRIES = ['FR', 'FR', 'FR', 'BE', 'CH', 'CA', 'DE', 'US', 'ES', 'IT', 'ZZ'];
const fr = (n, digits = 0) => n.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pick = (list, n) => list[n % list.length];

/** A year of page views into hourly buckets, written a bucket at a time. */
async function seed(mongo, now) {
  const buckets = mongo.collection(EVENTS_COLLECTION);
  const months = new Map();
  const perHour = Math.ceil(VIEWS / (DAYS * 24));
  let written = 0;
  let batch = [];
  for (let hour = DAYS * 24; hour >= 1 && written < VIEWS; hour -= 1) {
    const start = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - hour * 3_600_000);
    const _id = bucketIdOf(start);
    const events = [];
    for (let i = 0; i < perHour && written < VIEWS; i += 1, written += 1) {
      const visitor = (written * 7919) % 3000;
      events.push(JSON.stringify({
        at: start.getTime() + i * Math.floor(3_600_000 / perHour), v: `v${_id.slice(0, 10)}-${visitor}`, k: 'view',
        p: pick(PAGES, written), t: pick(PAGES, written), s: pick(SOURCES, visitor), d: pick(DEVICES, visitor), b: pick(BROWSERS, visitor), c: pick(COUNTRIES, visitor),
      }));
    }
    batch.push({ _id, day: _id.slice(0, 10), start, events });
    (months.get(_id.slice(0, 7)) ?? months.set(_id.slice(0, 7), []).get(_id.slice(0, 7))).push(_id);
    if (batch.length >= 200) {
      await buckets.insertMany(batch, { ordered: false }).catch(() => undefined);
      batch = [];
    }
  }
  if (batch.length) await buckets.insertMany(batch, { ordered: false }).catch(() => undefined);
  for (const [_id, hours] of months) await mongo.collection(HOURS_COLLECTION).updateOne({ _id }, { $addToSet: { hours: { $each: hours } } }, { upsert: true });
  return written;
}

const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-bench-analytics-'));
const db = await startEmbeddedDb(join(root, 'api', 'embedded-db', 'bin', 'embedded-db'), dataDir);
const client = await MongoClient.connect(db.uri);
const mongo = client.db('hexagone');
let server;
try {
  const now = new Date();
  let started = performance.now();
  const written = await seed(mongo, now);
  console.log(`Statistiques d'audience : ${fr(written)} pages vues sur ${DAYS} jours insérées en ${fr((performance.now() - started) / 1000, 1)} s`);
  started = performance.now();
  const today = parisDayKey(now);
  const rolled = await new AnalyticsStore(mongo).rollUp(daysBetween(shiftDay(today, -DAYS), shiftDay(today, -1)), now);
  console.log(`  ${fr(rolled)} jours agrégés par la tâche analytics.rollups en ${fr((performance.now() - started) / 1000, 1)} s`);

  const port = 4300 + Math.floor(Math.random() * 600);
  server = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: db.localUri, LOGIN_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i += 1) {
    if (i > 300) throw new Error('serveur injoignable');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const post = async (path, body) => (await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  await post('/setup/init', { company: 'Bench', name: 'Bench', email: 'bench@example.com', password: 'Motdepasse-1234' });
  const { mfaToken, secret } = await post('/auth/login', { email: 'bench@example.com', password: 'Motdepasse-1234' });
  const { token } = await post('/auth/mfa', { mfaToken, code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() });
  if (!token) throw new Error('bench: sign-in failed');

  const time = async (path) => {
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const at = performance.now();
      const response = await fetch(`${url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      times.push(performance.now() - at);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  };
  console.log(`  Médiane de ${RUNS} appels (objectif ≤ ${GOAL_MS} ms) :`);
  for (const period of ['24h', '7d', '30d', '90d', '1y']) {
    for (const call of ['metrics', 'traffic', 'geography', 'top-pages', 'devices', 'funnel']) {
      const ms = await time(`/analytics/${call}?period=${period}`);
      console.log(`    ${`GET /analytics/${call}?period=${period}`.padEnd(44)} ${fr(ms).padStart(6)} ms  ${ms <= GOAL_MS ? '✓' : '✗'}`);
    }
  }
  const ms = await time('/analytics/realtime');
  console.log(`    ${'GET /analytics/realtime'.padEnd(44)} ${fr(ms).padStart(6)} ms  ${ms <= GOAL_MS ? '✓' : '✗'}`);
} finally {
  server?.kill('SIGTERM');
  if (server) await new Promise((resolve) => server.once('exit', resolve));
  await client.close();
  await db.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
