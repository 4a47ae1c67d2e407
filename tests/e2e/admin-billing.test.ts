/**
 * Billing in the back-office, in Debian's Chromium against the real built server: an invoice
 * of two lines created with its total computed as typed, marked paid, refunded by half (a
 * credit note), and a subscription paused, a past date refused first. The three screens are
 * photographed on a desktop and on a phone.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf } from '@hexagone/schemas';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { createRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true };

let server: TestServer;
let browser: Browser;
let page: Page;
let admin: AdminSession;
let api: ApiClient;
let token: string;

const plain = (text: string) => text.replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const inDays = (days: number) => dayKeyOf(new Date(Date.now() + days * 86_400_000));
const rowWith = (text: string): Locator => page.getByRole('row').filter({ hasText: text });

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  ({ api, token } = admin);
  const customer = await createRecord(api, token, 'users', {
    name: 'Léa Abonnée',
    email: 'lea@exemple.fr',
    role: 'user',
    password: 'Motdepasse-1',
    confirmPassword: 'Motdepasse-1',
    billing_identity: CUSTOMER_IDENTITY,
  });
  // Invoices are issued once the seller's legal identity and the customer's are complete.
  await saveSellerIdentity(api, token);
  const plan = await createRecord(api, token, 'billing_plans', {
    name: 'Professional',
    description: 'Pour les équipes',
    price_monthly: 199,
    price_yearly: 1990,
    features: [{ name: 'Conteneurs', value: '5' }],
  });
  await createRecord(api, token, 'billing_subscriptions', { user_id: customer._id, plan_id: plan._id, billing_period: 'monthly', status: 'active' });
  const other = await createRecord(api, token, 'users', { name: 'Hugo Essai', email: 'hugo@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
  await createRecord(api, token, 'billing_subscriptions', { user_id: other._id, plan_id: plan._id, billing_period: 'yearly' });
  page = await signedInPage(browser, admin);
}, 120_000);
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

describe('invoices', () => {
  it('creates an invoice of two lines and shows its total as computed', async () => {
    await page.goto(server.url('/webmaster/billing/invoices/create'));
    await page.getByLabel(/^E-mail du client/).fill('lea@exemple.fr');
    await page.getByLabel(/^Description/).first().fill('Hébergement de novembre');
    await page.getByLabel(/^Date \*/).fill(dayKeyOf(new Date()));
    await page.getByLabel(/^Date d'échéance/).fill(inDays(30));

    const addLine = page.getByRole('button', { name: 'Ajouter' });
    await addLine.click();
    await addLine.click();
    const lines = [
      { description: 'Hébergement HA', quantity: '2', unit_price: '19.99' },
      { description: 'Sauvegardes', quantity: '3', unit_price: '0.1' },
    ];
    for (const [index, line] of lines.entries()) {
      await page.getByLabel(/^Description/).nth(index + 1).fill(line.description);
      await page.getByLabel(/^Quantité/).nth(index).fill(line.quantity);
      await page.getByLabel(/^Prix unitaire HT/).nth(index).fill(line.unit_price);
    }
    // 39,98 + 0,30 before VAT, 8,00 + 0,06 of VAT at 20 %: exact in cents.
    await expect.poll(async () => plain(await page.getByLabel('Total', { exact: true }).inputValue())).toBe('48,34 €');
    expect(plain(await page.getByLabel('Sous-total').inputValue())).toBe('40,28 €');
    await page.screenshot({ path: join(SHOTS, 'admin-billing-invoice-create.png'), fullPage: true });
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await page.waitForURL(/\/webmaster\/billing\/invoices(\?.*)?$/);
    const [invoice] = (await api.get('/billing_invoices', { token })).body.data;
    expect(invoice).toMatchObject({ status: 'pending', subtotal: 40.28, tax_amount: 8.06, total: 48.34 });
    const row = rowWith(invoice.number);
    await row.waitFor();
    expect(plain(await row.innerText())).toContain('48,34 €');
  });

  it('marks it paid, then refunds half of it by a credit note', async () => {
    const [invoice] = (await api.get('/billing_invoices', { token })).body.data;
    const row = rowWith(invoice.number);
    await row.getByRole('button', { name: 'Marquer comme payée' }).click();
    const pay = page.getByRole('dialog', { name: 'Enregistrer le paiement' });
    await expect.poll(() => pay.getByLabel(/^Date de paiement/).inputValue()).toBe(dayKeyOf(new Date()));
    await pay.getByLabel(/^Référence de transaction/).fill('VIR-4834');
    await pay.getByRole('button', { name: 'Marquer comme payée' }).click();
    await page.getByText('Facture marquée comme payée').waitFor();
    await expect.poll(async () => plain(await row.innerText())).toContain('Payée');

    await row.getByRole('button', { name: 'Rembourser' }).click();
    const refund = page.getByRole('dialog', { name: 'Rembourser la facture' });
    // The whole total is offered; half of it is refunded.
    expect(await refund.getByLabel(/^Montant remboursé/).inputValue()).toBe('48.34');
    // Above the amount: the dialog stays, with the API's message under the field and the reason still typed.
    await refund.getByLabel(/^Montant remboursé/).fill('100');
    await refund.getByLabel(/^Motif/).fill('Indisponibilité de 15 jours');
    await refund.getByRole('button', { name: 'Créer l’avoir' }).click();
    await refund.getByText(/Le montant ne peut pas dépasser/).waitFor();
    expect(await refund.getByLabel(/^Motif/).inputValue()).toBe('Indisponibilité de 15 jours');
    await refund.getByLabel(/^Montant remboursé/).fill('24.17');
    await refund.getByRole('button', { name: 'Créer l’avoir' }).click();
    await page.getByText('Avoir créé avec succès').waitFor();

    const [note] = (await api.get('/billing_credit_notes', { token })).body.data;
    expect(note).toMatchObject({ invoice_number: invoice.number, total: 24.17, reason: 'Indisponibilité de 15 jours' });
    expect((await api.get(`/billing_invoices/${invoice._id}`, { token })).body).toMatchObject({ status: 'paid', refunded_amount: 24.17 });

    // The detail offers the invoice's own actions, and its unit prices read in euros.
    await page.goto(server.url(`/webmaster/billing/invoices/${invoice._id}/show`));
    await page.getByRole('button', { name: 'Télécharger' }).waitFor();
    await page.getByRole('button', { name: 'Rembourser' }).waitFor();
    await page.getByText('19,99 €').first().waitFor();

    await page.goto(server.url('/webmaster/billing/credit-notes'));
    await rowWith(note.number).waitFor();
    expect(plain(await rowWith(note.number).innerText())).toContain('24,17 €');
  });

  it("offers the e-mail action as a mailto: link with subject 'Facture {number}'", async () => {
    const [invoice] = (await api.get('/billing_invoices', { token })).body.data;
    await page.goto(server.url('/webmaster/billing/invoices'));
    const mail = rowWith(invoice.number).getByRole('link', { name: 'E-mail' });
    await mail.waitFor();
    expect(await mail.getAttribute('href')).toBe(`mailto:lea%40exemple.fr?subject=${encodeURIComponent(`Facture ${invoice.number}`)}`);
  });
});

