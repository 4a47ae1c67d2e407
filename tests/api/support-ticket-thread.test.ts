/**
 * A ticket's thread as the team works it (issue 36): a message is never deleted nor edited by
 * the staff, only hidden with its trace (who, when, why, and the audit entry), and a hidden
 * message leaves the visitor's follow link; an internal note takes attachments like a reply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { addressesIn, postFrom } from '../support/public-forms';
import { createRecord, listRecords, readRecord } from '../support/records';
import type { TestServer } from '../support/server';

const PASSWORD = 'Motdepasse-solide-1';
const KEPT = 'Un message du fil ne se supprime pas : masquez-le, la trace en reste au journal';

let server: TestServer;
let api: ApiClient;
let admin: string;
let customer = { id: '', token: '' };
let agent = { id: '', token: '' };
const newAddress = addressesIn('203.0.113');

async function account(name: string, email: string, role: string) {
  const user = await createRecord(api, admin, 'users', { name, email, role, password: PASSWORD, confirmPassword: PASSWORD });
  return { id: String(user._id), token: await login(api, email, PASSWORD) };
}

beforeAll(async () => {
  ({ server, api, token: admin } = await startServerAsAdmin({ env: { TRUST_PROXY: 'loopback' } }));
  customer = await account('Claire Cliente', 'claire@exemple.fr', 'user');
  agent = await account('Sam Support', 'sam@exemple.fr', 'support');
}, 120_000);
afterAll(() => server?.stop());

async function customerMessage(content: string) {
  const ticket = await createRecord(api, customer.token, 'support_tickets', { subject: 'Facture en double', category: 'billing', description: 'Deux prélèvements ce mois-ci.' });
  const message = await createRecord(api, customer.token, 'support_ticket_messages', { ticket_id: ticket._id, content });
  return { ticket, message };
}

describe('the staff and a customer’s message', () => {
  it('refuses to delete it, for an agent and for an administrator, with a French 409', async () => {
    const { message } = await customerMessage('Voici mon relevé bancaire.');
    for (const token of [agent.token, admin]) {
      const refused = await api.del(`/support_ticket_messages/${message._id}`, { token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(KEPT);
    }
    expect((await readRecord(api, admin, 'support_ticket_messages', message._id)).content).toBe('Voici mon relevé bancaire.');
  });

  it('refuses the team’s own answer’s deletion too: it was e-mailed', async () => {
    const { ticket } = await customerMessage('Une question.');
    const answer = await createRecord(api, agent.token, 'support_ticket_messages', { ticket_id: ticket._id, content: 'Voici la réponse.' });
    expect((await api.del(`/support_ticket_messages/${answer._id}`, { token: agent.token })).status).toBe(409);
  });

  it('refuses to edit it', async () => {
    const { message } = await customerMessage('Texte d’origine.');
    const refused = await api.put(`/support_ticket_messages/${message._id}`, { content: 'Texte changé' }, { token: admin });
    expect(refused.status).toBe(405);
    expect((await readRecord(api, admin, 'support_ticket_messages', message._id)).content).toBe('Texte d’origine.');
  });
});

describe('hiding a message', () => {
  it('asks a reason, keeps the message with who hid it, when and why, and audits it', async () => {
    const { message } = await customerMessage('Mon mot de passe est Soleil-2026.');
    const hide = (body: Record<string, unknown>, token = agent.token) => api.post(`/support_ticket_messages/${message._id}/hide`, body, { token });
    const missing = await hide({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.hidden_reason).toBeTruthy();
    expect((await hide({ hidden_reason: 'Mot de passe en clair' }, customer.token)).status).toBe(403);

    const hidden = await hide({ hidden_reason: 'Mot de passe en clair' });
    expect(hidden.status).toBe(200);
    const stored = await readRecord(api, admin, 'support_ticket_messages', message._id);
    expect(stored).toMatchObject({ content: 'Mon mot de passe est Soleil-2026.', hidden_by: agent.id, hidden_by_name: 'Sam Support', hidden_reason: 'Mot de passe en clair' });
    expect(Date.parse(stored.hidden_at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await hide({ hidden_reason: 'Encore' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ce message est déjà masqué');

    const audit = await listRecords(api, admin, 'settings_logs', { resource_id: String(message._id) });
    const entry = audit.find((e: { user?: string; resource_id?: string }) => String(e.user) === agent.id && String(e.resource_id) === String(message._id));
    expect(entry).toMatchObject({ resource_type: 'support_ticket_messages' });

    // The customer sees no one's name nor reason on their own message.
    const own = await readRecord(api, customer.token, 'support_ticket_messages', message._id);
    expect(own.hidden_reason).toBeUndefined();
    expect(own.hidden_by_name).toBeUndefined();
  });

  it('takes a hidden message out of the visitor’s follow link', async () => {
    const sent = await postFrom(
      server,
      '/api/support/tickets',
      { visitor_name: 'Victor Visiteur', visitor_email: 'victor@exemple.fr', subject: 'Accès SSH', category: 'technical', description: 'Je ne peux plus me connecter.' },
      newAddress(),
    );
    expect(sent.status).toBe(201);
    const [receipt] = (await listRecords(api, admin, 'mail_outbox', { q: 'victor@exemple.fr' })).filter((mail) => String(mail.subject).startsWith(`[${sent.body.number}]`));
    const link = new URL(/https?:\/\/\S+\/support\/ticket\?\S+/.exec(String(receipt.text))![0]);
    const [id, token] = [link.searchParams.get('id')!, link.searchParams.get('token')!];
    const wrong = await createRecord(api, agent.token, 'support_ticket_messages', { ticket_id: id, content: 'Réponse destinée à un autre client.' });
    await createRecord(api, agent.token, 'support_ticket_messages', { ticket_id: id, content: 'Votre accès est rétabli.' });
    expect((await api.post(`/support_ticket_messages/${wrong._id}/hide`, { hidden_reason: 'Envoyé au mauvais client' }, { token: agent.token })).status).toBe(200);

    const view = await api.get(`/support/follow/${id}`, { query: { token } });
    expect(view.body.messages.map((m: { content: string }) => m.content)).toEqual(['Votre accès est rétabli.']);
  });
});

describe('an internal note', () => {
  it('takes attachments, uploaded for the notes', async () => {
    const { ticket } = await customerMessage('Toujours en double.');
    const form = new FormData();
    form.append('file', new Blob(['journal de facturation\n'], { type: 'text/plain' }), 'journal.txt');
    const query = new URLSearchParams({ collection: 'support_ticket_notes', field: 'attachments' });
    const uploaded = await fetch(server.url(`/api/files?${query}`), { method: 'POST', body: form, headers: { authorization: `Bearer ${agent.token}` } });
    expect(uploaded.status).toBe(201);
    const file = await uploaded.json();
    const note = await createRecord(api, agent.token, 'support_ticket_notes', { ticket_id: ticket._id, content: 'Voir le journal joint.', attachments: [file] });
    expect(note.attachments).toEqual([expect.objectContaining({ id: file.id, name: 'journal.txt' })]);
    expect(note.author_name).toBe('Sam Support');
    expect((await api.get('/support_ticket_notes', { token: customer.token })).status).toBe(403);
  });
});
