/**
 * A customer fills their billing identity in the site's /user area (issue 23 §1), in Debian's
 * Chromium against the built server; the next invoice issued to them prints that address,
 * read back from its PDF with pdftotext. A wrong SIREN is refused in the browser with the
 * back-office's French message.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_NUMBER_MESSAGES } from '@hexagone/schemas';
import { sessionOf, signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { login } from '../support/api';
import { saveSellerIdentity } from '../support/billing-parties';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const run = promisify(execFile);
const CUSTOMER = { name: 'Lucie Bernard', email: 'lucie@atelier-bernard.fr', password: 'Motdepasse-Lucie-1' };
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fr-FR' };

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page;
let folder: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  await saveSellerIdentity(admin.api, admin.token);
  const created = await admin.api.post('/users', { ...CUSTOMER, role: 'user', confirmPassword: CUSTOMER.password }, { token: admin.token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  page = await signedInPage(browser, await sessionOf(admin.api, await login(admin.api, CUSTOMER.email, CUSTOMER.password)), PHONE);
  folder = await mkdtemp(join(tmpdir(), 'hexagone-identite-'));
});
afterEach(screenshotOnFailure(() => page));
afterAll(async () => {
  await stopServerAndBrowser({ server, browser });
  if (folder) await rm(folder, { recursive: true, force: true });
});

const field = (path: string) => page.locator(`#field-billing_identity-${path}`);

describe('the billing identity of /user/billing', () => {
  it('is filled by the customer, checked like the back-office, and printed on the next invoice', async () => {
    await page.goto(server.url('/user/billing'));
    await page.getByRole('heading', { level: 1, name: 'Facturation' }).waitFor();
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await field('company_name').fill('Atelier Bernard');
    await field('street').fill('14 quai des Tanneurs');
    await field('postal_code').fill('67000');
    await field('city').fill('Strasbourg');
    await field('siren').fill('732 829 321');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The same engine as the back-office refuses the key, before anything is sent.
    await page.getByText(COMPANY_NUMBER_MESSAGES.siren).waitFor();
    await field('siren').fill('732 829 320');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Identité de facturation enregistrée').waitFor();

    // The server kept it: a reload shows it again.
    await page.reload();
    await expect.poll(() => field('city').inputValue()).toBe('Strasbourg');

    const today = new Date().toISOString().slice(0, 10);
    const invoice = await admin.api.post(
      '/billing_invoices',
      { user_email: CUSTOMER.email, description: 'Hébergement HA', status: 'pending', date: today, due_date: today, items: [{ description: 'Hébergement HA', quantity: 1, unit_price: 120, tax_rate: 20 }] },
      { token: admin.token },
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const pdf = await fetch(server.url(`/api/v1/billing_invoices/${invoice.body._id}/download`), { headers: { authorization: `Bearer ${admin.token}` } });
    expect(pdf.status).toBe(200);
    const file = join(folder, 'facture.pdf');
    await writeFile(file, Buffer.from(await pdf.arrayBuffer()));
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/[\u00a0\u202f]/g, ' ');
    for (const line of ['Atelier Bernard', '14 quai des Tanneurs', '67000 Strasbourg', 'SIREN : 732 829 320']) expect(text).toContain(line);
  });
});
