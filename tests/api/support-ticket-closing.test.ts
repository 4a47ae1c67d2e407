/**
 * Closing a ticket and what comes after (issue 36): the bulk close says how many it closed; a
 * customer's reply to a resolved ticket reopens it; a closed ticket comes back only through
 * « Rouvrir », by the team, with a reason kept on the ticket and as an internal note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { createRecord, listRecords, readRecord } from '../support/records';
import type { TestServer } from '../support/server';

const PASSWORD = 'Motdepasse-solide-1';

let server: TestServer;
let api: ApiClient;
let admin: string;
let customer = '';

beforeAll(async () => {
  ({ server, api, token: admin } = await startServerAsAdmin());
  await createRecord(api, admin, 'users', { name: 'Anne Cliente', email: 'anne@exemple.fr', role: 'user', password: PASSWORD, confirmPassword: PASSWORD });
  customer = await login(api, 'anne@exemple.fr', PASSWORD);
}, 120_000);
afterAll(() => server?.stop());

const ticket = () => createRecord(api, customer, 'support_tickets', { subject: 'Sauvegarde', category: 'technical', description: 'La sauvegarde de cette nuit a échoué.' });
const close = (ids: string[]) => api.post('/support_tickets/actions/close', { ids }, { token: admin });

describe('closing', () => {
  it('closes several tickets or one, saying how many', async () => {
    const [a, b] = [await ticket(), await ticket()];
    const both = await close([a._id, b._id]);
    expect(both.status).toBe(200);
    expect(both.body.data).toHaveLength(2);
    expect((await readRecord(api, admin, 'support_tickets', a._id)).status).toBe('closed');
  });
});

describe('a resolved ticket', () => {
  it('comes back open when its customer writes', async () => {
    const resolved = await ticket();
    expect((await api.post(`/support_tickets/${resolved._id}/resolve`, {}, { token: admin })).status).toBe(200);
    await createRecord(api, customer, 'support_ticket_messages', { ticket_id: resolved._id, content: 'Le problème est revenu ce matin.' });
    await expect.poll(async () => (await readRecord(api, admin, 'support_tickets', resolved._id)).status).toBe('open');
  });
});

describe('reopening a closed ticket', () => {
  it('needs the team’s « Rouvrir » with a reason, kept on the ticket and as an internal note', async () => {
    const closed = await ticket();
    await close([closed._id]);
    const reopen = (body: Record<string, unknown>, token = admin) => api.post(`/support_tickets/${closed._id}/reopen`, body, { token });

    const plain = await api.put(`/support_tickets/${closed._id}`, { status: 'open' }, { token: admin });
    expect(plain.status).toBe(409);
    expect(plain.body.message).toBe('Un ticket fermé se rouvre avec un motif : utilisez « Rouvrir »');
    const byHand = await api.put(`/support_tickets/${closed._id}`, { status: 'open', reopen_reason: 'Par la bande' }, { token: admin });
    expect(byHand.status).toBe(409);
    expect((await reopen({})).status).toBe(400);
    expect((await reopen({ reason: 'Je veux la rouvrir' }, customer)).status).toBe(403);
    expect((await readRecord(api, admin, 'support_tickets', closed._id)).status).toBe('closed');

    const done = await reopen({ reason: 'Le client a rappelé : la sauvegarde échoue encore' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await readRecord(api, admin, 'support_tickets', closed._id)).toMatchObject({ status: 'open', reopen_reason: 'Le client a rappelé : la sauvegarde échoue encore' });
    const notes = await listRecords(api, admin, 'support_ticket_notes', { ticket_id: closed._id });
    expect(notes.map((note) => note.content)).toEqual(['Ticket rouvert : Le client a rappelé : la sauvegarde échoue encore']);
    const again = await reopen({ reason: 'Encore' });
    expect(again.status).toBe(409);
  });
});

describe('a visitor’s closed ticket', () => {
  it('offers a new ticket following it, by the same follow link, acknowledged with its own link', async () => {
    const sent = await api.post('/support/tickets', {
      visitor_name: 'Victor Visiteur',
      visitor_email: 'victor@exemple.fr',
      subject: 'Migration',
      category: 'technical',
      description: 'Pouvez-vous migrer mon site ?',
    });
    expect(sent.status).toBe(201);
    const [receipt] = await listRecords(api, admin, 'mail_outbox', { q: 'victor@exemple.fr' });
    const link = new URL(/https?:\/\/\S+\/support\/ticket\?\S+/.exec(String(receipt.text))![0]);
    const [id, token] = [link.searchParams.get('id')!, link.searchParams.get('token')!];
    const followUp = (body: Record<string, unknown>) => api.post(`/support/follow/${id}/follow-up`, body);

    const early = await followUp({ token, description: 'Encore une question' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Ce ticket est encore ouvert : répondez-y directement');
    await close([id]);
    expect((await followUp({ token: 'faux', description: 'Encore une question' })).status).toBe(404);

    const created = await followUp({ token, description: 'La migration a laissé des liens cassés.' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const next = await readRecord(api, admin, 'support_tickets', created.body.id);
    expect(next).toMatchObject({
      number: created.body.number,
      subject: `Suite de ${sent.body.number} : Migration`,
      visitor_email: 'victor@exemple.fr',
      category: 'technical',
      status: 'open',
      follows_up: id,
    });
    const view = await api.get(`/support/follow/${created.body.id}`, { query: { token: created.body.token } });
    expect(view.body.ticket).toMatchObject({ description: 'La migration a laissé des liens cassés.', follows_up: id });
    const mails = await listRecords(api, admin, 'mail_outbox', { q: 'victor@exemple.fr' });
    expect(mails.some((mail) => String(mail.subject).startsWith(`[${created.body.number}]`))).toBe(true);
  });
});
