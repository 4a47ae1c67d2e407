/**
 * The registry's field kinds on the embedded database, through the CRUD service the API
 * uses: nested groups and arrays, computed totals, sequences under concurrency, secrets in
 * their three kinds, conditional counters, reference onDelete, singletons, range and
 * multi-value filters, French sorting. The resources are test fixtures shaped like spec 3's
 * (invoices, plans, subscriptions, webhooks, API keys, settings), registered on this service only.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, lineTotals, parisYear, SINGLETON_ID, type ResourceDef, type Values } from '@hexagone/schemas';
import { startDatabase, type TestDatabase } from '../support/database';
import { REPO_ROOT } from '../support/server';

process.env.SECRETS_KEY = 'clé de test des secrets';
const require = createRequire(import.meta.url);
require(join(REPO_ROOT, 'node_modules', 'reflect-metadata'));
const mongoose = require(join(REPO_ROOT, 'node_modules', 'mongoose'));
const { CrudService } = require(join(REPO_ROOT, 'api', 'dist', 'crud', 'crud.service.js'));
const { parseListQuery } = require(join(REPO_ROOT, 'api', 'dist', 'crud', 'list-query.js'));

const YEAR = parisYear(new Date());

const invoices = defineResource({
  name: 'test_invoices',
  label: 'Factures',
  singular: 'Facture',
  description: '',
  icon: 'Receipt',
  route: 'test/invoices',
  breadcrumb: [],
  fields: [
    {
      name: 'number',
      label: 'Numéro',
      type: 'sequence',
      sequence: { series: 'FA', format: 'FA-{year}-{number}', digits: 6, perYear: true, when: (v) => v.status !== 'draft' },
      list: true,
    },
    { name: 'status', label: 'Statut', type: 'select', default: 'pending', options: [{ value: 'draft', label: 'Brouillon' }, { value: 'pending', label: 'En attente' }] },
    { name: 'amount', label: 'Montant', type: 'number', min: 0, filterable: true, range: { min: 0, max: 10000, step: 100 } },
    { name: 'date', label: 'Date', type: 'date', range: { from: 'date_from', to: 'date_to' } },
    {
      name: 'items',
      label: 'Lignes',
      type: 'array',
      required: true,
      minItems: 1,
      fields: [
        { name: 'description', label: 'Description', type: 'text', required: true },
        { name: 'quantity', label: 'Quantité', type: 'number', required: true, min: 1 },
        { name: 'unit_price', label: 'Prix unitaire', type: 'number', required: true, min: 0, step: 0.01 },
        { name: 'tax_rate', label: 'TVA (%)', type: 'number', default: 20, min: 0, max: 100 },
      ],
    },
    { name: 'subtotal', label: 'Sous-total', type: 'number', compute: (v) => lineTotals(v.items as Values[]).subtotal },
    { name: 'tax_amount', label: 'TVA', type: 'number', compute: (v) => lineTotals(v.items as Values[]).tax_amount },
    { name: 'total', label: 'Total', type: 'number', compute: (v) => lineTotals(v.items as Values[]).total },
  ],
});

const plans = defineResource({
  name: 'test_plans',
  label: 'Plans',
  singular: 'Plan',
  description: '',
  icon: 'Category',
  route: 'test/plans',
  breadcrumb: [],
  counters: [
    { field: 'active_subscriptions', of: 'test_subscriptions', foreignField: 'plan_id', where: { status: 'active' } },
    { field: 'total_subscriptions', of: 'test_subscriptions', foreignField: 'plan_id' },
  ],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, sortable: true },
    { name: 'active_subscriptions', label: 'Actifs', type: 'number', default: 0, readOnly: true },
    { name: 'total_subscriptions', label: 'Total', type: 'number', default: 0, readOnly: true },
  ],
});

const currentYear = new Date().getFullYear();
const subscriptions = defineResource({
  name: 'test_subscriptions',
  label: 'Abonnements',
  singular: 'Abonnement',
  description: '',
  icon: 'Build',
  route: 'test/subscriptions',
  breadcrumb: [],
  fields: [
    {
      name: 'plan_id',
      label: 'Plan',
      type: 'reference',
      required: true,
      reference: { resource: 'test_plans', labelFields: ['name'], onDelete: 'refuse', onDeleteMessage: 'Ce plan a des abonnements et ne peut pas être supprimé' },
      filterable: true,
    },
    { name: 'status', label: 'Statut', type: 'select', default: 'trial', options: [{ value: 'active', label: 'Actif' }, { value: 'trial', label: 'Essai' }], filterable: true },
    {
      name: 'payment_method',
      label: 'Moyen de paiement',
      type: 'group',
      fields: [
        { name: 'type', label: 'Type', type: 'select', required: true, options: [{ value: 'card', label: 'Carte' }, { value: 'sepa', label: 'SEPA' }] },
        { name: 'last4', label: '4 derniers chiffres', type: 'text', pattern: /^\d{4}$/, patternMessage: '4 chiffres', maxLength: 4 },
        { name: 'exp_month', label: "Mois d'expiration", type: 'number', min: 1, max: 12 },
        { name: 'exp_year', label: "Année d'expiration", type: 'number', min: currentYear, max: currentYear + 50 },
      ],
    },
  ],
});

const webhooks = defineResource({
  name: 'test_webhooks',
  label: 'Webhooks',
  singular: 'Webhook',
  description: '',
  icon: 'Tune',
  route: 'test/webhooks',
  breadcrumb: [],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, sortable: true },
    { name: 'secret', label: 'Secret', type: 'password', secret: 'encrypted', required: true },
    { name: 'headers', label: 'En-têtes', type: 'keyvalue', default: {} },
    { name: 'active', label: 'Actif', type: 'switch', default: true, toggle: true },
  ],
});

const apiKeys = defineResource({
  name: 'test_api_keys',
  label: 'Clés API',
  singular: 'Clé API',
  description: '',
  icon: 'Key',
  route: 'test/api-keys',
  breadcrumb: [],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true },
    { name: 'key', label: 'Clé', type: 'text', secret: 'preview', required: true },
  ],
});

const siteSettings = defineResource({
  name: 'test_settings_site',
  label: 'Site',
  singular: 'Paramètres du site',
  description: '',
  icon: 'Settings',
  route: 'test/settings',
  breadcrumb: [],
  singleton: true,
  fields: [
    { name: 'name', label: 'Nom du site', type: 'text', required: true, default: 'Hexagone' },
    { name: 'contact_email', label: 'Email de contact', type: 'email' },
    { name: 'smtp_password', label: 'Mot de passe SMTP', type: 'password', secret: 'encrypted' },
  ],
});

const people = defineResource({
  name: 'test_people',
  label: 'Personnes',
  singular: 'Personne',
  description: '',
  icon: 'People',
  route: 'test/people',
  breadcrumb: [],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, sortable: true },
    { name: 'role', label: 'Rôle', type: 'select', options: ['user', 'support', 'admin'].map((value) => ({ value, label: value })), filterable: true },
  ],
});

let database: TestDatabase;
let connection: any;
let crud: any;

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error: any) {
    return { status: error.getStatus?.(), body: error.getResponse?.() };
  }
  throw new Error('expected a refusal');
};
const list = async (resource: ResourceDef, query: Record<string, unknown>) =>
  (await crud.list(resource, parseListQuery(resource, query))).data as Values[];

beforeAll(async () => {
  database = await startDatabase();
  // Records written before the French sort keys existed: completed at registration.
  await database.db.collection('test_people').insertMany([{ name: 'Youssef' }, { name: 'Élodie' }]);
  connection = mongoose.createConnection(database.uri, { dbName: database.name });
  await connection.asPromise();
  crud = new CrudService(connection);
  for (const resource of [invoices, plans, subscriptions, webhooks, apiKeys, siteSettings, people]) await crud.register(resource);
  await crud.sequences.ensureIndex();
});
afterAll(async () => {
  await connection?.close();
  await database?.stop();
});

const item = (values: Values = {}) => ({ description: 'Hébergement', quantity: 1, unit_price: 10, ...values });

describe('groups and arrays', () => {
  it('validates each nested value and answers per-field French errors by path', async () => {
    const refused = await errorOf(
      crud.create(invoices, { items: [item(), item({ quantity: 0, description: '' })] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'items.1.quantity': 'La valeur minimale est 1', 'items.1.description': 'Le champ «\u00a0Description\u00a0» est requis' });
    const empty = await errorOf(crud.create(invoices, { items: [] }));
    expect(empty.body.errors).toEqual({ items: 'Le champ «\u00a0Lignes\u00a0» est requis' });
    const notAList = await errorOf(crud.create(invoices, { items: { description: 'x' } }));
    expect(notAList.body.errors).toEqual({ items: 'Format invalide' });
  });

  it('keeps only declared sub-fields and fills their defaults (tax rate 20)', async () => {
    const created = await crud.create(invoices, { items: [{ ...item(), injected: '$evil' }] });
    expect(created.items).toEqual([{ description: 'Hébergement', quantity: 1, unit_price: 10, tax_rate: 20 }]);
  });

  it('checks a group (payment method) field by field', async () => {
    const plan = await crud.create(plans, { name: 'Pro' });
    const refused = await errorOf(
      crud.create(subscriptions, { plan_id: plan._id, payment_method: { type: 'cheque', last4: '12a4', exp_month: 13, exp_year: currentYear + 51 } }),
    );
    expect(refused.body.errors).toEqual({
      'payment_method.type': 'Valeur non autorisée',
      'payment_method.last4': '4 chiffres',
      'payment_method.exp_month': 'La valeur maximale est 12',
      'payment_method.exp_year': `La valeur maximale est ${currentYear + 50}`,
    });
    const created = await crud.create(subscriptions, { plan_id: plan._id, payment_method: { type: 'sepa', last4: '4242', exp_month: 12, exp_year: currentYear } });
    expect(created.payment_method).toEqual({ type: 'sepa', last4: '4242', exp_month: 12, exp_year: currentYear });
  });
});

describe('computed fields', () => {
  it('computes totals in cents on create and update, never from the request', async () => {
    const created = await crud.create(invoices, {
      items: [item({ unit_price: 0.1, tax_rate: 0 }), item({ unit_price: 0.2, tax_rate: 0 })],
      subtotal: 999,
      total: 1,
    });
    expect([created.subtotal, created.tax_amount, created.total]).toEqual([0.3, 0, 0.3]);
    const updated = await crud.update(invoices, created._id, { items: [item({ quantity: 3, unit_price: 19.99 })], total: 0 });
    expect([updated.subtotal, updated.tax_amount, updated.total]).toEqual([59.97, 11.99, 71.96]);
  });
});

describe('sequences', () => {
  it('gives 100 concurrent allocations 100 distinct consecutive numbers', async () => {
    const numbers: number[] = await Promise.all(Array.from({ length: 100 }, () => crud.sequences.next('concurrent')));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('numbers an invoice when it leaves draft, once, in a yearly series, under concurrent creations', async () => {
    const draft = await crud.create(invoices, { status: 'draft', items: [item()] });
    expect(draft.number).toBeUndefined();
    const created: Values[] = await Promise.all(Array.from({ length: 20 }, () => crud.create(invoices, { items: [item()] })));
    const issued = await crud.update(invoices, draft._id, { status: 'pending' });
    const again = await crud.update(invoices, draft._id, { status: 'pending' });
    expect(again.number).toBe(issued.number);
    const all = [...created.map((c) => c.number), issued.number] as string[];
    expect(new Set(all).size).toBe(all.length);
    for (const number of all) expect(number).toMatch(new RegExp(`^FA-${YEAR}-\\d{6}$`));
    const sequence = all.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, i) => sequence[0] + i));
  });

  it('ignores a number sent by the client', async () => {
    const created = await crud.create(invoices, { number: 'FA-1999-000001', items: [item()] });
    expect(created.number).not.toBe('FA-1999-000001');
  });
});

describe('secrets', () => {
  it('never answers an encrypted secret, stores it sealed, and keeps it when an update leaves it empty', async () => {
    const created = await crud.create(webhooks, { name: 'CRM', secret: 'whsec_tres-secret', headers: { 'X-Token': 'abc' } });
    const answers = [
      created,
      await crud.findOne(webhooks, created._id),
      ...(await list(webhooks, {})),
      await crud.update(webhooks, created._id, { secret: '', name: 'CRM 2' }),
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain('whsec_tres-secret');
      expect(answer).not.toHaveProperty('secret');
    }
    const stored = await database.db.collection('test_webhooks').findOne({ name: 'CRM 2' });
    expect(stored?.secret).toMatch(/^aes256gcm:v1:/);
    expect(crud.reveal(stored?.secret)).toBe('whsec_tres-secret');
    expect(stored?.headers).toEqual({ 'X-Token': 'abc' });

    await crud.update(webhooks, created._id, { secret: 'whsec_nouveau' });
    const changed = await database.db.collection('test_webhooks').findOne({ name: 'CRM 2' });
    expect(crud.reveal(changed?.secret)).toBe('whsec_nouveau');
  });

  it('refuses header names that are not tokens', async () => {
    const refused = await errorOf(crud.create(webhooks, { name: 'x', secret: 's', headers: { 'bad name': 'v' } }));
    expect(refused.body.errors.headers).toContain('Nom invalide');
  });

  it('shows a preview secret in full once, then only its first 10 characters', async () => {
    const created = await crud.create(apiKeys, { name: 'CI', key: 'hx_live_0123456789abcdef' });
    expect(created.key).toBe('hx_live_0123456789abcdef');
    const read = await crud.findOne(apiKeys, created._id);
    expect(read).not.toHaveProperty('key');
    expect(read.key_preview).toBe('hx_live_01');
    expect(JSON.stringify(await list(apiKeys, {}))).not.toContain('0123456789abcdef');
  });
});

describe('counters with a condition and reference onDelete', () => {
  it('counts only active subscriptions, follows status changes, and refuses deleting a plan in use', async () => {
    const plan = await crud.create(plans, { name: 'Business' });
    const first = await crud.create(subscriptions, { plan_id: plan._id, status: 'active' });
    await crud.create(subscriptions, { plan_id: plan._id, status: 'trial' });
    let read = await crud.findOne(plans, plan._id);
    expect([read.active_subscriptions, read.total_subscriptions]).toEqual([1, 2]);
    await crud.update(subscriptions, first._id, { status: 'trial' });
    read = await crud.findOne(plans, plan._id);
    expect([read.active_subscriptions, read.total_subscriptions]).toEqual([0, 2]);

    const refused = await errorOf(crud.remove(plans, plan._id));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Ce plan a des abonnements et ne peut pas être supprimé');
    const unused = await crud.create(plans, { name: 'Vide' });
    await crud.remove(plans, unused._id);
  });
});

describe('singletons', () => {
  it('reads the defaults, then creates one document under the fixed id, even with racing first writes', async () => {
    expect(await crud.readSingleton(siteSettings)).toMatchObject({ id: SINGLETON_ID, name: 'Hexagone' });
    await Promise.all([
      crud.writeSingleton(siteSettings, { name: 'Premier', smtp_password: 'p4ss' }),
      crud.writeSingleton(siteSettings, { name: 'Second', smtp_password: 'p4ss' }),
    ]);
    expect(await database.db.collection('test_settings_site').countDocuments()).toBe(1);
    const written = await crud.writeSingleton(siteSettings, { contact_email: 'Contact@Exemple.fr', smtp_password: '' });
    expect(written).toMatchObject({ id: SINGLETON_ID, contact_email: 'contact@exemple.fr' });
    expect(written).not.toHaveProperty('smtp_password');
    const stored = await database.db.collection('test_settings_site').findOne({});
    expect(crud.reveal(stored?.smtp_password)).toBe('p4ss');
    const invalid = await errorOf(crud.writeSingleton(siteSettings, { name: '' }));
    expect(invalid.body.errors).toEqual({ name: 'Le champ «\u00a0Nom du site\u00a0» est requis' });
  });
});

describe('list filters and French sorting', () => {
  it('filters amounts and dates by range, in both dialects', async () => {
    for (const [amount, date] of [[50, '2026-01-10'], [500, '2026-01-31'], [5000, '2026-02-01']] as const) {
      await crud.create(invoices, { amount, date, items: [item()] });
    }
    const amounts = (rows: Values[]) => rows.map((r) => r.amount).filter((a) => a !== undefined).sort((a: any, b: any) => a - b);
    expect(amounts(await list(invoices, { amount_from: '100', amount_to: '1000' }))).toEqual([500]);
    expect(amounts(await list(invoices, { filter: JSON.stringify({ amount_from: 100 }) }))).toEqual([500, 5000]);
    // A day as the upper bound includes the whole day.
    expect(amounts(await list(invoices, { date_from: '2026-01-10', date_to: '2026-01-31' }))).toEqual([50, 500]);
    expect(() => parseListQuery(invoices, { amount_from: 'beaucoup' })).toThrow('Filtre invalide : amount_from');
  });

  it('filters on several values at once (role support or admin)', async () => {
    for (const [name, role] of [['Zoé', 'user'], ['Œdipe', 'support'], ['adèle', 'admin']]) await crud.create(people, { name, role });
    const names = (await list(people, { filter: JSON.stringify({ role: ['support', 'admin'] }) })).map((p) => p.name);
    expect(names.sort()).toEqual(['adèle', 'Œdipe']);
  });

  it('sorts text the French way, older records included', async () => {
    const rows = await list(people, { sort: 'name', order: 'asc' });
    expect(rows.map((p) => p.name)).toEqual(['adèle', 'Élodie', 'Œdipe', 'Youssef', 'Zoé']);
    expect(rows[0]).not.toHaveProperty('_sort');
    await crud.update(people, rows[4]._id, { name: 'Aaron' });
    expect((await list(people, { sort: 'name', order: 'desc' })).map((p) => p.name)).toEqual(['Youssef', 'Œdipe', 'Élodie', 'adèle', 'Aaron']);
  });
});
