/**
 * `npm run screenshots`: the pictures of the README, taken from the real product as built.
 * Starts the built server on a temporary data folder, completes the setup, fills it with the
 * French demo data (`npm run seed`), signs the administrator in (second factor included) and
 * photographs with Chromium: the public home page, the back-office dashboard, the invoice list,
 * an invoice's PDF (its first page, rendered by `pdftoppm`) and the monitoring screen. Writes
 * palette PNGs to docs/screenshots/. Builds nothing (`npm run build` first).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { launchChromium, requireBuilt, ROOT, signedInContext, startProduct } from './running-product.mjs';

const OUT = join(ROOT, 'docs', 'screenshots');
const SCREEN = { viewport: { width: 1280, height: 800 } };
const ADMIN = { company: 'Hexagone', name: 'Camille Martin', email: 'camille.martin@hexagone.fr', password: 'Motdepasse-captures-1' };
/** The monitoring charts draw once the server has taken a few samples: one a second here. */
const SAMPLE_MS = '1000';
/** The seller's legal identity as an operator fills it in on the Site tab: the invoice shows it (fictitious company). */
const SELLER = {
  company_name: 'Hexagone SAS',
  legal_form: 'Société par actions simplifiée (SAS)',
  share_capital: '50 000 €',
  siren: '912 345 678',
  siret: '912 345 678 00017',
  rcs_city: 'Lyon',
  vat_number: 'FR40912345678',
  address: '12 rue de la République',
  postal_code: '69002',
  city: 'Lyon',
};

requireBuilt('admin/dist/index.html', 'site/dist/client');
try {
  execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
} catch {
  console.error('pdftoppm introuvable : installez le paquet poppler-utils.');
  process.exit(1);
}

/** A palette PNG (a few dozen kB for a screen), as the README shows it. */
async function save(name, png) {
  const path = join(OUT, `${name}.png`);
  writeFileSync(path, await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer());
  console.log(`${path.slice(ROOT.length + 1)}  ${Math.round(statSync(path).size / 1024)} Ko`);
}

const product = await startProduct({ admin: ADMIN, seed: true, signIn: true, name: 'screenshots', env: { MONITORING_SAMPLE_MS: SAMPLE_MS } });
try {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchChromium(product);
  const visitor = await (await browser.newContext({ ...SCREEN, locale: 'fr-FR', timezoneId: 'Europe/Paris' })).newPage();
  await visitor.goto(`${product.base}/`, { waitUntil: 'networkidle' });
  // A returning visitor has answered the cookie banner.
  await visitor.getByRole('button', { name: 'Essentiels uniquement' }).click();
  await save('site-accueil', await visitor.screenshot());

  const page = await (await signedInContext(browser, product.session, SCREEN)).newPage();
  await page.goto(`${product.base}/webmaster/`, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Activité récente' }).getByRole('listitem').first().waitFor();
  await save('back-office-tableau-de-bord', await page.screenshot());

  await page.goto(`${product.base}/webmaster/billing/invoices`, { waitUntil: 'networkidle' });
  await page.getByRole('row').nth(5).waitFor();
  await save('back-office-factures', await page.screenshot());

  await page.goto(`${product.base}/webmaster/services/monitoring`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelectorAll('.chart-line').length >= 4, undefined, { timeout: 30_000 });
  await save('back-office-supervision', await page.screenshot());

  // A paid invoice (numbered, a Factur-X PDF), downloaded as the back-office's button does.
  const auth = { authorization: `Bearer ${product.session.token}` };
  const site = await fetch(`${product.base}/api/settings_site`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(SELLER) });
  if (!site.ok) throw new Error(`paramètres du site refusés (${site.status})`);
  const list = await fetch(`${product.base}/api/billing_invoices?status=paid&limit=1`, { headers: auth }).then((r) => r.json());
  const pdf = await fetch(`${product.base}/api/v1/billing_invoices/${list.data[0].id}/download`, { headers: auth });
  if (!pdf.ok) throw new Error(`PDF de facture refusé (${pdf.status})`);
  const work = mkdtempSync(join(tmpdir(), 'hexagone-screenshots-'));
  try {
    writeFileSync(join(work, 'facture.pdf'), Buffer.from(await pdf.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-singlefile', '-f', '1', '-l', '1', '-scale-to-x', '900', '-scale-to-y', '-1', join(work, 'facture.pdf'), join(work, 'facture')]);
    await save('facture-pdf', readFileSync(join(work, 'facture.png')));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
} finally {
  await product.stop();
}
