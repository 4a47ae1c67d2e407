/**
 * A customer in their area (/user, issue 37 §1), in Debian's Chromium against the built server:
 * the dashboard sums what they owe; their invoices and credit note are listed with their status
 * and PDF, which downloads; another customer's invoice answers 404; their subscription and
 * instance show with their state; « Nouveau ticket » opens a ticket that joins their list. At
 * 1 440 px and on a phone.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf } from '@hexagone/schemas';
import { BACK_OFFICE_SCREEN, sessionOf, signInAdmin, signedInPage, type AdminSession, type Session } from '../support/admin-session';
import { login } from '../support/api';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fr-FR' };
const today = () => dayKeyOf(new Date());
const inDays = (days: number) => dayKeyOf(new Date(Date.now() + days * 86_400_000));
/** French figures use no-break spaces; the tests write plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let lucie: Session;
let page: Page | undefined;
let invoice: Record<string, any>;
let othersInvoice: Record<string, any>;
let creditNote: Record<string, any>;
let instance: Record<string, any>;

async function customer(name: string, email: string): Promise<Record<string, any>> {
  const password = `Motdepasse-${name}-1`;
  const user = await createRecord(admin.api, admin.token, 'users', { name, email, role: 'user', password, confirmPassword: password, billing_identity: CUSTOMER_IDENTITY });
  return { ...user, password };
}

const invoiceFor = (email: string, unitPrice: number) =>
  createRecord(admin.api, admin.token, 'billing_invoices', {
    user_email: email,
    description: 'Hébergement HA',
    status: 'pending',
    date: today(),
    due_date: inDays(30),
    items: [{ description: 'Hébergement HA', quantity: 1, unit_price: unitPrice, tax_rate: 20 }],
  });

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  await saveSellerIdentity(admin.api, admin.token);
  const lucieUser = await customer('Lucie Bernard', 'lucie@atelier-bernard.fr');
  const marc = await customer('Marc Petit', 'marc@petit-conseil.fr');
  lucie = await sessionOf(admin.api, await login(admin.api, lucieUser.email, lucieUser.password));

  invoice = await invoiceFor(lucieUser.email, 120);
  othersInvoice = await invoiceFor(marc.email, 990);
  const paid = await invoiceFor(lucieUser.email, 50);
  expect((await admin.api.put(`/billing_invoices/${paid._id}/pay`, { payment_method: 'card', payment_date: today() }, { token: admin.token })).status).toBe(200);
  creditNote = (await admin.api.post(`/billing_invoices/${paid._id}/refund`, { amount: 12, reason: 'Geste commercial' }, { token: admin.token })).body.credit_note;

  const plan = await createRecord(admin.api, admin.token, 'billing_plans', { name: 'Professionnel', description: 'Offre Pro', price_monthly: 49, price_yearly: 490, features: [{ name: 'Conteneurs', value: '5' }] });
  await createRecord(admin.api, admin.token, 'billing_subscriptions', { user_id: lucieUser._id, plan_id: plan._id, billing_period: 'monthly', status: 'trial', start_date: today() });
  const service = await createRecord(admin.api, admin.token, 'services', { name: 'Hosting HA — Atelier Bernard', description: 'Hébergement', type: 'hosting-ha', status: 'stopped', cpu_limit: 8, memory_limit: 16, storage_limit: 200, auto_restart: false });
  instance = await createRecord(admin.api, admin.token, 'service_instances', { service_id: service._id, user_id: lucieUser._id, name: 'boutique-atelier-bernard-production', status: 'stopped', cpu: 2, memory: 4, storage: 40 });
});
afterEach(screenshotOnFailure(() => page));
afterAll(async () => {
  await page?.context().close();
  await stopServerAndBrowser({ server, browser });
});

async function open(path: string, screen = BACK_OFFICE_SCREEN): Promise<Page> {
  await page?.context().close();
  page = await signedInPage(browser, lucie, screen);
  await page.goto(server.url(path));
  // A new context meets the cookie banner, which covers the bottom of a phone's screen.
  await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
  return page;
}

describe("a customer's area", () => {
  it('opens on a French dashboard summing what they owe, with no fake address bar', async () => {
    const shown = await open('/user');
    await shown.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    // 120 € + 20 % VAT pending; the paid invoice is settled.
    await expect.poll(async () => plain(await shown.locator('main').innerText())).toContain('Reste à régler : 144,00 €');
    const text = plain(await shown.locator('body').innerText());
    expect(text).toContain('1 abonnement en cours');
    expect(text).toContain('0 instance en marche sur 1');
    expect(text).not.toContain('mon-espace');
    expect(text).not.toContain('Dashboard Utilisateur');
    await shown.screenshot({ path: join(SHOTS, 'user-dashboard-1440.png'), fullPage: true });
  });

  it('lists their invoices and credit note with status, amounts and a PDF that downloads', async () => {
    const shown = await open('/user/billing');
    const invoices = shown.getByRole('table', { name: 'Factures' });
    const row = invoices.getByRole('row').filter({ hasText: invoice.number });
    await row.waitFor();
    expect(plain(await row.innerText())).toMatch(/144,00 €[\s\S]*En attente/);
    expect(await invoices.getByRole('row').count()).toBe(3);
    await expect.poll(async () => plain(await shown.locator('main').innerText())).toContain('Reste à régler : 144,00 €');
    expect(await shown.locator('main').innerText()).not.toContain(othersInvoice.number);
    // The paid invoice says when it was paid.
    expect(plain(await invoices.getByRole('row').filter({ hasText: 'Payée' }).innerText())).toContain('payée le');

    const [download] = await Promise.all([shown.waitForEvent('download'), row.getByRole('button', { name: `Télécharger la facture ${invoice.number} (PDF)` }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path()));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const notes = shown.getByRole('table', { name: 'Avoirs' });
    expect(plain(await notes.getByRole('row').filter({ hasText: creditNote.number }).innerText())).toContain('12,00 €');

    const subscription = shown.getByRole('list', { name: 'Abonnements' }).getByRole('listitem');
    await subscription.filter({ hasText: 'Professionnel' }).waitFor();
    expect(plain(await subscription.innerText())).toMatch(/Essai[\s\S]*49,00 € HT \/ mois[\s\S]*Fin de l’essai/);
    await shown.screenshot({ path: join(SHOTS, 'user-billing-1440.png'), fullPage: true });
  });

  it("answers 404 for another customer's invoice and its PDF, from their own session", async () => {
    const shown = await open('/user/billing');
    await shown.getByRole('table', { name: 'Factures' }).waitFor();
    const status = (path: string) =>
      shown.evaluate(async (url) => (await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).status, server.url(path));
    expect(await status(`/api/billing_invoices/${othersInvoice._id}`)).toBe(404);
    expect(await status(`/api/v1/billing_invoices/${othersInvoice._id}/download`)).toBe(404);
    expect(await status(`/api/billing_invoices/${invoice._id}`)).toBe(200);
  });

  it('reads on a phone as one card per invoice', async () => {
    const shown = await open('/user/billing', PHONE);
    await shown.getByRole('table', { name: 'Factures' }).getByRole('row').filter({ hasText: invoice.number }).waitFor();
    // Nothing wider than the screen.
    expect(await shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shown.screenshot({ path: join(SHOTS, 'user-billing-390.png'), fullPage: true });
  });

  it('shows their instance and its state, read-only', async () => {
    const shown = await open('/user/services');
    await shown.getByRole('heading', { level: 1, name: 'Mes services' }).waitFor();
    const card = shown.getByRole('list', { name: 'Instances Hosting HA' }).getByRole('listitem');
    await card.filter({ hasText: 'boutique-atelier-bernard-production' }).waitFor();
    expect(plain(await card.innerText())).toMatch(/Arrêtée[\s\S]*Europe Ouest \(Paris\)[\s\S]*2 vCPU[\s\S]*4 Go[\s\S]*40 Go/);
    expect(await card.getByRole('button').count()).toBe(0);
    await shown.screenshot({ path: join(SHOTS, 'user-services-1440.png'), fullPage: true });
  });

  it('downloads a backup of their instance, an archive that opens (issue 37 §5)', async () => {
    // What the instance keeps, then a backup taken by the team.
    const data = join(server.dataDir, 'instances', instance._id, 'data');
    await mkdir(data, { recursive: true });
    await writeFile(join(data, 'commandes.csv'), 'numero;total\n1;42\n');
    expect((await admin.api.post(`/service_instances/${instance._id}/backup`, { name: 'Avant migration' }, { token: admin.token })).status).toBe(200);
    const shown = await open('/user/services');
    const backups = shown.getByRole('list', { name: 'Sauvegardes de boutique-atelier-bernard-production' });
    const [download] = await Promise.all([shown.waitForEvent('download'), backups.getByRole('button', { name: /^Télécharger la sauvegarde Avant migration du / }).click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}h\d{2}m\d{2}-\d{3}-Avant-migration\.tar\.gz$/);
    const file = join(await mkdtemp(join(tmpdir(), 'sauvegarde-')), download.suggestedFilename());
    await download.saveAs(file);
    expect(execFileSync('tar', ['-xzOf', file, 'data/commandes.csv'], { encoding: 'utf8' })).toBe('numero;total\n1;42\n');
  });

  it('opens a new ticket from « Nouveau ticket », which joins their list', async () => {
    const shown = await open('/user/support', PHONE);
    await shown.getByRole('button', { name: 'Nouveau ticket' }).click();
    await shown.getByLabel('Sujet').fill('Certificat TLS expiré sur la boutique');
    await shown.getByLabel('Catégorie').selectOption({ index: 1 });
    await shown.getByLabel('Description').fill('Le navigateur signale un certificat expiré depuis ce matin.');
    await shown.getByRole('button', { name: 'Envoyer la demande' }).click();
    const created = shown.getByRole('status').filter({ hasText: 'a bien été enregistrée' });
    await created.waitFor();
    const number = /Votre demande (\S+) a bien/.exec(await created.innerText())?.[1];
    expect(number).toBeTruthy();
    await shown.getByRole('list', { name: 'Mes tickets' }).getByRole('button', { name: new RegExp(`${number} — Certificat TLS expiré sur la boutique`) }).waitFor();
    await shown.screenshot({ path: join(SHOTS, 'user-support-390.png'), fullPage: true });
  });
});
