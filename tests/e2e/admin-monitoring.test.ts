/**
 * The monitoring screen (spec 3 §2) in Debian's Chromium against the real built server,
 * sampling every half second: the charts draw the measured series, the range buttons and
 * the service selector ask the API again, an instance in error shows as an active alert and
 * 'Problème' in the health grid, a type whose instances are all stopped is « À l'arrêt » and one
 * without instances « Aucune instance », never « Opérationnel », the availability's colour and
 * icon follow its figure, and the screen holds on a phone.
 */
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { startDatabase, type TestDatabase } from '../support/database';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page;

const plain = (text: string) => text.replace(/[\s\u202f\u00a0]+/g, ' ').trim();

beforeAll(async () => {
  database = await startDatabase();
  ({ server, browser } = await startServerAndBrowser({ env: { MONGODB_URI: database.uri, MONITORING_SAMPLE_MS: '500' } }));
  admin = await signInAdmin(server);
  await database.db.collection('service_instances').insertMany([
    { name: 'web-atelier', service_type: 'hosting-ha', status: 'running', metrics: { cpu_usage: 35, memory_usage: 55 } },
    { name: 'agent-support', service_type: 'agent-ia', status: 'error', metrics: { cpu_usage: 0, memory_usage: 0 } },
    { name: 'gpu-entrainement', service_type: 'cluster-ai', status: 'stopped', metrics: { cpu_usage: 0, memory_usage: 0 } },
    { name: 'gpu-inference', service_type: 'cluster-ai', status: 'stopped', metrics: { cpu_usage: 0, memory_usage: 0 } },
  ]);
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(async () => {
  await stopServerAndBrowser({ server, browser });
  await database?.stop();
});

const section = (title: string): Locator => page.getByRole('region', { name: title });
const chart = (title: string): Locator => section(title).locator('svg').filter({ has: page.locator('desc') });
/** How many measures a chart says it draws. */
const measures = async (title: string) => Number(/^(\d+) mesures/.exec(plain((await chart(title).locator('desc').textContent()) ?? ''))?.[1] ?? 0);

describe('the monitoring screen', () => {
  it('opens on the last hour with auto-refresh on, and draws the measured charts', async () => {
    await page.goto(server.url('/webmaster/services/monitoring'));
    await page.getByRole('heading', { name: 'Supervision', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: '1 h', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Actualisation automatique (30 s)').isChecked()).toBe(true);
    // The server has been sampling for a few seconds: every chart draws its lines.
    for (const title of ['Utilisation CPU', 'Utilisation mémoire', 'Trafic réseau', 'Temps de réponse']) {
      await expect.poll(() => measures(title), { timeout: 15_000 }).toBeGreaterThan(1);
      expect(await chart(title).locator('.chart-line').count()).toBeGreaterThan(0);
    }
    expect(await chart('Trafic réseau').locator('.chart-line').count()).toBe(2);
    const memory = plain((await chart('Utilisation mémoire').locator('desc').textContent()) ?? '');
    expect(memory).toMatch(/Dernière mesure : Mémoire : \d+(,\d)? %\.$/);
    const availability = page.locator('.MuiCard-root').filter({ has: page.getByText('Disponibilité', { exact: true }) });
    expect(plain(await availability.innerText())).toMatch(/Disponibilité \d+(,\d+)? % Sur 30 jours \(mesurée\) · bonne dès 99,9 %, dégradée dès 99 %/);
    // An instance has been in error since the first sample: the offer was never fully up, and the card says so.
    expect(await availability.locator('svg.MuiSvgIcon-colorError').count()).toBe(1);
    expect(await availability.locator('svg.MuiSvgIcon-colorSuccess').count()).toBe(0);
  });

  it('shows the failing instance as an active alert and its service with a problem', async () => {
    const alerts = section('Alertes actives');
    // Auto-refresh runs every 30 s: the manual refresh asks at once.
    await expect
      .poll(
        async () => {
          await page.getByRole('main').getByRole('button', { name: 'Actualiser' }).click();
          return plain(await alerts.innerText());
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toContain('Instance en erreur : agent-support');
    expect(plain(await alerts.innerText())).toContain('Critique · Agent IA');
    const health = section('Santé des services');
    const card = (name: string) => health.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name, exact: true }) });
    expect(plain(await card('Agent IA').innerText())).toContain('Problème');
    expect(plain(await card('Hosting HA').innerText())).toContain('Opérationnel');
    expect(plain(await card('Hosting HA').innerText())).toContain('Instances 1 En marche 1');
    expect(plain(await card('Plateforme').innerText())).toContain('Opérationnel');
    // Two instances, none running: not « Opérationnel »; no instance at all is said too.
    expect(plain(await card('Cluster AI').innerText())).toContain('À l’arrêt Instances 2 En marche 0');
    expect(plain(await card('Blockchain').innerText())).toContain('Aucune instance');
    expect(plain(await card('Blockchain').innerText())).not.toContain('Opérationnel');
    await page.screenshot({ path: join(SHOTS, 'admin-monitoring.png'), fullPage: true });
  });

  it('asks the API again when the range or the service changes, and redraws', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/services/monitoring/metrics')) asked.push(new URL(request.url()).search);
    });
    for (const [range, label] of [['5m', '5 min'], ['15m', '15 min'], ['6h', '6 h'], ['24h', '24 h'], ['7d', '7 j']]) {
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect.poll(() => asked.some((query) => query.includes(`range=${range}`))).toBe(true);
      expect(await page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');
      // Long ranges read 1-minute points; the minute under way is rolled up on the fly.
      await expect.poll(() => measures('Utilisation CPU'), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    await page.getByRole('button', { name: '1 h', exact: true }).click();
    await expect.poll(() => measures('Utilisation CPU'), { timeout: 15_000 }).toBeGreaterThan(1);
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: 'Hosting HA' }).click();
    await expect.poll(() => asked.some((query) => query.includes('service=hosting-ha'))).toBe(true);
    // One type: its running instance's CPU, and no network series (measured for the platform).
    await expect.poll(async () => plain((await chart('Utilisation CPU').locator('desc').textContent()) ?? ''), { timeout: 15_000 }).toMatch(/Dernière mesure : CPU : 35 %\.$/);
    await section('Trafic réseau').getByText('Mesuré pour la plateforme').waitFor();
    expect(await section('Santé des services').locator('.MuiCard-root').count()).toBe(1);
  });

  it('shows the hovered moment of a chart', async () => {
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: 'Tous les services' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const cpu = chart('Utilisation CPU');
    await expect.poll(() => measures('Utilisation CPU'), { timeout: 15_000 }).toBeGreaterThan(1);
    // Moved onto the plot until the hint shows (a refetch may redraw the chart under the pointer).
    const hint = section('Utilisation CPU').getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await expect
      .poll(
        async () => {
          const box = (await cpu.boundingBox())!;
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.move(box.x + box.width - 30, box.y + box.height / 2, { steps: 3 });
          return hint.count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    await page.mouse.move(0, 0);
    await hint.waitFor({ state: 'detached' });
  });

  it('has no accessibility violation in its panels and range buttons', async () => {
    // Nothing focused: the focus colours are the theme's.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const { violations } = await new AxeBuilder({ page }).include('section').include('[role="group"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')}`)).toEqual([]);
  });

  it('holds on a 390 px phone', async () => {
    const phone = await signedInPage(browser, admin, { viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true });
    try {
      await phone.goto(server.url('/webmaster/services/monitoring'));
      await phone.getByRole('heading', { name: 'Supervision', level: 1 }).waitFor();
      await expect.poll(async () => phone.getByRole('region', { name: 'Utilisation CPU' }).locator('svg desc').count(), { timeout: 15_000 }).toBe(1);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.screenshot({ path: join(SHOTS, 'admin-monitoring-phone.png'), fullPage: true });
    } finally {
      await phone.context().close();
    }
  });
});
