/**
 * `npm run bench:admin`: what the back-office makes a browser download, gzipped, read from
 * the build's manifest (admin/dist/.vite/manifest.json, written by `npm run build -w admin`).
 * First load: the entry and its static imports, plus what the dashboard loads as it shows
 * (its own script, charts included). Each screen or dialog: the scripts it adds on top of that.
 * Budget (issue 8): first load ≤ 350 kB, each later screen ≤ 60 kB. Prints figures only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../admin/dist/', import.meta.url).pathname;
const FIRST_LOAD_BUDGET_KB = 350;
const SCREEN_BUDGET_KB = 60;

/** Modules the dashboard renders at once: their dynamic imports load with them. */
const DASHBOARD = 'src/pages/Dashboard.tsx';
const LIST = 'src/resources/ResourceList.tsx';
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
  { label: 'Dialogue « Tester » (modèles de prompt)', key: 'src/actions/TemplateTestDialog.tsx', after: LIST },
  { label: 'Dialogue « Réordonner » (forum)', key: 'src/actions/ForumReorderDialog.tsx', after: LIST },
  { label: 'Dialogue des questions d’une action', key: 'src/actions/AskDialog.tsx', after: LIST },
  { label: 'Dialogue du résultat d’une action', key: 'src/actions/ResultDialog.tsx', after: LIST },
  { label: 'Dialogue du rapport d’import', key: 'src/resources/ImportDialog.tsx', after: LIST },
  { label: 'Filtre sur une référence', key: 'src/resources/ReferenceFilter.tsx', after: LIST },
];

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('Manifeste introuvable : lancez d’abord `npm run build -w admin`.');
  process.exit(1);
}

const gzipSizes = new Map();
function gzipKb(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024);
  return gzipSizes.get(file);
}

/** The files a manifest entry loads: its own, its CSS, its static imports (and, if asked, its dynamic ones). */
/** A manifest entry by its key, or by its source when Vite keyed it by its file name. */
const entryOf = (key) => manifest[key] ?? Object.values(manifest).find((entry) => entry.src === key || entry.name === key.replace(/^.*\/|\.tsx?$/g, ''));

function filesOf(key, { dynamic = false } = {}, seen = new Set()) {
  const entry = entryOf(key);
  if (!entry) throw new Error(`Absent du manifeste : ${key}`);
  if (seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([entry.file, ...(entry.css ?? [])]);
  for (const next of [...(entry.imports ?? []), ...(dynamic ? (entry.dynamicImports ?? []) : [])]) {
    for (const file of filesOf(next, { dynamic: false }, seen)) files.add(file);
  }
  return files;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const kb = (n) => `${n.toFixed(1).padStart(6)} kB`;
const verdict = (n, budget) => (n <= budget ? `ok (≤ ${budget} kB)` : `AU-DELÀ du budget de ${budget} kB`);

const entry = filesOf('index.html');
const firstLoad = new Set([...entry, ...filesOf(DASHBOARD, { dynamic: true })]);
const firstTotal = sum(firstLoad);
/** Loaded once the browser is idle after the first screen (the header search, layout/AppBar.tsx): not in the first load, already there for the next screen. */
const IDLE = 'src/layout/NavigationSearch.tsx';
const idle = [...filesOf(IDLE)].filter((file) => !firstLoad.has(file));

console.log('Back-office /webmaster — JavaScript et CSS gzip (niveau 9)\n');
console.log(`Premier chargement (tableau de bord)   ${kb(firstTotal)}  ${verdict(firstTotal, FIRST_LOAD_BUDGET_KB)}`);
console.log(`  dont socle (entrée et bibliothèques) ${kb(sum(entry))}`);
for (const file of [...firstLoad].sort((a, b) => gzipKb(b) - gzipKb(a))) console.log(`    ${kb(gzipKb(file))}  ${file}`);
console.log(`\nChargé ensuite, le navigateur au repos (recherche de l’en-tête) : ${kb(sum(idle))}`);
console.log('\nChaque écran ou dialogue en plus du premier chargement et de la recherche :');
for (const { label, key, after } of SCREENS) {
  const loaded = new Set([...firstLoad, ...idle, ...(after ? filesOf(after) : [])]);
  const added = [...filesOf(key)].filter((file) => !loaded.has(file));
  const total = sum(added);
  console.log(`  ${label.padEnd(42)} ${kb(total)}  ${verdict(total, SCREEN_BUDGET_KB)}  (${added.length} fichier(s))`);
}
