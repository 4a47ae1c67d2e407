/**
 * A visitor writes to the team from the contact page, in Debian's Chromium against the real
 * built server: the message is really sent, shown as sending, confirmed, and lands in the
 * back-office's inbox; a refused address is explained under its field.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';
import { SITE_SCREEN } from '../support/site-visitor';

const SUCCESS = 'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.';

let server: TestServer;
let browser: Browser;
let page: Page;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  ({ api, token: adminToken } = await signInAdmin(server));
  page = await openPage(browser, SITE_SCREEN);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

const field = (label: RegExp) => page.getByLabel(label);
const NAME = /^Nom/;
const EMAIL = /^E-mail/;
const COMPANY = /^Entreprise/;
const SUBJECT = /^Sujet/;
const MESSAGE = /^Message/;

const inbox = async (email: string) =>
  (await api.get('/contact_messages', { token: adminToken, query: { q: email } })).body.data as Record<string, unknown>[];

/** Holds the contact call back a moment, so that the sending state can be seen as a person would. */
async function slowDownContactCalls() {
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

describe('the contact page', () => {
  it('sends the message, shows it sending, confirms it for 5 seconds and clears the form', async () => {
    await page.goto(server.url('/contact'));
    await page.getByRole('heading', { level: 1, name: 'Contactez-nous' }).waitFor();
    await slowDownContactCalls();

    await field(NAME).fill('Léa Fontaine');
    await field(EMAIL).fill('lea.fontaine@exemple.fr');
    await field(COMPANY).fill('Fontaine Conseil');
    await field(SUBJECT).selectOption({ label: 'Partenariat commercial' });
    await field(MESSAGE).fill('Bonjour, nous aimerions distribuer vos offres en marque blanche.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();

    const sending = page.getByRole('button', { name: 'Envoi en cours...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);

    const success = page.getByText(SUCCESS);
    await success.waitFor();
    const shownAt = Date.now();
    for (const label of [NAME, EMAIL, COMPANY, MESSAGE]) expect(await field(label).inputValue()).toBe('');
    expect(await field(SUBJECT).inputValue()).toBe('');
    await page.screenshot({ path: join(SHOTS, 'contact-sent.png') });

    const [stored] = await inbox('lea.fontaine@exemple.fr');
    expect(stored).toMatchObject({
      name: 'Léa Fontaine',
      company: 'Fontaine Conseil',
      subject: 'partnership',
      message: 'Bonjour, nous aimerions distribuer vos offres en marque blanche.',
      status: 'new',
    });

    await success.waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_000);
    await page.unroute('**/api/contact');
  });

  it('lets the browser stop an incomplete form before anything is sent', async () => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) calls += 1;
    });
    await field(NAME).fill('Sans message');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    expect(await field(EMAIL).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(await field(EMAIL).getAttribute('type')).toBe('email');
    expect(await field(COMPANY).evaluate((input: HTMLInputElement) => input.required)).toBe(false);
    expect(calls).toBe(0);
  });

  it("shows the server's French message under a refused field", async () => {
    await field(NAME).fill('Marc Petit');
    // The browser accepts "marc@exemple"; the registry's rule wants a dot after the at-sign.
    await field(EMAIL).fill('marc@exemple');
    await field(SUBJECT).selectOption({ label: 'Support technique' });
    await field(MESSAGE).fill('Ma console ne répond plus.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();

    const email = field(EMAIL);
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Email invalide');
    expect(await field(NAME).inputValue()).toBe('Marc Petit');
    expect(await inbox('marc@exemple')).toHaveLength(0);

    await email.fill('marc@exemple.fr');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText(SUCCESS).waitFor();
    expect(await inbox('marc@exemple.fr')).toHaveLength(1);
  });

  it('keeps what a visitor typed before the form came alive, and sends it', async () => {
    // The form's script is held back until the visitor has typed, as on a slow connection.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/ContactForm*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(server.url('/contact'));
    await field(NAME).fill('Inès Lambert');
    await field(EMAIL).fill('ines.lambert@exemple.fr');
    await field(SUBJECT).selectOption({ label: 'Autre' });
    await field(MESSAGE).fill('Écrit avant le chargement complet de la page.');
    release();
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    expect(await field(NAME).inputValue()).toBe('Inès Lambert');

    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText(SUCCESS).waitFor();
    expect(await inbox('ines.lambert@exemple.fr')).toHaveLength(1);
    await page.unroute('**/_astro/ContactForm*.js');
  });

  it('prepares a demo request from /contact?demo=true, under one of the five subjects', async () => {
    await page.goto(server.url('/contact?demo=true'));
    await page.getByText('Demande de démo').waitFor();
    const subject = field(SUBJECT);
    await expect.poll(() => subject.inputValue()).toBe('information');
    expect(await subject.locator('option:checked').innerText()).toBe("Demande d'information");
    expect(await field(MESSAGE).inputValue()).toContain('démonstration');
    expect(await subject.locator('option:not([disabled])').allInnerTexts()).toEqual([
      "Demande d'information",
      'Support technique',
      'Partenariat commercial',
      'Devenir Provider',
      'Autre',
    ]);
  });

  it('answers the frequent questions below the form', async () => {
    const question = page.getByText('Sous quel délai recevrai-je une réponse ?');
    await question.click();
    await page.getByText(/Nous répondons à chaque message sous 24/).waitFor();
  });
});
