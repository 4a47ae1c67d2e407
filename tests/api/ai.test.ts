/**
 * The AI back-office's API: models, read-only usage with its stats strip, templates with
 * their duplicate and test. Usage has no public write path, so the test records calls the
 * way the seed does (recordUsage, in an application context on the same database).
 */
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, type ApiClient } from '../support/api';
import { loadAppOn, startDatabase, type TestDatabase } from '../support/database';
import { REPO_ROOT, type TestServer } from '../support/server';

const require = createRequire(import.meta.url);
const dist = (path: string) => join(REPO_ROOT, 'api', 'dist', path);

interface AppContext {
  get(token: unknown): unknown;
  close(): Promise<void>;
}

let database: TestDatabase;
let server: TestServer;
let app: AppContext;
let api: ApiClient;
let token: string;
let recordUsage: (crud: unknown, entries: unknown[]) => Promise<Record<string, unknown>[]>;
let crud: unknown;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));

  loadAppOn(database);
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { AppModule } = require(dist('app.module.js'));
  app = await NestFactory.createApplicationContext(AppModule.forDatabase(database.uri), { logger: ['error'], abortOnError: false });
  crud = app.get(require(dist('crud/crud.service.js')).CrudService);
  recordUsage = require(dist('ai/usage-records.js')).recordUsage;
});

