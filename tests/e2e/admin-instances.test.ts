/**
 * Instances in the back-office, in Debian's Chromium against the real built server: a
 * stopped instance started from the list, its status moving on its own to 'En marche'; its
 * logs page showing the process's real output, then a new line arriving live; a stop asked
 * with its confirmation; a service's logs and configuration pages. Screens photographed on a
 * desktop and on a phone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord, readRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true };
const POLL = { timeout: 30_000, interval: 250 };

let server: TestServer;
let browser: Browser;
let page: Page;
let admin: AdminSession;
let instance: Record<string, any>;
let service: Record<string, any>;

const plain = (text: string) => text.replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const rowWith = (text: string): Locator => page.getByRole('row').filter({ hasText: text });

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  const { api, token } = admin;
  const customer = await createRecord(api, token, 'users', { name: 'Inès Cliente', email: 'ines@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
  service = await createRecord(api, token, 'services', {
    name: 'Hébergement HA',
    description: 'Deux zones',
    type: 'hosting-ha',
    status: 'stopped',
    cpu_limit: 8,
    memory_limit: 16,
    storage_limit: 200,
    auto_restart: false,
  });
  instance = await createRecord(api, token, 'service_instances', { name: 'web-paris-01', service_id: service._id, user_id: customer._id, status: 'stopped', cpu: 2, memory: 4, storage: 50 });
  // Another customer's service of the same type: never listed nor acted on with the first one.
  const other = await createRecord(api, token, 'services', { name: 'Web Horizon', description: 'Une zone', type: 'hosting-ha', status: 'stopped', cpu_limit: 2, memory_limit: 4, storage_limit: 20 });
  await createRecord(api, token, 'service_instances', { name: 'web-lyon-02', service_id: other._id, user_id: customer._id, status: 'stopped', cpu: 1, memory: 1, storage: 10 });
  page = await signedInPage(browser, admin);
}, 120_000);
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

describe('instances', () => {
  it('starts a stopped instance from the list and shows it reach En marche on its own', async () => {
    await page.goto(server.url('/webmaster/services/instances'));
    const row = rowWith('web-paris-01');
    await row.waitFor();
    expect(plain(await row.innerText())).toContain('Arrêtée');
    await row.getByRole('button', { name: 'Démarrer', exact: true }).click();
    await page.getByText('Instance démarrée avec succès').waitFor();
    // No reload: the list follows the transitional state until the process answers.
    await expect.poll(async () => plain(await row.innerText()), POLL).toContain('En marche');
    expect(await row.getByRole('button', { name: 'Arrêter' }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: 'Démarrer', exact: true }).count()).toBe(0);
    expect(await row.getByRole('progressbar', { name: /^CPU/ }).count()).toBe(1);
  });

  it("opens the instance's logs page and sees its real output, then a new line live", async () => {
    await rowWith('web-paris-01').getByRole('link', { name: 'Journaux' }).click();
    await page.waitForURL(`**/webmaster/services/instances/${instance._id}/logs`);
    const log = page.getByRole('log');
    await expect.poll(async () => await log.innerText(), POLL).toContain('Instance « web-paris-01 » démarrée');
    await page.getByRole('status').filter({ hasText: 'En direct' }).waitFor();
    // The instance writes a line when load is applied to it: it must arrive without a reload.
    const logText = await (await fetch(`${server.baseUrl}/api/service_instances/${instance._id}/logs`, { headers: { authorization: `Bearer ${admin.token}` } })).json();
    const port = Number(/port (\d+)\)/.exec(logText.lines.join('\n'))![1]);
    await fetch(`http://127.0.0.1:${port}/load?ms=15`);
    await expect.poll(async () => await log.innerText(), POLL).toContain('Charge appliquée pendant 15 ms');
    await page.screenshot({ path: join(SHOTS, 'admin-instances-logs-desktop.png'), fullPage: true });
  });

  it('asks for confirmation before stopping, then stops the instance', async () => {
    await page.goto(server.url('/webmaster/services/instances'));
    const row = rowWith('web-paris-01');
    await row.getByRole('button', { name: 'Arrêter' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText("Êtes-vous sûr de vouloir arrêter l'instance web-paris-01 ?").waitFor();
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Instance arrêtée avec succès').waitFor();
    await expect.poll(async () => plain(await row.innerText()), POLL).toContain('Arrêtée');
    expect((await readRecord(admin.api, admin.token, 'service_instances', instance._id)).status).toBe('stopped');
  });
});

