/**
 * The team as people use it (issue 12): an administrator invites a member from
 * /webmaster/settings/team, the invitee opens the link of the e-mail (captured by a real SMTP
 * server), sets a name and a password, signs in at /login as an editor, reaches the back-office
 * and finds billing refused: hidden from the sidebar and refused by the server.
 */
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_SCREEN, signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { ADMIN } from '../support/api';
import { screenshotOnFailure, SHOTS } from '../support/screenshots';
import { answerCookieBanner } from '../support/site-visitor';
import type { TestServer } from '../support/server';
import { startSmtp, type TestSmtp } from '../support/smtp';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true };
const INVITEE = { email: 'camille@exemple.fr', name: 'Camille Durand', password: 'Equipe-2026!' };

let smtp: TestSmtp;
let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page | undefined;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ server, browser } = await startServerAndBrowser({ env: smtp.env }));
  admin = await signInAdmin(server);
});
afterAll(async () => {
  await stopServerAndBrowser({ server, browser });
  await smtp?.stop();
});
screenshotOnFailure(() => page);

/** The open dialog has finished fading in (a screenshot before would show it half transparent). */
const dialogShown = (on: Page) =>
  on.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((node) => getComputedStyle(node).opacity === '1'));

/** A visitor of the site who already answered the cookie banner. */
async function visitor(screen: typeof PHONE | typeof BACK_OFFICE_SCREEN): Promise<Page> {
  const context = await browser.newContext(screen);
  await answerCookieBanner(context);
  return openPage(context);
}

