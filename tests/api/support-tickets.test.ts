/**
 * Support tickets on a real server (issue 20): gapless numbers, the state machine, the team's
 * actions and their refusals, the thread (first response, reply count, the customer's e-mail,
 * internal notes no customer reaches), the SLA clock's pauses and a breach stamped once and
 * published, and the support role's way into the back-office's support screens only.
 */
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { createRecord, listRecords, readRecord } from '../support/records';
import type { TestServer } from '../support/server';

const PASSWORD = 'Motdepasse-solide-1';
const NOT_STAFF = 'Choisissez un agent du support (un membre qui gère le support)';
const ALREADY_ASSIGNED = 'Ce ticket est déjà assigné';
const CLOSED = 'Ce ticket est fermé : il ne reçoit plus de réponse';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let admin: string;
const people = { anne: { id: '', token: '' }, bruno: { id: '', token: '' }, sophie: { id: '', token: '' }, edith: { id: '', token: '' } };

async function account(name: string, email: string, role: string, permissions: string[] = []) {
  const user = await createRecord(api, admin, 'users', { name, email, role, permissions, password: PASSWORD, confirmPassword: PASSWORD });
  return { id: String(user._id), token: await login(api, email, PASSWORD) };
}

const ticket = (token: string, extra: Record<string, unknown> = {}) =>
  createRecord(api, token, 'support_tickets', { subject: 'Site inaccessible', category: 'technical', description: 'Erreur 502 depuis ce matin', ...extra });

const act = (id: string, action: string, body: Record<string, unknown> = {}, token = people.sophie.token) =>
  api.post(`/support_tickets/${id}/${action}`, body, { token });
const bulk = (action: string, body: Record<string, unknown>, token = people.sophie.token) => api.post(`/support_tickets/actions/${action}`, body, { token });
const outboxTo = async (email: string) => (await listRecords(api, admin, 'mail_outbox', { q: email })).filter((mail) => mail.to === email);

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token: admin } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));
  people.anne = await account('Anne Cliente', 'anne@exemple.fr', 'user');
  people.bruno = await account('Bruno Client', 'bruno@exemple.fr', 'user');
  people.sophie = await account('Sophie Support', 'sophie@exemple.fr', 'support');
  people.edith = await account('Édith Éditrice', 'edith@exemple.fr', 'editor');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

describe('support staff and the accounts', () => {
  it('reads the accounts (a ticket’s customer, the assignee picker) but changes none and has no Users screen', async () => {
    const staff = await listRecords(api, people.sophie.token, 'users', { role: 'support' });
    expect(staff.map((user: { email: string }) => user.email)).toContain('sophie@exemple.fr');
    expect((await api.get(`/users/${people.anne.id}`, { token: people.sophie.token })).body.email).toBe('anne@exemple.fr');
    expect((await api.put(`/users/${people.anne.id}`, { name: 'Anne Changée' }, { token: people.sophie.token })).status).toBe(403);
    expect((await api.get('/users', { token: people.edith.token })).status).toBe(403);
  });
});