describe('subscriptions', () => {
  it('refuses to pause until a past day, then pauses', async () => {
    await page.goto(server.url('/webmaster/billing/subscriptions'));
    const row = rowWith('Léa Abonnée');
    await row.waitFor();
    await row.getByRole('button', { name: 'Suspendre' }).click();
    const dialog = page.getByRole('dialog', { name: "Suspendre l'abonnement" });
    await dialog.getByLabel(/^Suspendre jusqu'au/).fill(inDays(-1));
    await dialog.getByRole('button', { name: 'Suspendre' }).click();
    await dialog.getByText("La date de reprise ne peut pas être antérieure à aujourd'hui").waitFor();
    expect((await api.get('/billing_subscriptions', { token, query: { q: 'lea@exemple.fr' } })).body.data[0].status).toBe('active');

    await dialog.getByLabel(/^Suspendre jusqu'au/).fill(inDays(10));
    await dialog.getByLabel(/^Motif/).fill('Fermeture annuelle');
    await dialog.getByRole('button', { name: 'Suspendre' }).click();
    await page.getByText('Abonnement suspendu avec succès').waitFor();
    await expect.poll(async () => plain(await row.innerText())).toContain('Suspendu');
    expect((await api.get('/billing_subscriptions', { token, query: { q: 'lea@exemple.fr' } })).body.data[0]).toMatchObject({ status: 'paused', pause_reason: 'Fermeture annuelle' });
  });

  it("asks 'Êtes-vous sûr de vouloir annuler l'abonnement de {name} ?' before canceling", async () => {
    const row = rowWith('Hugo Essai');
    await row.getByRole('button', { name: 'Annuler' }).click();
    const confirm = page.getByRole('dialog');
    // « de » elided before a mute h, with the sentence's own straight apostrophe.
    await confirm.getByText("Êtes-vous sûr de vouloir annuler l'abonnement d'Hugo Essai ?").waitFor();
    // Its buttons say what each does: keep it, or cancel it.
    await confirm.getByRole('button', { name: "Garder l'abonnement" }).waitFor();
    await confirm.getByRole('button', { name: "Annuler l'abonnement" }).click();
    await page.getByText('Abonnement annulé avec succès').waitFor();
    await expect.poll(async () => plain(await row.innerText())).toContain('Annulé');
  });
});

describe('screens', () => {
  const SCREENS = ['plans', 'subscriptions', 'invoices'];

  it('shows the three billing screens on a desktop and on a phone, within the width', async () => {
    const phone = await signedInPage(browser, admin, PHONE);
    try {
      for (const screen of SCREENS) {
        for (const [name, view] of [
          ['desktop', page],
          ['phone', phone],
        ] as const) {
          await view.goto(server.url(`/webmaster/billing/${screen}`));
          await view.getByRole('button', { name: /^Notifications/ }).waitFor();
          await view.getByText(/Professional|Léa Abonnée|FA-/).first().waitFor();
          // No horizontal page overflow: the table scrolls inside its own box (a phone's page
          // that overflows is zoomed out, so its width is compared with the screen's, not innerWidth).
          const screenWidth = name === 'phone' ? PHONE.viewport.width : 1440;
          await expect.poll(() => view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
          await view.screenshot({ path: join(SHOTS, `admin-billing-${screen}-${name}.png`), fullPage: true });
        }
      }
      // The plan's columns: its yearly discount and what its active subscriptions bring in each month.
      await page.goto(server.url('/webmaster/billing/plans'));
      const plan = rowWith('Professional');
      await plan.waitFor();
      await expect.poll(async () => plain(await plan.innerText())).toContain('−17 %');
    } finally {
      await phone.context().close();
    }
  });
});
