// Lighthouse (mobile profile) on every page of the public site, as built: starts the built
// server on a fresh embedded database, completes the setup, fills it with the demo data
// (forum, blog...), then audits each address of the sitemaps and prints a table of the
// performance, accessibility, best-practices and SEO scores. Builds nothing, asserts nothing.
//   BENCH_SITE_FILTER=forum  audits only the addresses containing "forum"
//   BENCH_SITE_DETAILS=1     lists the audits that cost points, page by page
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, requireBuilt, ROOT, startProduct } from './running-product.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const RUNS_ON_ERROR = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LABELS = { performance: 'Perf.', accessibility: 'Access.', 'best-practices': 'Bonnes pr.', seo: 'SEO' };
const LIGHTHOUSE_VERSION = require(join(ROOT, 'node_modules', 'lighthouse', 'package.json')).version;
const ADMIN = { company: 'Hexagone Bench', name: 'Bench Admin', email: 'bench@example.com', password: 'Motdepasse-bench-1' };

requireBuilt('site/dist/client/sitemap-0.xml');

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
const pages = (count) => `${count} page${count > 1 ? 's' : ''}`;

const product = await startProduct({ admin: ADMIN, seed: true, name: 'bench-site' });
const { base } = product;
console.log(`Données de démonstration : ${product.report.length} lignes de rapport.`);
try {
  const paths = [];
  for (const sitemap of ['/sitemap-0.xml', '/forum/sitemap.xml', '/blog/sitemap.xml']) {
    const response = await fetch(`${base}${sitemap}`);
    if (response.ok) paths.push(...locs(await response.text()));
  }
  const filter = process.env.BENCH_SITE_FILTER;
  const audited = [...new Set(paths)].filter((path) => !filter || path.includes(filter));
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION} (profil mobile) sur ${pages(audited.length)} de ${base}\n`);

  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  product.onStop(async () => chrome.kill());
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
  await product.stop();
}