describe('numbers and states', () => {
  it('numbers tickets from a gapless yearly series T-YYYY-NNNNN', async () => {
    const first = await ticket(people.anne.token);
    const second = await ticket(people.bruno.token);
    const year = new Date().getFullYear();
    expect(first.number).toMatch(new RegExp(`^T-${year}-\\d{5}$`));
    expect(Number(second.number.slice(-5))).toBe(Number(first.number.slice(-5)) + 1);
  });

  it('opens a customer ticket as open, unassigned, medium, whatever the body says', async () => {
    const created = await ticket(people.anne.token, { status: 'closed', priority: 'urgent', assigned_to: people.sophie.id, reply_count: 9 });
    expect(created).toMatchObject({ status: 'open', priority: 'medium', reply_count: 0, user_id: people.anne.id });
    expect(created.assigned_to ?? null).toBeNull();
  });

  it('refuses a transition the state machine does not declare', async () => {
    const created = await ticket(people.anne.token);
    expect((await bulk('close', { ids: [created._id] })).status).toBe(200);
    const pending = await bulk('bulk-status', { ids: [created._id], status: 'pending' });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('Impossible de passer de l’état « Fermé » à l’état « En attente »');
    // Back open only through « Rouvrir » and its reason (support-ticket-closing.test.ts).
    const reopen = await bulk('bulk-status', { ids: [created._id], status: 'open' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe('Un ticket fermé se rouvre avec un motif : utilisez « Rouvrir »');
    expect((await act(created._id, 'resolve')).body.message).toBe('« Marquer comme résolu » est impossible : l’état est « Fermé »');
  });
});

describe('row and bulk actions', () => {
  it('assigns only an unassigned ticket, and only to support staff', async () => {
    const created = await ticket(people.anne.token);
    const toCustomer = await act(created._id, 'assign', { assigned_to: people.bruno.id });
    expect(toCustomer.status).toBe(400);
    expect(toCustomer.body.errors).toEqual({ assigned_to: NOT_STAFF });
    expect((await act(created._id, 'assign', { assigned_to: people.sophie.id })).body.assigned_to).toBe(people.sophie.id);
    const again = await act(created._id, 'assign', { assigned_to: people.sophie.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_ASSIGNED);
    // A plain edit cannot hand it to a customer either.
    const edited = await api.put(`/support_tickets/${created._id}`, { assigned_to: people.anne.id }, { token: people.sophie.token });
    expect(edited.body.errors).toEqual({ assigned_to: NOT_STAFF });
  });

  it('changes the priority, resolves once, and bulk assigns and closes', async () => {
    const one = await ticket(people.anne.token);
    const two = await ticket(people.bruno.token);
    expect((await act(one._id, 'priority', { priority: 'urgent' })).body.priority).toBe('urgent');
    const resolved = await act(one._id, 'resolve');
    expect(resolved.body.status).toBe('resolved');
    expect(resolved.body.resolved_at).toBeTruthy();
    expect((await act(one._id, 'resolve')).status).toBe(409);
    const assigned = await bulk('bulk-assign', { ids: [one._id, two._id], assigned_to: people.sophie.id });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await readRecord(api, admin, 'support_tickets', two._id)).assigned_to).toBe(people.sophie.id);
    expect((await bulk('bulk-assign', { ids: [one._id], assigned_to: people.anne.id })).status).toBe(400);
    expect((await bulk('close', { ids: [one._id, two._id] })).status).toBe(200);
    expect((await readRecord(api, admin, 'support_tickets', two._id)).status).toBe('closed');
  });

  it('lets customers run none of the team’s actions', async () => {
    const own = await ticket(people.anne.token);
    for (const action of ['reply', 'assign', 'priority', 'resolve']) {
      expect((await act(own._id, action, { content: 'x', assigned_to: people.sophie.id, priority: 'low' }, people.anne.token)).status, action).toBe(403);
    }
  });
});

describe('the thread', () => {
  it('sets the first response once, counts the replies, waits for the customer and e-mails them', async () => {
    const created = await ticket(people.anne.token, { subject: 'Facture en double' });
    const first = await act(created._id, 'reply', { content: 'Nous regardons votre facture.' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    let now = await readRecord(api, admin, 'support_tickets', created._id);
    expect(now).toMatchObject({ reply_count: 1, status: 'pending' });
    const firstResponse = now.first_response_at;
    expect(firstResponse).toBeTruthy();
    expect(now.sla_paused_since).toBeTruthy();

    await act(created._id, 'reply', { content: 'Un avoir est en cours.' });
    now = await readRecord(api, admin, 'support_tickets', created._id);
    expect(now).toMatchObject({ reply_count: 2, first_response_at: firstResponse });

    const mails = await outboxTo('anne@exemple.fr');
    expect(mails.map((mail) => mail.subject)).toContain(`[${created.number}] Réponse à votre demande : Facture en double`);
    expect(mails.filter((mail) => mail.subject.startsWith(`[${created.number}]`))).toHaveLength(2);
  });

  it('keeps internal notes to the team: never counted, listed, streamed to or mailed to the customer', async () => {
    const created = await ticket(people.anne.token, { subject: 'Note interne' });
    const note = await act(created._id, 'reply', { content: 'Client déjà remboursé en mars', internal: true });
    expect(note.body).toMatchObject({ internal: true, content: 'Client déjà remboursé en mars', author_name: 'Sophie Support' });
    const now = await readRecord(api, admin, 'support_tickets', created._id);
    expect(now).toMatchObject({ reply_count: 0, status: 'open' });
    expect(now.first_response_at ?? null).toBeNull();
    expect(await listRecords(api, admin, 'support_ticket_notes', { ticket_id: created._id })).toHaveLength(1);
    expect((await api.get('/support_ticket_notes', { token: people.anne.token })).status).toBe(403);
    expect((await api.get(`/support_ticket_notes/${note.body._id}`, { token: people.anne.token })).status).toBe(403);
    expect(await listRecords(api, people.anne.token, 'support_ticket_messages', { ticket_id: created._id })).toEqual([]);
    expect((await outboxTo('anne@exemple.fr')).some((mail) => mail.subject.startsWith(`[${created.number}]`))).toBe(false);
  });

  it('lets the customer answer their own ticket only, signed by the server, reopens it and tells its assignee', async () => {
    const created = await ticket(people.anne.token);
    await act(created._id, 'reply', { content: 'Pouvez-vous nous envoyer une capture ?' });
    const answer = await createRecord(api, people.anne.token, 'support_ticket_messages', {
      ticket_id: created._id,
      content: 'La voici.',
      author_kind: 'staff',
      customer_id: people.bruno.id,
    });
    expect(answer).toMatchObject({ author_kind: 'customer', author_name: 'Anne Cliente', customer_id: people.anne.id });
    const now = await readRecord(api, admin, 'support_tickets', created._id);
    expect(now).toMatchObject({ status: 'open', reply_count: 2 });
    expect(now.sla_paused_since ?? null).toBeNull();
    expect(now.sla_pauses).toHaveLength(1);
    expect(new Date(now.sla_pauses[0].to).getTime()).toBeGreaterThanOrEqual(new Date(now.sla_pauses[0].from).getTime());

    // Unassigned, nobody was told; assigned, the team member is.
    const toSophie = async () => (await outboxTo('sophie@exemple.fr')).filter((mail) => mail.subject.startsWith(`[${created.number}] Nouvelle réponse du client`));
    expect(await toSophie()).toEqual([]);
    expect((await act(created._id, 'assign', { assigned_to: people.sophie.id })).status).toBe(200);
    await createRecord(api, people.anne.token, 'support_ticket_messages', { ticket_id: created._id, content: 'Et voici la seconde.' });
    const [told] = await toSophie();
    expect(told.text).toContain('Anne Cliente a répondu sur le ticket');
    expect(told.text).toContain('Et voici la seconde.');
    expect(told.text).toContain(`/webmaster/support/tickets/${created._id}/show`);

    const intruder = await api.post('/support_ticket_messages', { ticket_id: created._id, content: 'Je lis tout' }, { token: people.bruno.token });
    expect(intruder.status).toBe(400);
    expect(intruder.body.errors).toEqual({ ticket_id: 'Ticket introuvable' });
    expect(await listRecords(api, people.bruno.token, 'support_ticket_messages', { ticket_id: created._id })).toEqual([]);
    expect((await listRecords(api, people.anne.token, 'support_ticket_messages', { ticket_id: created._id })).map((m) => m.author_kind)).toEqual([
      'staff',
      'customer',
      'customer',
    ]);
  });

  it('refuses any message on a closed ticket', async () => {
    const created = await ticket(people.anne.token);
    await bulk('close', { ids: [created._id] });
    const reply = await act(created._id, 'reply', { content: 'Trop tard' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(CLOSED);
    const customer = await api.post('/support_ticket_messages', { ticket_id: created._id, content: 'Et maintenant ?' }, { token: people.anne.token });
    expect(customer.status).toBe(409);
    expect(customer.body.message).toBe(CLOSED);
  });
});

describe('service levels', () => {
  it('stamps a missed target once and publishes it on the event log', async () => {
    const created = await ticket(people.anne.token, { subject: 'Panne totale' });
    await act(created._id, 'priority', { priority: 'urgent' });
    const tickets = database.db.collection('support_tickets');
    // Opened three hours ago: an urgent ticket's first response was due within the hour, around the clock.
    await tickets.updateOne({ _id: new ObjectId(created._id) }, { $set: { created_at: new Date(Date.now() - 3 * 3_600_000) } });
    await act(created._id, 'priority', { priority: 'high' });
    await act(created._id, 'priority', { priority: 'urgent' });
    const stamped = await readRecord(api, admin, 'support_tickets', created._id);
    expect(stamped.sla_first_response_breached_at).toBeTruthy();
    expect(stamped.sla_resolution_breached_at ?? null).toBeNull();
    await act(created._id, 'priority', { priority: 'low' });
    await act(created._id, 'priority', { priority: 'urgent' });
    expect((await readRecord(api, admin, 'support_tickets', created._id)).sla_first_response_breached_at).toBe(stamped.sla_first_response_breached_at);
    const events = await database.db.collection('platform_events').find({ name: 'support.sla_breached' }).toArray();
    const mine = events.map((event) => JSON.parse(String(event.data))).filter((payload) => payload.ticket_id === created._id);
    expect(mine).toEqual([expect.objectContaining({ number: created.number, target: 'firstResponse', priority: 'urgent' })]);
  });
});

describe('the support role', () => {
  it('reads and acts on the support screens, and nothing else', async () => {
    const created = await ticket(people.anne.token);
    expect((await api.get('/support_tickets', { token: people.sophie.token })).status).toBe(200);
    expect((await act(created._id, 'priority', { priority: 'high' })).status).toBe(200);
    // The accounts are read (customers of tickets, staff pickers), never changed; the rest is closed.
    for (const path of ['/billing_invoices', '/services', '/contact_messages', '/roles']) {
      expect((await api.get(path, { token: people.sophie.token })).status, path).toBe(403);
    }
  });

  it('needs support.manage to act, and a team member without it reads nothing', async () => {
    const created = await ticket(people.anne.token);
    expect((await api.get('/support_tickets', { token: people.edith.token })).status).toBe(403);
    expect((await act(created._id, 'priority', { priority: 'high' }, people.edith.token)).status).toBe(403);
    const manager = await account('Marc Manager', 'marc@exemple.fr', 'editor', ['support.manage']);
    expect((await act(created._id, 'priority', { priority: 'low' }, manager.token)).status).toBe(200);
  });
});
