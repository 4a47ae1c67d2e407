/**
 * Billing (spec 3 §3-§9 and issue 14): plans and their counters, the subscriptions' calls of
 * §7 with their state rules and messages, invoices numbered when finalised (no gap, no
 * duplicate, even at once), paid, refunded by credit notes of their own series, amounts exact
 * to the cent, and the webhook events on the bus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { createRecord, readRecord } from '../support/records';
import type { TestServer } from '../support/server';
import { listenToWebhookEvents, type WebhookEventLog } from '../support/server-sent-events';

let server: TestServer;
let api: ApiClient;
let token: string;
let events: WebhookEventLog;

const today = () => dayKeyOf(new Date());
const inDays = (days: number) => dayKeyOf(new Date(Date.now() + days * 86_400_000));
const YEAR = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date());

let customer: Record<string, any>;
let plan: Record<string, any>;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
  events = await listenToWebhookEvents(server.baseUrl, token);
  customer = await createRecord(api, token, 'users', {
    name: 'Camille Facturée',
    email: 'camille@exemple.fr',
    role: 'user',
    password: 'Motdepasse-1',
    confirmPassword: 'Motdepasse-1',
    billing_identity: CUSTOMER_IDENTITY,
  });
  await saveSellerIdentity(api, token);
  plan = await createRecord(api, token, 'billing_plans', {
    name: 'Professional',
    description: 'Pour les équipes',
    price_monthly: 199,
    price_yearly: 1990,
    features: [{ name: 'Conteneurs', value: '5' }],
  });
}, 60_000);

afterAll(async () => {
  events?.close();
  await server?.stop();
});

const subscribe = (body: Record<string, unknown> = {}) =>
  createRecord(api, token, 'billing_subscriptions', { user_id: customer._id, plan_id: plan._id, billing_period: 'monthly', ...body });

describe('billing plans', () => {
  it('starts with the spec defaults and counts its subscriptions, refusing deletion while some are active', async () => {
    expect(plan).toMatchObject({ slug: 'professional', trial_days: 14, is_active: true, active_subscriptions: 0, total_subscriptions: 0 });
    const subscription = await subscribe({ status: 'active' });
    await expect.poll(async () => (await readRecord(api, token, 'billing_plans', plan._id)).active_subscriptions).toBe(1);
    await expect.poll(async () => (await readRecord(api, token, 'billing_plans', plan._id)).total_subscriptions).toBe(1);

    const refused = await api.del(`/billing_plans/${plan._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Ce plan a des abonnements actifs et ne peut pas être supprimé');

    expect((await api.put(`/billing_subscriptions/${subscription._id}/cancel`, {}, { token })).status).toBe(200);
    await expect.poll(async () => (await readRecord(api, token, 'billing_plans', plan._id)).active_subscriptions).toBe(0);
  });

  it('requires features and filters by monthly price range', async () => {
    const missing = await api.post('/billing_plans', { name: 'Vide', description: 'x', price_monthly: 1, price_yearly: 10 }, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('features');
    await createRecord(api, token, 'billing_plans', { name: 'Starter', description: 'Petit', price_monthly: 49, price_yearly: 490, features: [{ name: 'Conteneurs', value: '1' }] });
    const between = await api.get('/billing_plans', { token, query: { price_min: '100', price_max: '500' } });
    expect(between.body.data.map((p: any) => p.name)).toEqual(['Professional']);
  });

  it('offers only active plans to the subscription picker, and refuses an inactive one', async () => {
    const old = await createRecord(api, token, 'billing_plans', {
      name: 'Ancien',
      description: 'Retiré',
      price_monthly: 5,
      price_yearly: 50,
      is_active: false,
      features: [{ name: 'x' }],
    });
    const active = await api.get('/billing_plans', { token, query: { is_active: 'true' } });
    expect(active.body.data.map((p: any) => p.name)).not.toContain('Ancien');
    const refused = await api.post('/billing_subscriptions', { user_id: customer._id, plan_id: old._id, billing_period: 'monthly' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.plan_id).toBe('Choisissez un plan actif');
  });
});

describe('billing subscriptions (spec 3 §7 calls)', () => {
  it('keeps the customer, the trial end and the status default, and is found by name or e-mail', async () => {
    const subscription = await subscribe();
    expect(subscription).toMatchObject({ status: 'trial', user_name: 'Camille Facturée', user_email: 'camille@exemple.fr', credit_balance: 0 });
    expect(subscription.trial_ends_at.slice(0, 10)).toBe(inDays(14));
    // The pickers' calls of spec 3 §7.
    const picked = await api.get('/users', { token, query: { search: 'Camille', limit: '20' } });
    expect(picked.body.data.map((u: any) => u.email)).toEqual(['camille@exemple.fr']);
    const found = await api.get('/billing_subscriptions', { token, query: { q: 'camille@exemple' } });
    expect(found.body.data.length).toBeGreaterThan(0);
    // The state moves only through the actions: a generic write of it is ignored.
    await api.put(`/billing_subscriptions/${subscription._id}`, { status: 'canceled', credit_balance: 1000 }, { token });
    expect(await readRecord(api, token, 'billing_subscriptions', subscription._id)).toMatchObject({ status: 'trial', credit_balance: 0 });
  });

  it('checks the payment method: last4 four digits, exp_month 1-12, exp_year this year to +50', async () => {
    const year = new Date().getFullYear();
    const bad = await api.post(
      '/billing_subscriptions',
      { user_id: customer._id, plan_id: plan._id, billing_period: 'monthly', payment_method: { type: 'card', last4: '12a', exp_month: 13, exp_year: year + 51 } },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).join(' ')).toMatch(/last4/);
    expect(JSON.stringify(bad.body.errors)).toContain(`entre ${year} et ${year + 50}`);
    const good = await subscribe({ payment_method: { type: 'sepa', last4: '4242', exp_month: 12, exp_year: year } });
    expect(good.payment_method).toMatchObject({ type: 'sepa', last4: '4242' });
  });

  it('pauses only with a day not before today, only when active or in trial', async () => {
    const subscription = await subscribe({ status: 'active' });
    const past = await api.put(`/billing_subscriptions/${subscription._id}/pause`, { pause_until: inDays(-1), reason: 'Vacances' }, { token });
    expect(past.status).toBe(400);
    expect(past.body.errors.pause_until).toBe("La date de reprise ne peut pas être antérieure à aujourd'hui");
    const missing = await api.put(`/billing_subscriptions/${subscription._id}/pause`, {}, { token });
    expect(missing.status).toBe(400);

    const paused = await api.put(`/billing_subscriptions/${subscription._id}/pause`, { pause_until: today(), reason: 'Vacances' }, { token });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 'paused', pause_reason: 'Vacances' });
    expect(paused.body.pause_until.slice(0, 10)).toBe(today());

    const again = await api.put(`/billing_subscriptions/${subscription._id}/pause`, { pause_until: inDays(3) }, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('« Suspendre » est impossible : l’état est « Suspendu »');
    const cancel = await api.put(`/billing_subscriptions/${subscription._id}/cancel`, {}, { token });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('« Annuler » est impossible : l’état est « Suspendu »');
  });

  it("resumes a paused subscription by hand ('Reprendre'), and only a paused one", async () => {
    const subscription = await subscribe({ status: 'active' });
    const url = `/billing_subscriptions/${subscription._id}/resume`;
    const notPaused = await api.put(url, {}, { token });
    expect(notPaused.status).toBe(409);
    expect(notPaused.body.message).toBe('« Reprendre » est impossible : l’état est « Actif »');
    expect((await api.put(`/billing_subscriptions/${subscription._id}/pause`, { pause_until: inDays(10), reason: 'Vacances' }, { token })).status).toBe(200);
    const resumed = await api.put(url, {}, { token });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', pause_reason: '' });
    expect(resumed.body.pause_until ?? null).toBeNull();
    expect((await api.put(url, {}, { token })).status).toBe(409);
    const viewer = await login(api, 'camille@exemple.fr', 'Motdepasse-1');
    expect((await api.put(url, {}, { token: viewer })).status).toBe(403);
  });

  it('cancels an active or trial subscription and publishes subscription.created and subscription.cancelled', async () => {
    const subscription = await subscribe();
    await expect.poll(() => events.about('subscription.created', subscription._id).length).toBe(1);
    const canceled = await api.put(`/billing_subscriptions/${subscription._id}/cancel`, {}, { token });
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    await expect.poll(() => events.about('subscription.cancelled', subscription._id).length).toBe(1);
    expect(events.about('subscription.cancelled', subscription._id)[0].data).toMatchObject({ event: 'subscription.cancelled', data: { status: 'canceled' } });
    expect((await api.put(`/billing_subscriptions/${subscription._id}/cancel`, {}, { token })).status).toBe(409);
  });

  it('extends a trial by 1 to 30 days (7 unless told) with a reason, and only a trial', async () => {
    const trial = await subscribe();
    const url = `/billing_subscriptions/${trial._id}/extend-trial`;
    const tooMany = await api.put(url, { additional_days: 31, reason: 'x' }, { token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toHaveProperty('additional_days');
    const noReason = await api.put(url, { additional_days: 7 }, { token });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');

    const extended = await api.put(url, { additional_days: 7, reason: 'Évaluation prolongée' }, { token });
    expect(extended.status).toBe(200);
    expect(extended.body.trial_ends_at.slice(0, 10)).toBe(inDays(21));
    // The first billing was due at the trial's end: it moves with it.
    expect(extended.body.next_billing_date.slice(0, 10)).toBe(inDays(21));
    expect(extended.body.trial_extensions).toMatchObject([{ days: 7, reason: 'Évaluation prolongée', by: 'Alice Admin' }]);

    const active = await subscribe({ status: 'active' });
    const refused = await api.put(`/billing_subscriptions/${active._id}/extend-trial`, { additional_days: 7, reason: 'x' }, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Seule une période d'essai peut être prolongée");
  });

  it('adds credit exactly, even at once, and keeps a ledger line per credit', async () => {
    const subscription = await subscribe();
    const url = `/billing_subscriptions/${subscription._id}/credits`;
    const zero = await api.post(url, { amount: 0, description: 'Rien' }, { token });
    expect(zero.status).toBe(400);
    expect((await api.post(url, { amount: 5 }, { token })).body.errors).toHaveProperty('description');

    expect((await api.post(url, { amount: 0.1, description: "Geste commercial" }, { token })).status).toBe(200);
    expect((await api.post(url, { amount: 0.2, description: 'Geste commercial' }, { token })).body.credit_balance).toBe(0.3);
    const all = await Promise.all(Array.from({ length: 8 }, () => api.post(url, { amount: 0.1, description: 'Parrainage' }, { token })));
    expect(all.map((r) => r.status)).toEqual(Array(8).fill(200));
    const after = await readRecord(api, token, 'billing_subscriptions', subscription._id);
    expect(after.credit_balance).toBe(1.1);
    expect(after.credit_ledger).toHaveLength(10);
    expect(after.credit_ledger[0]).toMatchObject({ amount: 0.1, description: 'Geste commercial', by: 'Alice Admin' });
  });
});

const item = (unit_price: number, quantity = 1, tax_rate = 20) => ({ description: 'Hébergement', quantity, unit_price, tax_rate });
const newInvoice = (body: Record<string, unknown> = {}) =>
  createRecord(api, token, 'billing_invoices', {
    user_email: 'camille@exemple.fr',
    description: 'Abonnement Professional',
    date: today(),
    due_date: inDays(30),
    items: [item(199)],
    ...body,
  });

describe('billing invoices', () => {
  it('computes the totals in cents: 0.1 + 0.2 is 0.30, never 0.30000000000000004', async () => {
    const invoice = await newInvoice({ items: [item(0.1), item(0.2)] });
    expect(invoice).toMatchObject({ subtotal: 0.3, tax_amount: 0.06, total: 0.36 });
    const awkward = await newInvoice({ items: [item(0.1, 3, 5.5), item(19.99, 3), item(1.005, 1, 0)] });
    expect(awkward).toMatchObject({ subtotal: 61.28, tax_amount: 12.01, total: 73.29 });
    // Amounts are the server's, and the lines are fixed once the invoice exists.
    await api.put(`/billing_invoices/${invoice._id}`, { items: [item(1000)], total: 1, status: 'paid' }, { token });
    expect(await readRecord(api, token, 'billing_invoices', invoice._id)).toMatchObject({ total: 0.36, status: 'pending' });
  });

  it('numbers an invoice when it leaves draft, from one series without gap or duplicate, even when finalised at once', async () => {
    const drafts = await Promise.all(Array.from({ length: 8 }, () => newInvoice({ status: 'draft' })));
    for (const draft of drafts) expect(draft.number ?? null).toBeNull();
    const twice = drafts[0];
    const answers = await Promise.all([
      ...drafts.map((draft) => api.post(`/billing_invoices/${draft._id}/finalise`, {}, { token })),
      api.post(`/billing_invoices/${twice._id}/finalise`, {}, { token }),
      api.post(`/billing_invoices/${twice._id}/finalise`, {}, { token }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);

    const numbers = (await Promise.all(drafts.map((d) => readRecord(api, token, 'billing_invoices', d._id)))).map((i) => i.number as string);
    expect(new Set(numbers).size).toBe(8);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^FA-${YEAR}-\\d{6}$`));
    const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequence.at(-1)! - sequence[0]).toBe(7);
    // The refused finalisations took no number: the next invoice follows directly.
    const next = await newInvoice();
    expect(Number(next.number.slice(-6))).toBe(sequence.at(-1)! + 1);
  });

  it('deletes drafts only', async () => {
    const pending = await newInvoice();
    const refused = await api.del(`/billing_invoices/${pending._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Seules les factures en brouillon peuvent être supprimées');
    const draft = await newInvoice({ status: 'draft' });
    expect((await api.del(`/billing_invoices/${draft._id}`, { token })).status).toBe(200);
    const paidAtOnce = await api.post('/billing_invoices', { user_email: 'a@exemple.fr', description: 'x', date: today(), due_date: today(), items: [item(1)], status: 'paid' }, { token });
    expect(paidAtOnce.status).toBe(409);
  });

  it('bounds quantities, unit prices and totals so that amounts stay exact to the cent, in French (1e15 × 1e15, fuzzing: 1e307 × 1e307)', async () => {
    const body = (items: Record<string, unknown>[]) => ({ user_email: 'a@exemple.fr', description: 'x', date: today(), due_date: today(), status: 'pending', items });
    for (const [price, quantity] of [[1e15, 1e15], [1.4e307, 4.6e307]]) {
      const refused = await api.post('/billing_invoices', body([item(price, quantity)]), { token });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toMatchObject({ 'items.0.quantity': 'La valeur maximale est 1000000', 'items.0.unit_price': 'La valeur maximale est 1000000' });
    }
    const tooMuch = await api.post('/billing_invoices', body(Array.from({ length: 101 }, () => item(1_000_000, 1_000_000))), { token });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.items.replace(/\s/g, ' ')).toBe('Le total ne peut pas dépasser 100 000 000,00 €');
  });

  it('is paid when pending only, with a method and a date, and publishes payment.succeeded', async () => {
    const draft = await newInvoice({ status: 'draft' });
    const onDraft = await api.put(`/billing_invoices/${draft._id}/pay`, { payment_method: 'card', payment_date: today() }, { token });
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.message).toBe('« Marquer comme payée » est impossible : l’état est « Brouillon »');

    const invoice = await newInvoice();
    const noDate = await api.put(`/billing_invoices/${invoice._id}/pay`, { payment_method: 'card' }, { token });
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors).toHaveProperty('payment_date');
    const paid = await api.put(
      `/billing_invoices/${invoice._id}/pay`,
      { payment_method: 'bank_transfer', payment_date: today(), transaction_reference: 'VIR-2026-001', notes: 'Reçu' },
      { token },
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', payment_method: 'bank_transfer', transaction_reference: 'VIR-2026-001', notes: 'Reçu' });
    expect(paid.body.paid_at.slice(0, 10)).toBe(today());
    await expect.poll(() => events.about('payment.succeeded', invoice._id).length).toBe(1);
    expect((await api.put(`/billing_invoices/${invoice._id}/pay`, { payment_method: 'card', payment_date: today() }, { token })).status).toBe(409);

    const reminder = await api.post(`/billing_invoices/${invoice._id}/send-reminder`, {}, { token });
    expect(reminder.status).toBe(409);
    expect(reminder.body.message).toBe('Un rappel ne peut être envoyé que pour une facture en attente ou en retard');
  });

  it('records a refused payment and publishes payment.failed', async () => {
    const invoice = await newInvoice();
    const failed = await api.post(`/billing_invoices/${invoice._id}/payment-failed`, { reason: 'Carte refusée' }, { token });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'pending', payment_failures: 1 });
    expect(failed.body.last_payment_failure).toContain('Carte refusée');
    await expect.poll(() => events.about('payment.failed', invoice._id).length).toBe(1);
    expect(events.about('payment.failed', invoice._id)[0].data.data.reason).toBe('Carte refusée');
    const atOnce = await Promise.all(Array.from({ length: 4 }, () => api.post(`/billing_invoices/${invoice._id}/payment-failed`, { reason: 'Rejet SEPA' }, { token })));
    expect(atOnce.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await readRecord(api, token, 'billing_invoices', invoice._id)).payment_failures).toBe(5);
  });

  it('refunds a paid invoice only, by credit notes of their own series, and a full refund makes it refunded', async () => {
    const invoice = await newInvoice({ items: [item(0.1, 3), item(99.99)] });
    expect(invoice.total).toBe(120.35);
    const pendingRefund = await api.post(`/billing_invoices/${invoice._id}/refund`, { amount: 10, reason: 'x' }, { token });
    expect(pendingRefund.status).toBe(409);
    expect(pendingRefund.body.message).toBe('Seule une facture payée peut être remboursée');
    await api.put(`/billing_invoices/${invoice._id}/pay`, { payment_method: 'card', payment_date: today() }, { token });

    const url = `/billing_invoices/${invoice._id}/refund`;
    const tooMuch = await api.post(url, { amount: 120.36, reason: 'Erreur' }, { token });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toMatch(/^Le montant ne peut pas dépasser 120,35/);
    expect((await api.post(url, { amount: 0, reason: 'Erreur' }, { token })).status).toBe(400);
    expect((await api.post(url, { amount: 10 }, { token })).body.errors).toHaveProperty('reason');

    const half = await api.post(url, { amount: 60.17, reason: 'Geste commercial' }, { token });
    expect(half.status).toBe(200);
    expect(half.body).toMatchObject({ status: 'paid', refunded_amount: 60.17 });
    const first = half.body.credit_note;
    expect(first).toMatchObject({ invoice_id: invoice._id, invoice_number: invoice.number, user_email: 'camille@exemple.fr', total: 60.17, reason: 'Geste commercial' });
    expect(first.number).toMatch(new RegExp(`^AV-${YEAR}-\\d{6}$`));
    expect(first.items[0].description).toBe(`Remboursement partiel de la facture ${invoice.number}`);

    const more = await api.post(url, { amount: 60.19, reason: 'Solde' }, { token });
    expect(more.status).toBe(400);
    expect(more.body.errors.amount).toMatch(/reste à rembourser \(60,18/);

    const rest = await api.post(url, { reason: 'Solde' }, { token });
    expect(rest.status).toBe(200);
    expect(rest.body.status).toBe('refunded');
    expect(rest.body.credit_note.total).toBe(60.18);
    expect(Number(rest.body.credit_note.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);

    const notes = await api.get('/billing_credit_notes', { token, query: { invoice_id: invoice._id } });
    expect(notes.body.data.map((n: any) => n.total).reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(invoice.total, 10);
    expect((await api.post(url, { amount: 1, reason: 'x' }, { token })).status).toBe(409);
  });

  it('cancels an issued, unpaid invoice by a credit note of its whole amount', async () => {
    const invoice = await newInvoice({ items: [item(0.1), item(0.2)] });
    const noReason = await api.post(`/billing_invoices/${invoice._id}/cancel`, {}, { token });
    expect(noReason.status).toBe(400);
    const canceled = await api.post(`/billing_invoices/${invoice._id}/cancel`, { reason: 'Commande annulée' }, { token });
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    expect(canceled.body.credit_note).toMatchObject({ invoice_number: invoice.number, total: 0.36, reason: 'Commande annulée' });
    expect(canceled.body.credit_note.items[0].description).toBe(`Annulation de la facture ${invoice.number}`);
    const again = await api.post(`/billing_invoices/${invoice._id}/cancel`, { reason: 'x' }, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('« Annuler la facture » est impossible : l’état est « Annulée »');
  });

  it('cancels or pays an invoice once when asked six times at once: one credit note, one payment', async () => {
    const invoice = await newInvoice();
    const cancels = await Promise.all(Array.from({ length: 6 }, () => api.post(`/billing_invoices/${invoice._id}/cancel`, { reason: 'Doublon' }, { token })));
    expect(cancels.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const notes = await api.get('/billing_credit_notes', { token, query: { invoice_id: invoice._id } });
    expect(notes.body.data).toHaveLength(1);

    const unpaid = await newInvoice();
    const payments = await Promise.all(Array.from({ length: 6 }, () => api.put(`/billing_invoices/${unpaid._id}/pay`, { payment_method: 'card', payment_date: today() }, { token })));
    expect(payments.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('refunds the whole total in one credit note that mirrors its amount exactly', async () => {
    const invoice = await newInvoice({ items: [item(33.33, 3), item(10, 1, 5.5)] });
    await api.put(`/billing_invoices/${invoice._id}/pay`, { payment_method: 'check', payment_date: today() }, { token });
    const refunded = await api.post(`/billing_invoices/${invoice._id}/refund`, { reason: 'Résiliation' }, { token });
    expect(refunded.body.status).toBe('refunded');
    expect(refunded.body.credit_note).toMatchObject({ total: invoice.total, subtotal: invoice.subtotal, tax_amount: invoice.tax_amount });
    expect(refunded.body.credit_note.items[0].description).toBe(`Remboursement total de la facture ${invoice.number}`);
  });

  it("lets 'billing.view' read and only 'billing.manage' act", async () => {
    // A team member granted billing.view alone (the support role opens the support screens only).
    await createRecord(api, token, 'users', { name: 'Sam Compta', email: 'sam@exemple.fr', role: 'editor', permissions: ['billing.view'], password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const support = await login(api, 'sam@exemple.fr', 'Motdepasse-1');
    const invoice = await newInvoice();
    expect((await api.get('/billing_invoices', { token: support })).status).toBe(200);
    expect((await api.get('/billing_credit_notes', { token: support })).status).toBe(200);
    const pay = await api.put(`/billing_invoices/${invoice._id}/pay`, { payment_method: 'card', payment_date: today() }, { token: support });
    expect(pay.status).toBe(403);
    expect((await readRecord(api, token, 'billing_invoices', invoice._id)).status).toBe('pending');
    expect((await api.post('/billing_plans', { name: 'X', description: 'x', price_monthly: 1, price_yearly: 1, features: [{ name: 'x' }] }, { token: support })).status).toBe(403);
  });

  it('lets no request write a credit note', async () => {
    const [note] = (await api.get('/billing_credit_notes', { token })).body.data;
    expect(note).toBeTruthy();
    expect((await api.post('/billing_credit_notes', { reason: 'x' }, { token })).status).toBe(405);
    expect((await api.put(`/billing_credit_notes/${note._id}`, { reason: 'y' }, { token })).status).toBe(405);
    expect((await api.del(`/billing_credit_notes/${note._id}`, { token })).status).toBe(405);
  });
});
