// Lighthouse (mobile profile) on every page of the public site, as built: starts the built
// server on a fresh embedded database, completes the setup, fills it with the demo data
// (forum, blog...), then audits each address of the sitemaps and prints a table of the
// performance, accessibility, best-practices and SEO scores. Builds nothing, asserts nothing.
//   BENCH_SITE_FILTER=forum  audits only the addresses containing "forum"
//   BENCH_SITE_DETAILS=1     lists the audits that cost points, page by page
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'api', 'package.json'));
const SERVER = join(root, 'api', 'dist', 'main.js');
const SEED = join(root, 'api', 'dist', 'seed', 'run-seed.js');
const EMBEDDED_DB = join(root, 'api', 'dist', 'database', 'embedded-db.js');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUNS_ON_ERROR = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LABELS = { performance: 'Perf.', accessibility: 'Access.', 'best-practices': 'Bonnes pr.', seo: 'SEO' };
const LIGHTHOUSE_VERSION = require(join(root, 'node_modules', 'lighthouse', 'package.json')).version;
const ADMIN = { company: 'Hexagone Bench', name: 'Bench Admin', email: 'bench@example.com', password: 'Motdepasse-bench-1' };

for (const file of [SERVER, join(root, 'site', 'dist', 'client', 'sitemap-0.xml')]) {
  if (!existsSync(file)) {
    console.error(`Introuvable : ${file}. Construisez d'abord (npm run build).`);
    process.exit(1);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitHealthy(base, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (${child.exitCode})`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('serveur injoignable après 60 s');
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
const pages = (count) => `${count} page${count > 1 ? 's' : ''}`;

const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-bench-site-'));
// The seed runs in this process on the same data folder (its signing secret lives there).
process.env.DATA_DIR = dataDir;
const { startEmbeddedDb } = require(EMBEDDED_DB);
const db = await startEmbeddedDb(join(root, 'api', 'embedded-db', 'bin', 'embedded-db'), dataDir);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [SERVER], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: db.uri, LOGIN_RATE_LIMIT: '1000' },
  stdio: 'ignore',
});
let chrome;
let cleaning;
// Idempotent: the end of the run, Ctrl+C and a closed output (| head) all stop what was started.
const cleanup = () =>
  (cleaning ??= (async () => {
    await chrome?.kill();
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanup().finally(() => process.exit(130)));
process.stdout.on('error', () => cleanup().finally(() => process.exit(1)));

try {
  await waitHealthy(base, server);
  const setup = await fetch(`${base}/api/setup/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (setup.status !== 201) throw new Error(`installation refusée (${setup.status})`);
  if (existsSync(SEED)) {
    const { runSeed } = require(SEED);
    const report = await runSeed(db.uri);
    console.log(`Données de démonstration : ${report.length} lignes de rapport.`);
  } else {
    console.log('Pas de seed construit (api/dist/seed) : forum et blog vides.');
  }

  const paths = [];
  for (const sitemap of ['/sitemap-0.xml', '/forum/sitemap.xml', '/blog/sitemap.xml']) {
    const response = await fetch(`${base}${sitemap}`);
    if (response.ok) paths.push(...locs(await response.text()));
  }
  const filter = process.env.BENCH_SITE_FILTER;
  const audited = [...new Set(paths)].filter((path) => !filter || path.includes(filter));
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION} (profil mobile) sur ${pages(audited.length)} de ${base}\n`);

  chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const width = Math.min(70, Math.max(...audited.map((path) => path.length)) + 2);
  console.log(`${pad('Page', width)}${CATEGORIES.map((c) => padStart(LABELS[c], 11)).join('')}`);
  console.log('-'.repeat(width + 11 * CATEGORIES.length));

  const rows = [];
  for (const path of audited) {
    let lhr;
    // A trace lost under load (NO_NAVSTART...) is Lighthouse's own hiccup: it asks to run again.
    for (let attempt = 0; attempt < RUNS_ON_ERROR && (!lhr || lhr.runtimeError); attempt++) {
      lhr = (await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }))?.lhr;
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr?.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
    rows.push({ path, scores, lhr });
    const shown = path.length > width - 2 ? `${path.slice(0, width - 3)}…` : path;
    console.log(`${pad(shown, width)}${CATEGORIES.map((c) => padStart(scores[c] ?? '—', 11)).join('')}`);
    if (lhr?.runtimeError) console.log(`    Erreur Lighthouse : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (process.env.BENCH_SITE_DETAILS && lhr) {
      for (const c of CATEGORIES) {
        const lost = lhr.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => `${ref.id} (${Math.round(lhr.audits[ref.id].score * 100)})`);
        if (lost.length) console.log(`    ${LABELS[c]} : ${lost.join(', ')}`);
      }
    }
  }

  console.log('-'.repeat(width + 11 * CATEGORIES.length));
  const stats = CATEGORIES.map((c) => {
    const values = rows.map((row) => row.scores[c]).filter((value) => value !== null);
    if (!values.length) return { c, mean: '—', min: '—' };
    const min = Math.min(...values);
    return { c, mean: Math.round(values.reduce((a, b) => a + b, 0) / values.length), min, worst: rows.find((row) => row.scores[c] === min).path, missing: rows.length - values.length };
  });
  console.log(`${pad('Moyenne', width)}${stats.map(({ mean }) => padStart(mean, 11)).join('')}`);
  const summary = stats.map(
    ({ c, mean, min, worst, missing }) =>
      `${LABELS[c]} moy. ${mean} (min ${min}${min < 100 ? ` : ${worst}` : ''}${missing ? `, ${pages(missing)} sans score` : ''})`,
  );
  console.log(`\nRésumé : ${pages(rows.length)} — ${summary.join(' ; ')}.`);
} finally {
  await cleanup();
}
