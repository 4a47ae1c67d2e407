/**
 * API keys and webhooks as an administrator uses them (issue 21, /webmaster/settings/api): a
 * new key is shown once — in a dialog saying it must be copied now, and at the start of its row
 * — then only its preview, a reload included; the key shown opens the API. A new webhook to a
 * real local receiver sends its test event, listed attempt by attempt, and turns green.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let receiver: WebhookReceiver;
let page: Page | undefined;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ server, browser } = await startServerAndBrowser({ env: { WEBHOOKS_ALLOW_LOOPBACK_UNSAFE: 'on' } }));
  admin = await signInAdmin(server);
});
afterAll(async () => {
  await stopServerAndBrowser({ server, browser });
  await receiver?.stop();
});
screenshotOnFailure(() => page);

describe('/webmaster/settings/api', () => {
  it('creates a key, shows it once, then only its preview; the key opens the API', async () => {
    page = await signedInPage(browser, admin);
    await page.goto(server.url('/webmaster/settings/api'));
    await page.getByRole('heading', { name: 'Clés API', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Clés API' }).getByText('Aucune donnée disponible').waitFor();

    await page.getByRole('button', { name: 'Nouvelle clé API' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle clé API' });
    await form.getByRole('textbox', { name: 'Nom' }).fill('Intégration CRM');
    await form.getByRole('checkbox', { name: 'Lecture des utilisateurs (read:users)' }).check();
    await form.getByRole('button', { name: 'Créer la clé' }).click();

    const shown = page.getByRole('dialog', { name: 'Clé API créée' });
    await shown.getByText('Copiez cette clé maintenant : elle ne sera plus jamais affichée.').waitFor();
    const key = await shown.getByRole('textbox', { name: 'Clé API' }).inputValue();
    expect(key).toMatch(/^hx_live_[0-9A-Za-z]{38}$/);
    await shown.getByRole('button', { name: 'Fermer' }).click();

    const row = page.getByRole('table', { name: 'Clés API' }).getByRole('row', { name: /Intégration CRM/ });
    await row.getByText(`${key.slice(0, 10)}…`).waitFor();
    await row.getByText('1 000 / heure').waitFor();
    await row.getByText('Jamais').first().waitFor();

    // After a reload the key's preview stays, so that two keys can be told apart; never the rest (issue 37 §5).
    await page.reload();
    await page.getByRole('table', { name: 'Clés API' }).getByRole('row', { name: /Intégration CRM/ }).getByText(`${key.slice(0, 10)}…`).waitFor();
    expect(await page.getByText(key.slice(10)).count()).toBe(0);

    const answer = await fetch(server.url('/api/users'), { headers: { authorization: `Bearer ${key}` } });
    expect(answer.status).toBe(200);
  });

  it('creates a webhook, sends its test event and shows its last attempt green', async () => {
    page = await signedInPage(browser, admin);
    await page.goto(server.url('/webmaster/settings/api'));
    await page.getByRole('button', { name: 'Nouveau webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau webhook' });
    await form.getByRole('textbox', { name: 'Nom' }).fill('Récepteur de test');
    await form.getByRole('textbox', { name: 'URL' }).fill(receiver.url('/e2e'));
    await form.getByRole('checkbox', { name: 'Utilisateur créé (user.created)' }).check();
    expect(await form.getByRole('switch', { name: 'Activer immédiatement' }).or(form.getByRole('checkbox', { name: 'Activer immédiatement' })).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Créer le webhook' }).click();

    const shown = page.getByRole('dialog', { name: 'Webhook créé' });
    expect(await shown.getByRole('textbox', { name: 'Secret de signature' }).inputValue()).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Fermer' }).click();

    const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: /Récepteur de test/ });
    await row.getByText('—').waitFor();
    await row.getByRole('button', { name: 'Livraisons de Récepteur de test' }).click();
    const log = page.getByRole('dialog', { name: 'Livraisons : Récepteur de test' });
    await log.getByRole('button', { name: 'Envoyer un événement de test' }).click();
    await log.getByRole('row', { name: /webhook\.test/ }).getByText('Réussie').waitFor({ timeout: 15_000 });
    // Each attempt is listed with its time, status and duration (issue 37 §5).
    expect(await log.getByRole('list', { name: 'Tentatives de webhook.test' }).getByRole('listitem').first().innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} · 200 · \d+ ms$/);
    await log.getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => receiver.received.filter((request) => request.path === '/e2e').length).toBe(1);

    const green = row.locator('.MuiChip-colorSuccess');
    await green.waitFor();
  });
});
