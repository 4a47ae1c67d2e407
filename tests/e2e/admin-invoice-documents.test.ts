/**
 * 'Télécharger' on an invoice of the back-office, in Debian's Chromium against the real built
 * server: the PDF opens in a new window through a one-minute signature, never the session token.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { STEP_TIMEOUT, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let admin: AdminSession;
let invoice: Record<string, string>;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  await saveSellerIdentity(admin.api, admin.token);
  const customer = { name: 'Claire Martin', email: 'claire@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', billing_identity: CUSTOMER_IDENTITY };
  expect((await admin.api.post('/users', customer, { token: admin.token })).status).toBe(201);
  const today = new Date().toISOString().slice(0, 10);
  const created = await admin.api.post(
    '/billing_invoices',
    {
      user_email: 'claire@exemple.fr',
      description: 'Abonnement Starter',
      status: 'pending',
      date: today,
      due_date: today,
      items: [{ description: 'Abonnement Starter', quantity: 1, unit_price: 49, tax_rate: 20 }],
    },
    { token: admin.token },
  );
  expect(created.status).toBe(201);
  invoice = created.body;
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

describe("an invoice's 'Télécharger'", () => {
  it('opens its PDF in a new window with a signed link', async () => {
    await page.goto(server.url('/webmaster/billing/invoices'));
    const row = page.getByRole('row').filter({ hasText: invoice.number });
    await row.waitFor();
    const context = page.context();
    const pdfResponse = context.waitForEvent('response', {
      predicate: (response: Response) => response.url().includes(`/api/v1/billing_invoices/${invoice._id}/download`),
      timeout: STEP_TIMEOUT,
    });
    const [popup] = await Promise.all([context.waitForEvent('page', { timeout: STEP_TIMEOUT }), row.getByRole('button', { name: 'Télécharger' }).click()]);
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain(`facture-${invoice.number}.pdf`);
    const address = new URL(response.url());
    expect(address.searchParams.get('signature')).toBeTruthy();
    expect(response.url()).not.toContain(admin.token);
    await popup.close();
  });
});