/** The invitation link of the mail sent to `email`, as the invitee would click it. */
async function linkInMail(email: string): Promise<string> {
  await expect.poll(() => smtp.received.some((mail) => mail.to.includes(email)), { timeout: 15_000 }).toBe(true);
  const mail = await simpleParser(smtp.received.find((received) => received.to.includes(email))!.raw);
  // The team is the site's, named at setup.
  expect(mail.subject).toBe(`Invitation à rejoindre l’équipe ${ADMIN.company}`);
  const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

describe('inviting a member', () => {
  it('sends the invitation from the team screen, with its expiry in the list', async () => {
    page = await signedInPage(browser, admin);
    await page.goto(server.url('/webmaster/settings/team'));
    await page.getByRole('heading', { name: 'Équipe', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Membres de l’équipe' }).or(page.getByRole('table', { name: "Membres de l'équipe" })).getByText('Alice Admin').waitFor();

    await page.getByRole('button', { name: 'Inviter un membre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inviter un membre' });
    await dialog.getByLabel('E-mail').fill(INVITEE.email);
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Rôle' }).textContent()).toBe('Éditeur');
    await dialog.getByLabel('Message').fill('Bienvenue dans l’équipe éditoriale');
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await page.getByText('Invitation envoyée').waitFor();

    const invitations = page.getByRole('table', { name: 'Invitations en attente' });
    const row = invitations.getByRole('row', { name: new RegExp(INVITEE.email) });
    await row.waitFor();
    const expiry = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' }).format(new Date(Date.now() + 7 * 24 * 3600_000));
    expect(await row.textContent()).toContain(expiry);
    expect(await row.textContent()).toContain('Éditeur');
    await page.screenshot({ path: join(SHOTS, 'desktop-team.png'), fullPage: true });

    // The delete confirmation names the member, in the spec's words.
    await page.getByRole('button', { name: 'Supprimer Alice Admin' }).click();
    await page.getByText("Êtes-vous sûr de vouloir supprimer Alice Admin de l'équipe ?").waitFor();
    await page.getByRole('button', { name: 'Annuler' }).click();

    // The administrator's activity: its real entries of the log, its sign-in among them.
    await page.getByRole('button', { name: 'Activité d’Alice Admin' }).click();
    const activity = page.getByRole('dialog', { name: 'Activité d’Alice Admin' });
    await activity.getByRole('cell', { name: 'Connexion' }).first().waitFor();
    // The changed fields read as the forms name them, never by their codes.
    await activity.getByRole('cell', { name: `Invitation — ${INVITEE.email} — champs : E-mail, Message, Rôle`, exact: true }).waitFor();
    await dialogShown(page);
    await page.screenshot({ path: join(SHOTS, 'desktop-team-activity.png') });
    await activity.getByRole('button', { name: 'Fermer' }).click();
    await page.context().close();

    page = await signedInPage(browser, admin, PHONE);
    await page.goto(server.url('/webmaster/settings/team'));
    await page.getByRole('table', { name: 'Invitations en attente' }).getByText(INVITEE.email).waitFor();
    await page.screenshot({ path: join(SHOTS, 'phone-team.png'), fullPage: true });
    // Both tables fit the phone: their 'Actions' column and its buttons are not cut off.
    const cutOff = await page.evaluate(() => [...document.querySelectorAll('table')].map((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth));
    expect(cutOff).toEqual([0, 0]);
    await page.getByRole('button', { name: 'Ajouter un membre' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter un membre' });
    // A new member starts as an editor with the editor's permissions, named in French, without their ids (issue 26 §15).
    expect(await form.getByRole('checkbox', { name: 'Publier les contenus' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'Gérer la facturation' }).isChecked()).toBe(false);
    expect(await form.getByText(/content\.publish|billing\.manage|\(\w+\.\w+\)/).count()).toBe(0);
    await dialogShown(page);
    await page.screenshot({ path: join(SHOTS, 'phone-team-add.png') });
    await page.context().close();
  });

  it('the invitee opens the link, sets a password, signs in as an editor and finds billing refused', async () => {
    const link = await linkInMail(INVITEE.email);
    page = await visitor(PHONE);
    await page.goto(link);
    await page.getByText(`Invitation pour ${INVITEE.email}, en tant qu’Éditeur.`).waitFor();
    await page.getByLabel('Nom complet').fill(INVITEE.name);
    await page.getByLabel('Mot de passe', { exact: true }).fill(INVITEE.password);
    await page.getByLabel('Confirmer le mot de passe').fill(INVITEE.password);
    await page.screenshot({ path: join(SHOTS, 'phone-invitation.png'), fullPage: true });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Votre compte est créé').waitFor();

    // The same link a second time: it says it was used.
    const again = await page.context().newPage();
    await again.goto(link);
    await again.getByText('Cette invitation a déjà été utilisée').waitFor();
    await again.close();

    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();

    page = await visitor(BACK_OFFICE_SCREEN);
    await page.goto(server.url('/login?redirect=/webmaster'));
    // The login form's island is alive (a click before would be the browser's own submit).
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await page.getByLabel('Adresse e-mail').fill(INVITEE.email);
    await page.getByLabel('Mot de passe').fill(INVITEE.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/webmaster'), { waitUntil: 'commit' });

    const sidebar = page.getByRole('navigation', { name: 'Navigation du back-office' });
    await sidebar.getByRole('button', { name: 'Blog' }).waitFor();
    expect(await sidebar.getByRole('button', { name: 'Facturation' }).count()).toBe(0);
    expect(await sidebar.getByRole('button', { name: 'Paramètres' }).count()).toBe(0);
    // An editor holds analytics.view: the dashboard's figures load for it.
    await page.getByText('Activité récente').first().waitFor();
    // No link of the dashboard leads to a screen the editor is refused: the log's 'Voir tout' is hidden, as in the sidebar.
    const recent = page.getByRole('region', { name: 'Activité récente' });
    await recent.getByRole('heading', { name: 'Activité récente' }).waitFor();
    expect(await recent.getByRole('link', { name: 'Voir tout' }).count()).toBe(0);
    const refused = ['/webmaster/users/activity', '/webmaster/billing', '/webmaster/settings'];
    const hrefs = await page.locator('.RaLayout-content a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => refused.some((path) => href.startsWith(path)))).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'desktop-team-editor-dashboard.png'), fullPage: true });

    // Typed by hand, billing is refused: by the screen and by the server.
    await page.goto(server.url('/webmaster/billing/invoices'));
    await page.getByText("Vous n'avez pas les droits d'accès à cette page").waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const direct = await fetch(server.url('/api/billing_invoices'), { headers: { authorization: `Bearer ${token}` } });
    expect(direct.status).toBe(403);
    await page.screenshot({ path: join(SHOTS, 'desktop-team-editor-billing.png'), fullPage: true });
    await page.context().close();
    page = undefined;
  });
});