describe('detail after a list action (issue 26 §2)', () => {
  it('shows the new size and the backup on the detail page after a resize and a backup taken in the list', async () => {
    // The detail page seen once, so its record is in the back-office's memory.
    await page.goto(server.url(`/webmaster/services/instances/${instance._id}/show`));
    await page.getByText('De 1 à 32 cœurs').or(page.getByText('CPU (cœurs)')).first().waitFor();
    await page.goto(server.url('/webmaster/services/instances'));
    const row = rowWith('web-paris-01');
    await row.getByRole('button', { name: 'Redimensionner' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^CPU/).fill('6');
    await dialog.getByRole('button', { name: 'Redimensionner' }).click();
    await page.getByText('Instance redimensionnée avec succès').waitFor();
    await row.getByRole('button', { name: 'Sauvegarder' }).click();
    await dialog.getByLabel(/^Nom de la sauvegarde/).fill('Avant la migration');
    await dialog.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.getByText('Sauvegarde créée avec succès').waitFor();
    // Opened within the app, without a reload.
    await row.getByRole('cell', { name: 'web-paris-01' }).click();
    await page.waitForURL(`**/webmaster/services/instances/${instance._id}/show`);
    await page.getByText('Avant la migration').waitFor({ timeout: 10_000 });
    expect(plain(await page.locator('main').innerText())).toMatch(/CPU \(cœurs\) 6\b/);
  });
});

describe('backup download (issue 37 §5)', () => {
  it("downloads a backup from the instance's page as an archive that opens, under its Paris-time name", async () => {
    await page.goto(server.url(`/webmaster/services/instances/${instance._id}/show`));
    await page.getByRole('button', { name: 'Télécharger une sauvegarde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sauvegardes de web-paris-01' });
    const line = dialog.getByRole('row').filter({ hasText: 'Avant la migration' });
    const [download] = await Promise.all([page.waitForEvent('download'), line.getByRole('button', { name: /^Télécharger la sauvegarde Avant la migration/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}h\d{2}m\d{2}-\d{3}-Avant-la-migration\.tar\.gz$/);
    const file = join(await mkdtemp(join(tmpdir(), 'sauvegarde-')), download.suggestedFilename());
    await download.saveAs(file);
    // The instance ran before: its log and its data are in the archive.
    const entries = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');
    expect(entries).toEqual(expect.arrayContaining(['instance.log', 'data/state.json']));
    expect(entries.some((entry) => entry.startsWith('backups'))).toBe(false);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
  });
});

describe('services', () => {
  it('starts a service from the list, which starts its instance, and says why it cannot start one without instances', async () => {
    await createRecord(admin.api, admin.token, 'services', { name: 'SaaS vide', description: 'Sans instance', type: 'saas', status: 'stopped', cpu_limit: 2, memory_limit: 4, storage_limit: 20 });
    await page.goto(server.url('/webmaster/services'));
    await rowWith('SaaS vide').getByRole('button', { name: 'Démarrer', exact: true }).click();
    await page.getByText('Erreur: Ce service n’a aucune instance à démarrer').waitFor();

    const row = rowWith('Hébergement HA');
    await row.getByRole('button', { name: 'Démarrer', exact: true }).click();
    await page.getByText('Service démarré avec succès').waitFor();
    await expect.poll(async () => (await readRecord(admin.api, admin.token, 'service_instances', instance._id)).status, POLL).toBe('running');
    await row.getByRole('button', { name: 'Arrêter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Service arrêté avec succès').waitFor();
    await expect.poll(async () => (await readRecord(admin.api, admin.token, 'service_instances', instance._id)).status, POLL).toBe('stopped');
  });

  it("shows the service's configuration page and saves a new limit", async () => {
    await page.goto(server.url(`/webmaster/services/${service._id}/config`));
    await page.getByRole('heading', { name: 'Configuration — Hébergement HA' }).waitFor();
    await page.getByText('web-paris-01').waitFor();
    expect(await page.getByText('web-lyon-02').count()).toBe(0);
    const cpu = page.getByLabel(/^Limite CPU/);
    await cpu.fill('12');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(async () => (await readRecord(admin.api, admin.token, 'services', service._id)).cpu_limit, POLL).toBe(12);
    await cpu.fill('200');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(/128/).first().waitFor();
    expect((await readRecord(admin.api, admin.token, 'services', service._id)).cpu_limit).toBe(12);
  });

  it("shows the service's logs page, the lines of its instances prefixed with their name", async () => {
    await page.goto(server.url(`/webmaster/services/${service._id}/logs`));
    await expect.poll(async () => await page.getByRole('log').innerText(), POLL).toContain('[web-paris-01] ');
  });

  it('shows the instances, services and logs screens on a desktop and on a phone, within the width', async () => {
    const backup = await admin.api.post(`/service_instances/${instance._id}/backup`, { name: 'Avant mise à jour', description: 'Sauvegarde de test' }, { token: admin.token });
    expect(backup.status).toBe(200);
    const phone = await signedInPage(browser, admin, PHONE);
    try {
      for (const [screen, path] of [
        ['instances', '/webmaster/services/instances'],
        ['services', '/webmaster/services'],
        ['logs', `/webmaster/services/instances/${instance._id}/logs`],
        ['config', `/webmaster/services/${service._id}/config`],
        ['instance-show', `/webmaster/services/instances/${instance._id}/show`],
      ] as const) {
        for (const [name, view] of [
          ['desktop', page],
          ['phone', phone],
        ] as const) {
          await view.goto(server.url(path));
          await view.getByRole('button', { name: /^Notifications/ }).waitFor();
          await view.getByText(/web-paris-01|Hébergement HA/).first().waitFor();
          const screenWidth = name === 'phone' ? PHONE.viewport.width : 1440;
          await expect.poll(() => view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
          if (name === 'desktop') {
            // On a desktop the lists fit their box: the 'Actions' column and its last button are in sight.
            const cutOff = () => view.evaluate(() => Math.max(0, ...[...document.querySelectorAll('table')].map((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)));
            await expect.poll(cutOff).toBe(0);
          }
          if (screen === 'instances') {
            // An instance's name reads on one line, on a desktop as on a phone (issue 37 §5).
            const linesOfNames = () =>
              view.evaluate(() =>
                [...document.querySelectorAll('tbody td.column-name')].map((cell) => {
                  const range = document.createRange();
                  range.selectNodeContents(cell);
                  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
                }),
              );
            expect(await linesOfNames()).toEqual([1, 1]);
          }
          await view.screenshot({ path: join(SHOTS, `admin-services-${screen}-${name}.png`), fullPage: true });
        }
      }
    } finally {
      await phone.context().close();
    }
  });
});
