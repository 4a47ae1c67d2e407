/**
 * `npm run bench:admin`: what the back-office makes a person's browser download.
 * First load, measured as a browser does it: the built server on a fresh database filled with
 * the demo data, Chromium signed in on /webmaster/ (the dashboard), every JavaScript file it
 * requests until the network is idle (the header search loaded once the browser rests
 * included), each re-gzipped at level 6 (what a server sends, whatever precompress chose).
 * Each screen or dialog: the scripts and styles it adds on top of those, followed in the build's
 * manifest (admin/dist/.vite/manifest.json); the engine the lists and forms share (react-admin's
 * lists and forms, react-hook-form: what the dashboard does not use) is counted once, with the
 * first of them, and each of them weighs what it adds to it. Budget: first load ≤ 300 kB (issue 39),
 * the shared engine ≤ 65 kB and each later screen ≤ 60 kB (issue 8). Builds nothing
 * (`npm run build -w admin` first); prints figures only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, requireBuilt, ROOT, signedInContext, startProduct } from './running-product.mjs';

const DIST = join(ROOT, 'admin', 'dist');
const FIRST_LOAD_BUDGET_KB = 300;
const SCREEN_BUDGET_KB = 60;
/** The part of react-admin's core the dashboard does not use: 76.5 kB of the first load (its « data » script) until issue 39. */
const ENGINE_BUDGET_KB = 65;
const GZIP_LEVEL = 6;
const ADMIN = { company: 'Hexagone Bench', name: 'Bench Admin', email: 'bench@example.com', password: 'Motdepasse-bench-1' };

const LIST = 'src/resources/ResourceList.tsx';
/** The screens whose shared scripts are the lists' and forms' engine. */
const ENGINE_OF = [LIST, 'src/resources/ResourceCreate.tsx', 'src/resources/ResourceEdit.tsx'];
/** Screens and dialogs loaded on demand, as App.tsx and custom-actions.ts name them; a dialog opens from a list. */
const SCREENS = [
  { label: 'Liste (tableau, filtres)', key: LIST },
  { label: 'Vue en cartes', key: 'src/resources/ResourceGrid.tsx', after: LIST },
  { label: 'Réglages (formulaire unique)', key: 'src/resources/ResourceSingleton.tsx', after: LIST },
  { label: 'Création', key: 'src/resources/ResourceCreate.tsx' },
  { label: 'Modification', key: 'src/resources/ResourceEdit.tsx' },
  { label: 'Détail', key: 'src/resources/ResourceShow.tsx' },
  { label: 'Profil', key: 'src/pages/Profile.tsx' },
  { label: 'Bientôt disponible', key: 'src/pages/ComingSoon.tsx' },
  { label: 'Supervision', key: 'src/monitoring/Monitoring.tsx' },
  { label: 'Recherche de l’en-tête (survol ou focus)', key: 'src/layout/NavigationSearch.tsx' },
  { label: 'Dialogue « Tester » (modèles de prompt)', key: 'src/actions/TemplateTestDialog.tsx', after: LIST },
  { label: 'Dialogue « Réordonner » (forum)', key: 'src/actions/ForumReorderDialog.tsx', after: LIST },
  { label: 'Dialogue des questions d’une action', key: 'src/actions/AskDialog.tsx', after: LIST },
  { label: 'Dialogue du résultat d’une action', key: 'src/actions/ResultDialog.tsx', after: LIST },
  { label: 'Dialogue du rapport d’import', key: 'src/resources/ImportDialog.tsx', after: LIST },
  { label: 'Filtre sur une référence', key: 'src/resources/ReferenceFilter.tsx', after: LIST },
];

requireBuilt('admin/dist/.vite/manifest.json');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));

const gzipKb = (bytes) => gzipSync(bytes, { level: GZIP_LEVEL }).length / 1024;
const kb = (n) => `${n.toFixed(1).padStart(6)} kB`;
const verdict = (n, budget) => (n <= budget ? `ok (≤ ${budget} kB)` : `AU-DELÀ du budget de ${budget} kB`);

/** The JavaScript files (under /webmaster/) Chromium fetches, signed in on the dashboard, until the network is idle. */
async function firstLoad() {
  const product = await startProduct({ admin: ADMIN, seed: true, signIn: true, name: 'bench-admin' });
  try {
    const browser = await launchChromium(product);
    const context = await signedInContext(browser, product.session, { viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.set(path.replace('/webmaster/', ''), response.body());
    });
    await page.goto(`${product.base}/webmaster/`, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Activité récente' }).getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    return new Map(await Promise.all([...scripts].map(async ([file, body]) => [file, gzipKb(await body)])));
  } finally {
    await product.stop();
  }
}

/** A manifest entry by its key, or by its source when Vite keyed it by its file name. */
const entryOf = (key) => manifest[key] ?? Object.values(manifest).find((entry) => entry.src === key || entry.name === key.replace(/^.*\/|\.tsx?$/g, ''));

/** The files a manifest entry loads: its own, its CSS and its static imports. */
function filesOf(key, seen = new Set()) {
  const entry = entryOf(key);
  if (!entry) throw new Error(`Absent du manifeste : ${key}`);
  if (seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([entry.file, ...(entry.css ?? [])]);
  for (const next of entry.imports ?? []) for (const file of filesOf(next, seen)) files.add(file);
  return files;
}

const loaded = await firstLoad();
const total = [...loaded.values()].reduce((sum, size) => sum + size, 0);
console.log(`Back-office /webmaster — JavaScript gzip (niveau ${GZIP_LEVEL})\n`);
console.log(`Premier chargement (tableau de bord, Chromium jusqu’au réseau au repos) ${kb(total)}  ${verdict(total, FIRST_LOAD_BUDGET_KB)}  (${loaded.size} fichier(s))`);
for (const [file, size] of [...loaded].sort((a, b) => b[1] - a[1])) console.log(`    ${kb(size)}  ${file}`);

const fileKb = (file) => gzipKb(readFileSync(join(DIST, file)));
const [first, ...others] = ENGINE_OF.map((key) => filesOf(key));
const engine = [...first].filter((file) => !loaded.has(file) && others.every((files) => files.has(file)));
const engineKb = engine.reduce((sum, file) => sum + fileKb(file), 0);
console.log(`\nMoteur des listes et formulaires, chargé avec le premier d’entre eux ${kb(engineKb)}  ${verdict(engineKb, ENGINE_BUDGET_KB)}  (${engine.length} fichier(s))`);

console.log('\nChaque écran ou dialogue en plus du premier chargement et du moteur (scripts et styles) :');
for (const { label, key, after } of SCREENS) {
  const before = new Set([...loaded.keys(), ...engine, ...(after ? filesOf(after) : [])]);
  const added = [...filesOf(key)].filter((file) => !before.has(file));
  const size = added.reduce((sum, file) => sum + fileKb(file), 0);
  console.log(`  ${label.padEnd(42)} ${kb(size)}  ${verdict(size, SCREEN_BUDGET_KB)}  (${added.length} fichier(s))`);
}
