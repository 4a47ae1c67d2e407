/**
 * A customer reaches their own billing documents, subscriptions and instances from their area
 * (issue 37 §1), to read only: another customer's answer 404 (list, record and PDF alike), a
 * draft invoice belongs to nobody yet, the team's notes and workings stay hidden, and every
 * change stays the team's. The plans they subscribe to are readable without the team's figures.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { createRecord, listRecords } from '../support/records';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;
const customers: Record<'lucie' | 'marc', { id: string; token: string; email: string }> = {} as never;
let invoice: Record<string, any>;
let othersInvoice: Record<string, any>;
let draft: Record<string, any>;
let creditNote: Record<string, any>;
let subscription: Record<string, any>;
let instance: Record<string, any>;
let othersInstance: Record<string, any>;

const today = () => dayKeyOf(new Date());
const inDays = (days: number) => dayKeyOf(new Date(Date.now() + days * 86_400_000));
const invoiceFor = (email: string, status = 'pending') =>
  createRecord(api, token, 'billing_invoices', {
    user_email: email,
    description: 'Hébergement HA',
    status,
    date: today(),
    due_date: inDays(30),
    items: [{ description: 'Hébergement HA', quantity: 1, unit_price: 120, tax_rate: 20 }],
    notes: 'Client sensible au prix : ne pas relancer avant le 15',
  });

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
  await saveSellerIdentity(api, token);
  for (const name of ['lucie', 'marc'] as const) {
    const email = `${name}@client-exemple.fr`;
    const password = `Motdepasse-${name}-1`;
    const user = await createRecord(api, token, 'users', { name, email, role: 'user', password, confirmPassword: password, billing_identity: CUSTOMER_IDENTITY });
    customers[name] = { id: user._id, email, token: await login(api, email, password) };
  }
  invoice = await invoiceFor(customers.lucie.email);
  othersInvoice = await invoiceFor(customers.marc.email);
  draft = await invoiceFor(customers.lucie.email, 'draft');
  const paid = await invoiceFor(customers.lucie.email);
  expect((await api.put(`/billing_invoices/${paid._id}/pay`, { payment_method: 'card', payment_date: today() }, { token })).status).toBe(200);
  creditNote = (await api.post(`/billing_invoices/${paid._id}/refund`, { amount: 20, reason: 'Geste commercial' }, { token })).body.credit_note;
  const plan = await createRecord(api, token, 'billing_plans', { name: 'Pro', description: 'Offre Pro', price_monthly: 49, price_yearly: 490, stripe_price_id_monthly: 'price_secret', features: [{ name: 'Conteneurs', value: '5' }] });
  subscription = await createRecord(api, token, 'billing_subscriptions', { user_id: customers.lucie.id, plan_id: plan._id, billing_period: 'monthly', status: 'trial', start_date: today(), notes: 'Remise promise' });
  await createRecord(api, token, 'billing_subscriptions', { user_id: customers.marc.id, plan_id: plan._id, billing_period: 'yearly', status: 'active', start_date: today() });
  const service = await createRecord(api, token, 'services', { name: 'Hébergement — Clients', description: 'Service de test', type: 'hosting-ha', status: 'stopped', cpu_limit: 8, memory_limit: 16, storage_limit: 200, auto_restart: false });
  const base = { service_id: service._id, status: 'stopped', cpu: 2, memory: 4, storage: 20 };
  instance = await createRecord(api, token, 'service_instances', { ...base, name: 'site-lucie', user_id: customers.lucie.id });
  othersInstance = await createRecord(api, token, 'service_instances', { ...base, name: 'site-marc', user_id: customers.marc.id });
});
afterAll(() => server?.stop());

describe("a customer's own records", () => {
  it('lists only their issued invoices and credit notes, the documents keeping their account', async () => {
    const own = await listRecords(api, customers.lucie.token, 'billing_invoices');
    expect(own.map((record) => record._id).sort()).toEqual([invoice._id, creditNote.invoice_id].sort());
    expect(own.every((record) => record.user_id === customers.lucie.id)).toBe(true);
    // The team's notes and dunning stay the team's; the team still sees them.
    expect(own[0]).not.toHaveProperty('notes');
    expect(own[0]).not.toHaveProperty('reminders');
    expect((await api.get(`/billing_invoices/${invoice._id}`, { token })).body.notes).toContain('ne pas relancer');
    const notes = await listRecords(api, customers.lucie.token, 'billing_credit_notes');
    expect(notes.map((note) => [note.number, note.user_id])).toEqual([[creditNote.number, customers.lucie.id]]);
    expect(await listRecords(api, customers.marc.token, 'billing_credit_notes')).toEqual([]);
  });

  it("answers 404 for another customer's invoice, its PDF and a draft, and 200 with the PDF for their own", async () => {
    const lucie = { token: customers.lucie.token };
    expect((await api.get(`/billing_invoices/${othersInvoice._id}`, lucie)).status).toBe(404);
    expect((await api.get(`/billing_invoices/${draft._id}`, lucie)).status).toBe(404);
    expect((await api.get(`/billing_invoices/${invoice._id}`, lucie)).status).toBe(200);
    const pdf = (id: string, collection = 'billing_invoices') => fetch(server.url(`/api/v1/${collection}/${id}/download`), { headers: { authorization: `Bearer ${customers.lucie.token}` } });
    const theirs = await pdf(othersInvoice._id);
    expect(theirs.status).toBe(404);
    await theirs.body?.cancel();
    const own = await pdf(invoice._id);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await own.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const note = await pdf(creditNote._id, 'billing_credit_notes');
    expect(note.status).toBe(200);
    await note.body?.cancel();
  });

  it('reads their subscriptions and the plans, without the team’s figures', async () => {
    const own = await listRecords(api, customers.lucie.token, 'billing_subscriptions');
    expect(own.map((record) => [record._id, record.status, record.trial_ends_at !== undefined])).toEqual([[subscription._id, 'trial', true]]);
    expect(own[0]).not.toHaveProperty('notes');
    const plans = await listRecords(api, customers.lucie.token, 'billing_plans');
    expect(plans.map((plan) => [plan.name, plan.price_monthly])).toEqual([['Pro', 49]]);
    expect(plans[0]).not.toHaveProperty('stripe_price_id_monthly');
    expect(plans[0]).not.toHaveProperty('active_subscriptions');
  });

  it('reads their instances and their state, and never acts on one', async () => {
    const own = await listRecords(api, customers.lucie.token, 'service_instances');
    expect(own.map((record) => [record.name, record.status])).toEqual([['site-lucie', 'stopped']]);
    expect((await api.get(`/service_instances/${othersInstance._id}`, { token: customers.lucie.token })).status).toBe(404);
    expect((await api.post(`/service_instances/${instance._id}/start`, {}, { token: customers.lucie.token })).status).toBe(403);
    expect((await api.put(`/service_instances/${instance._id}`, { cpu: 32 }, { token: customers.lucie.token })).status).toBe(403);
    expect((await api.get('/services', { token: customers.lucie.token })).status).toBe(403);
  });

  it('downloads the backups of their own instances as archives that open; another’s, or an archive not listed, is not found', async () => {
    // What the instance keeps in its folder, which the archive must hold.
    const data = join(server.dataDir, 'instances', instance._id, 'data');
    await mkdir(data, { recursive: true });
    await writeFile(join(data, 'clients.csv'), 'nom;ville\nLucie;Lyon\n');
    const saved = await api.post(`/service_instances/${instance._id}/backup`, { name: 'Avant migration' }, { token });
    expect(saved.status).toBe(200);
    const { file, size } = saved.body.backups[0];
    const others = await api.post(`/service_instances/${othersInstance._id}/backup`, { name: 'Marc' }, { token });
    const othersFile = others.body.backups[0].file;
    expect((await api.post(`/service_instances/${instance._id}/backup`, { name: 'À moi' }, { token: customers.lucie.token })).status).toBe(403);

    // The customer reads the list of their backups on their instance.
    const own = await api.get(`/service_instances/${instance._id}`, { token: customers.lucie.token });
    expect(own.body.backups.map((line: Record<string, unknown>) => line.name)).toEqual(['Avant migration']);
    expect(own.body.last_error).toBeUndefined();

    const download = (id: string, name: string, headers: Record<string, string> = {}) =>
      fetch(server.url(`/api/service_instances/${id}/backups/${encodeURIComponent(name)}`), { headers });
    const asLucie = { authorization: `Bearer ${customers.lucie.token}` };
    for (const headers of [asLucie, { authorization: `Bearer ${token}` }]) {
      const response = await download(instance._id, file, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/gzip');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename=${file}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(size);
      const saved = join(await mkdtemp(join(tmpdir(), 'sauvegarde-')), file);
      await writeFile(saved, bytes);
      expect(execFileSync('tar', ['-tzf', saved], { encoding: 'utf8' }).split('\n')).toContain('data/clients.csv');
      expect(execFileSync('tar', ['-xzOf', saved, 'data/clients.csv'], { encoding: 'utf8' })).toBe('nom;ville\nLucie;Lyon\n');
    }
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}h\d{2}m\d{2}-\d{3}-Avant-migration\.tar\.gz$/);

    expect((await download(instance._id, file)).status).toBe(401);
    expect((await download(othersInstance._id, othersFile, asLucie)).status).toBe(404);
    // Another instance's archive name through one's own instance, an unknown or a climbing name.
    for (const name of [othersFile, 'inconnue.tar.gz', '../../jwt-secret']) expect((await download(instance._id, name, asLucie)).status).toBe(404);

    // A browser's signed link, bound to the customer and this path.
    const path = `/api/service_instances/${instance._id}/backups/${file}`;
    const link = await api.post('/signed-links', { path }, { token: customers.lucie.token });
    expect(link.status).toBe(201);
    const signed = await fetch(server.url(`${path}?signature=${encodeURIComponent(link.body.signature)}`));
    expect(signed.status).toBe(200);
    expect((await signed.arrayBuffer()).byteLength).toBe(size);
    expect((await api.post('/signed-links', { path: `/api/service_instances/${instance._id}/backups/../x` }, { token: customers.lucie.token })).status).toBe(400);
  });

  it('changes none of their billing records', async () => {
    const lucie = { token: customers.lucie.token };
    expect((await api.put(`/billing_invoices/${invoice._id}`, { notes: 'x' }, lucie)).status).toBe(403);
    expect((await api.put(`/billing_invoices/${invoice._id}/pay`, { payment_method: 'card', payment_date: today() }, lucie)).status).toBe(403);
    expect((await api.post('/billing_invoices', { user_email: customers.lucie.email }, lucie)).status).toBe(403);
    expect((await api.put(`/billing_subscriptions/${subscription._id}/pause`, {}, lucie)).status).toBe(403);
  });
});