afterAll(async () => {
  await app?.close();
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

const MODEL = {
  name: 'Mistral Large',
  model_id: 'mistral-large-latest',
  provider: 'mistral',
  type: 'chat',
  max_tokens: 32000,
  cost_per_1k_input_tokens: 0.002,
  cost_per_1k_output_tokens: 0.006,
  capabilities: ['function_calling', 'streaming'],
};

const TEMPLATE = {
  name: 'Article de blog',
  category: 'content',
  model_id: MODEL.model_id,
  system_prompt: 'Tu es rédacteur pour {{marque}}.',
  user_prompt_template: 'Écris {{longueur}} mots sur {{sujet}}.',
  variables: [
    { name: 'sujet', type: 'text', label: 'Sujet', required: true, placeholder: 'Le cloud' },
    { name: 'longueur', type: 'number', label: 'Longueur', required: false },
  ],
  temperature: 0.7,
  max_tokens: 1000,
};

const post = async (path: string, body: unknown, expected = 201) => {
  const response = await api.post(path, body, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(expected);
  return response.body;
};

let model: Record<string, any>;
let template: Record<string, any>;

describe('AI models', () => {
  it('are created with their defaults and usage figures at zero', async () => {
    model = await post('/ai_models', { ...MODEL, usage_stats: { total_requests: 99, total_cost: 99 } });
    expect(model).toMatchObject({ is_active: true, is_default: false, usage_stats: { total_requests: 0, total_cost: 0 } });
  });

  it('hold max_tokens to 1..128 000 and costs to steps of 0,0001 from 0', async () => {
    const bad = async (values: Record<string, unknown>) => (await post('/ai_models', { ...MODEL, model_id: 'x', ...values }, 400)).errors;
    expect(await bad({ max_tokens: 128001 })).toEqual({ max_tokens: 'La valeur maximale est 128000' });
    expect(await bad({ max_tokens: 0 })).toEqual({ max_tokens: 'La valeur minimale est 1' });
    expect(await bad({ cost_per_1k_input_tokens: -0.0001 })).toEqual({ cost_per_1k_input_tokens: 'La valeur minimale est 0' });
    expect(await bad({ cost_per_1k_output_tokens: 0.00015 })).toEqual({
      cost_per_1k_output_tokens: 'La valeur doit être un multiple de 0,0001',
    });
    expect((await post('/ai_models', MODEL, 400)).errors).toEqual({ model_id: 'Cette valeur existe déjà' });
  });

  it('keep a single default: setting one unsets the others', async () => {
    const first = await post('/ai_models', { ...MODEL, name: 'GPT-4o', model_id: 'gpt-4o', provider: 'openai', is_default: true });
    const second = await post('/ai_models', {
      ...MODEL,
      name: 'GPT-4o mini',
      model_id: 'gpt-4o-mini',
      provider: 'openai',
      is_default: true,
    });
    const defaults = async () =>
      (await api.get('/ai_models', { token, query: { is_default: 'true' } })).body.data.map((m: any) => m.model_id);
    expect(await defaults()).toEqual([second.model_id]);
    expect((await api.put(`/ai_models/${first._id}`, { is_default: true }, { token })).status).toBe(200);
    expect(await defaults()).toEqual([first.model_id]);
  });

  it('answer the template picker with the active models only (GET /ai_models?is_active=true)', async () => {
    await post('/ai_models', { ...MODEL, name: 'GPT-3.5 Turbo', model_id: 'gpt-3.5-turbo', provider: 'openai', is_active: false });
    const active = await api.get('/ai_models', { token, query: { is_active: 'true' } });
    expect(active.status).toBe(200);
    const ids = active.body.data.map((m: any) => m.model_id);
    expect(ids.sort()).toEqual(['gpt-4o', 'gpt-4o-mini', 'mistral-large-latest']);
    for (const m of active.body.data) expect(m).toMatchObject({ name: expect.any(String), provider: expect.any(String) });
    const simpleRest = await api.get('/ai_models', { token, query: { filter: JSON.stringify({ is_active: true }) } });
    expect(simpleRest.body).toHaveLength(3);
  });
});

describe('AI templates', () => {
  it('are created with server-kept author and usage; the slug comes from the name', async () => {
    template = await post('/ai_templates', { ...TEMPLATE, usage_count: 50, created_by: 'Mallory' });
    expect(template).toMatchObject({
      slug: 'article-de-blog',
      created_by: ADMIN.name,
      usage_count: 0,
      is_active: true,
      is_public: false,
      temperature: 0.7,
      max_tokens: 1000,
    });
    expect(template.last_used).toBeUndefined();
  });

  it('refuse an inactive or unknown model, bad bounds and malformed variables', async () => {
    const errors = async (values: Record<string, unknown>) =>
      (await post('/ai_templates', { ...TEMPLATE, name: 'Autre', ...values }, 400)).errors;
    expect(await errors({ model_id: 'gpt-3.5-turbo' })).toEqual({ model_id: 'Choisissez un modèle actif' });
    expect(await errors({ model_id: 'nope' })).toEqual({ model_id: 'Choisissez un modèle actif' });
    expect(await errors({ temperature: 2.1 })).toEqual({ temperature: 'La valeur maximale est 2' });
    expect(await errors({ max_tokens: 4001 })).toEqual({ max_tokens: 'La valeur maximale est 4000' });
    expect(await errors({ variables: [{ name: 'deux mots' }] })).toEqual({
      variables: 'Variable 1 : nom invalide (lettres, chiffres et _, sans espace)',
    });
    expect(Object.keys(await errors({ system_prompt: '', user_prompt_template: '', category: '' })).sort()).toEqual([
      'category',
      'system_prompt',
      'user_prompt_template',
    ]);
  });

  it("duplicate as the back-office does: POST of the copy, name ' (Copie)', slug '-copy'", async () => {
    const { _id, id, usage_count, last_used, created_by, created_at, ...copy } = template;
    const duplicate = await post('/ai_templates', { ...copy, name: `${copy.name} (Copie)`, slug: `${copy.slug}-copy` });
    expect(duplicate).toMatchObject({
      name: 'Article de blog (Copie)',
      slug: 'article-de-blog-copy',
      user_prompt_template: TEMPLATE.user_prompt_template,
    });
    expect(duplicate._id).not.toBe(template._id);
    expect(duplicate.variables).toEqual(TEMPLATE.variables);
  });

  it('test: renders the prompts and estimates the call at the model prices, without calling any provider', async () => {
    const response = await post(
      `/ai_templates/${template._id}/test`,
      { values: { sujet: 'le cloud souverain', longueur: '800', marque: 'Hexagone' } },
      200,
    );
    const system = 'Tu es rédacteur pour Hexagone.';
    const user = 'Écris 800 mots sur le cloud souverain.';
    const inputTokens = Math.ceil(system.length / 4) + Math.ceil(user.length / 4);
    expect(response).toMatchObject({
      system_prompt: system,
      user_prompt: user,
      input_tokens: inputTokens,
      estimated_output_tokens: 1000,
      model: { model_id: MODEL.model_id, name: MODEL.name, provider: 'mistral' },
    });
    expect(response.input_cost).toBeCloseTo((inputTokens * 0.002) / 1000, 12);
    expect(response.output_cost).toBeCloseTo(0.006, 12);
    expect(response.estimated_cost).toBeCloseTo(response.input_cost + response.output_cost, 12);
  });

  it('test: is not a use (no model is called): usage count and last use stay as they were', async () => {
    const stored = (await api.get(`/ai_templates/${template._id}`, { token })).body;
    expect(stored.usage_count).toBe(0);
    expect(stored.last_used ?? null).toBeNull();
  });

  it('test: asks the required variables, takes text values only, and knows only stored templates', async () => {
    const missing = await post(`/ai_templates/${template._id}/test`, { values: { longueur: '300' } }, 400);
    expect(missing.errors).toEqual({ sujet: 'Le champ « Sujet » est requis', marque: 'Le champ «\u00a0marque\u00a0» est requis' });
    expect((await post(`/ai_templates/${template._id}/test`, { values: { sujet: 3 } }, 400)).errors).toHaveProperty('values');
    expect((await post(`/ai_templates/${template._id}/test`, { values: 'x' }, 400)).errors).toHaveProperty('values');
    await post('/ai_templates/0123456789abcdef01234567/test', { values: {} }, 404);
    expect((await api.get(`/ai_templates/${template._id}`, { token })).body.usage_count).toBe(0);
  });
});

describe('AI usage', () => {
  const now = Date.now();
  const day = 86_400_000;
  const calls = () => [
    {
      model: 'mistral-large-latest',
      template: template._id,
      input_tokens: 1000,
      output_tokens: 500,
      latency: 1200,
      status: 'success',
      created_at: new Date(now - 3 * day),
    },
    {
      model: 'mistral-large-latest',
      input_tokens: 2000,
      output_tokens: 0,
      latency: 301,
      status: 'error',
      created_at: new Date(now - 2 * day),
    },
    {
      model: 'gpt-4o',
      input_tokens: 400,
      output_tokens: 100,
      latency: 30000,
      status: 'timeout',
      request_id: 'req_fixe',
      created_at: new Date(now - day),
    },
  ];

  it('is recorded with each call priced at its model rates; models and templates follow', async () => {
    const records = await recordUsage(crud, calls());
    expect(records.map((r) => r.total_cost)).toEqual([0.005, 0.004, 0.0014]);
    const mistral = (await api.get(`/ai_models/${model._id}`, { token })).body;
    expect(mistral.usage_stats).toEqual({ total_requests: 2, total_cost: 0.009 });
    const stored = (await api.get(`/ai_templates/${template._id}`, { token })).body;
    // The one call made with this template; its tests earlier counted none.
    expect(stored.usage_count).toBe(1);
  });

  it('lists newest first, 50 per page, with the recorded dates', async () => {
    const list = await api.get('/ai_usage', { token });
    expect(list.body.pagination).toMatchObject({ limit: 50, total: 3 });
    expect(list.body.data.map((r: any) => r.status)).toEqual(['timeout', 'error', 'success']);
    expect(Date.parse(list.body.data[2].created_at)).toBe(now - 3 * day);
    expect(list.body.data[0].request_id).toBe('req_fixe');
    expect(list.body.data[1].request_id).toMatch(/^req_[0-9a-f]{16}$/);
  });

  it('answers the stats strip: requests, tokens in + out, cost, average latency; with the list filters', async () => {
    const stats = await api.get('/ai_usage/stats', { token });
    expect(stats.status).toBe(200);
    expect(stats.body.total_requests).toBe(3);
    expect(stats.body.total_tokens).toBe(1000 + 500 + 2000 + 0 + 400 + 100);
    expect(stats.body.total_cost).toBeCloseTo(0.005 + 0.004 + 0.0014, 10);
    expect(stats.body.average_latency).toBeCloseTo((1200 + 301 + 30000) / 3, 10);
    const filtered = await api.get('/ai_usage/stats', { token, query: { model: 'mistral-large-latest' } });
    expect(filtered.body).toMatchObject({ total_requests: 2, total_tokens: 3500 });
    expect(filtered.body.average_latency).toBeCloseTo(750.5, 10);
  });

  it('is read-only: writes answer 405', async () => {
    const [record] = (await api.get('/ai_usage', { token })).body.data;
    const post = await api.post(
      '/ai_usage',
      { model: 'gpt-4o', input_tokens: 1, output_tokens: 1, total_cost: 0, latency: 1, status: 'success', request_id: 'x' },
      { token },
    );
    expect(post.status).toBe(405);
    expect((await api.put(`/ai_usage/${record._id}`, { status: 'error' }, { token })).status).toBe(405);
    expect((await api.del(`/ai_usage/${record._id}`, { token })).status).toBe(405);
    expect((await api.get('/ai_usage', { token })).body.pagination.total).toBe(3);
  });
});
