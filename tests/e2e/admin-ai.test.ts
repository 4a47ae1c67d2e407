/**
 * The AI templates in the back-office, in Debian's Chromium against the real built server:
 * a template duplicated from its row action, then tested in its dialog, which shows the
 * rendered prompts and the estimate the shared template module computes.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testTemplate } from '@hexagone/schemas';
import { signInAdmin, signedInPage } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const MODEL = {
  name: 'Mistral Large',
  model_id: 'mistral-large-latest',
  provider: 'mistral',
  type: 'chat',
  max_tokens: 32000,
  cost_per_1k_input_tokens: 0.002,
  cost_per_1k_output_tokens: 0.006,
};
const TEMPLATE = {
  name: 'Article de blog',
  category: 'content',
  model_id: MODEL.model_id,
  system_prompt: 'Tu es rédacteur pour Hexagone, plateforme souveraine.',
  user_prompt_template: 'Rédige un article sur « {{sujet}} » pour {{public}}.',
  variables: [
    { name: 'sujet', type: 'text', label: 'Sujet', required: true, placeholder: 'Le cloud souverain' },
    { name: 'public', type: 'text', label: 'Public visé', required: false, placeholder: 'les DSI de PME' },
  ],
  temperature: 0.7,
  max_tokens: 1000,
};

let server: TestServer;
let browser: Browser;
let page: Page;
let api: ApiClient;
let token: string;
let templateId: string;

const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(value);
/** Intl's French figures hold narrow no-break spaces; compare text with plain spaces. */
const plain = (text: string) => text.replace(/[\s\u202f\u00a0]+/g, ' ').trim();

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  const admin = await signInAdmin(server);
  ({ api, token } = admin);
  await createRecord(api, token, 'ai_models', MODEL);
  templateId = (await createRecord(api, token, 'ai_templates', TEMPLATE))._id;

  // Signed in as the site's login page leaves it (the login itself is the foundation test's).
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

/** The list row whose slug cell reads exactly this. */
const rowOf = (slug: string): Locator => page.getByRole('row').filter({ has: page.getByRole('cell', { name: slug, exact: true }) });

describe('AI templates', () => {
  it('lists the template with its model, named and labelled by provider', async () => {
    await page.goto(server.url('/webmaster/ai/templates'));
    await rowOf('article-de-blog').waitFor();
    // The label arrives with the referenced model, after the row.
    await expect.poll(async () => plain(await rowOf('article-de-blog').innerText())).toContain('Mistral Large — Mistral');
  });

  it("duplicates a template from its row action: the copy reads ' (Copie)' and '-copy'", async () => {
    await rowOf('article-de-blog').getByRole('button', { name: 'Dupliquer' }).click();
    await rowOf('article-de-blog-copy').waitFor();
    expect(await rowOf('article-de-blog-copy').getByRole('cell', { name: 'Article de blog (Copie)', exact: true }).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'admin-ai-templates-duplicate.png') });

    const copies = (await api.get('/ai_templates', { token, query: { q: 'copie' } })).body.data;
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      name: 'Article de blog (Copie)',
      slug: 'article-de-blog-copy',
      model_id: MODEL.model_id,
      user_prompt_template: TEMPLATE.user_prompt_template,
      variables: TEMPLATE.variables,
      usage_count: 0,
    });
  });

  it('tests a template: asks the required variables first', async () => {
    await rowOf('article-de-blog').getByRole('button', { name: 'Tester' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tester le template « Article de blog »' });
    await dialog.waitFor();
    expect(await dialog.getByPlaceholder('Le cloud souverain').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Tester' }).click();
    await dialog.getByText('Le champ « Sujet » est requis').waitFor();
    expect(await dialog.getByRole('region', { name: 'Prompt utilisateur' }).count()).toBe(0);
  });

  it('shows the rendered prompts and the estimate, and does not count the test as a use', async () => {
    const dialog = page.getByRole('dialog');
    const values = { sujet: 'la souveraineté numérique', public: 'les collectivités' };
    await dialog.getByLabel('Sujet *').fill(values.sujet);
    await dialog.getByLabel('Public visé').fill(values.public);
    await dialog.getByRole('button', { name: 'Tester' }).click();

    const userPrompt = dialog.getByRole('region', { name: 'Prompt utilisateur' });
    await userPrompt.waitFor();
    expect(await userPrompt.innerText()).toContain('Rédige un article sur « la souveraineté numérique » pour les collectivités.');
    expect(await dialog.getByRole('region', { name: 'Prompt système' }).innerText()).toContain(TEMPLATE.system_prompt);

    const expected = testTemplate(TEMPLATE, MODEL, values);
    const estimate = plain(await dialog.getByRole('region', { name: 'Estimation' }).innerText());
    expect(estimate).toContain(`Mistral Large (Mistral)`);
    expect(estimate).toContain(`Jetons en entrée (estimés) ${expected.input_tokens}`);
    expect(estimate).toContain(`Jetons en sortie (au plus) ${plain(new Intl.NumberFormat('fr-FR').format(1000))}`);
    expect(estimate).toContain(`Coût de la sortie ${plain(euros(expected.output_cost))}`);
    expect(estimate).toContain(`Coût estimé ${plain(euros(expected.estimated_cost))}`);
    await page.screenshot({ path: join(SHOTS, 'admin-ai-template-test.png') });

    const stored = (await api.get(`/ai_templates/${templateId}`, { token })).body;
    expect(stored.usage_count).toBe(0);
    expect(stored.last_used ?? null).toBeNull();

    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
