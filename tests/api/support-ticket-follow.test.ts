/**
 * A visitor's ticket by its follow link (issue 20): the link e-mailed on receipt and with every
 * answer opens the ticket's thread (never an internal note), takes the visitor's answer with
 * attachments, and reaches no other ticket; a forged link answers the same French 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { addressesIn, postFrom } from '../support/public-forms';
import { listRecords, readRecord } from '../support/records';
import type { TestServer } from '../support/server';

const INVALID = 'Lien de suivi invalide : utilisez le lien reçu par e-mail';
const NOTE = 'Client pressé, vérifier son contrat avant de répondre';

let server: TestServer;
let api: ApiClient;
let admin: string;
const newAddress = addressesIn('203.0.113');

beforeAll(async () => {
  ({ server, api, token: admin } = await startServerAsAdmin({ env: { TRUST_PROXY: 'loopback' } }));
});
afterAll(() => server?.stop());

/** A visitor's ticket and the follow link of its receipt mail. */
async function openTicket(email: string, subject: string) {
  const sent = await postFrom(
    server,
    '/api/support/tickets',
    { visitor_name: 'Valérie Visiteuse', visitor_email: email, subject, category: 'general', description: 'Bonjour, une question.' },
    newAddress(),
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const [receipt] = (await listRecords(api, admin, 'mail_outbox', { q: email })).filter((mail) => mail.subject.startsWith(`[${sent.body.number}] Demande reçue`));
  const link = new URL(/https?:\/\/\S+\/support\/ticket\?\S+/.exec(String(receipt.text))![0]);
  return { number: sent.body.number as string, id: link.searchParams.get('id')!, token: link.searchParams.get('token')! };
}

const follow = (id: string, token: string) => api.get(`/support/follow/${id}`, { query: { token } });

describe('the follow link of a visitor’s ticket', () => {
  it('is e-mailed on receipt and opens the ticket with its thread, never an internal note', async () => {
    const ticket = await openTicket('suivi@exemple.fr', 'Hébergement HDS');
    expect(ticket.token.length).toBeGreaterThanOrEqual(40);
    const first = await follow(ticket.id, ticket.token);
    expect(first.status).toBe(200);
    expect(first.body.ticket).toMatchObject({ id: ticket.id, number: ticket.number, subject: 'Hébergement HDS', status: 'open' });
    expect(first.body.messages).toEqual([]);

    expect((await api.post(`/support_tickets/${ticket.id}/reply`, { content: 'Oui, nous sommes certifiés HDS.' }, { token: admin })).status).toBe(200);
    expect((await api.post(`/support_tickets/${ticket.id}/reply`, { content: NOTE, internal: true }, { token: admin })).status).toBe(200);
    const answered = await follow(ticket.id, ticket.token);
    expect(answered.body.messages).toEqual([expect.objectContaining({ author_kind: 'staff', content: 'Oui, nous sommes certifiés HDS.' })]);
    expect(JSON.stringify(answered.body)).not.toContain(NOTE);
    expect(answered.body.ticket.status).toBe('pending');

    // The team's answer, e-mailed, carries the same link.
    const [reply] = (await listRecords(api, admin, 'mail_outbox', { q: 'suivi@exemple.fr' })).filter((mail) => mail.subject.includes('Réponse à votre demande'));
    expect(reply.text).toContain(`/support/ticket?id=${ticket.id}&token=${ticket.token}`);
    expect(reply.text).not.toContain(NOTE);
  });

  it('takes the visitor’s answer under their name, which brings the ticket back open', async () => {
    const ticket = await openTicket('reponse@exemple.fr', 'Sauvegardes');
    await api.post(`/support_tickets/${ticket.id}/reply`, { content: 'Quelle offre avez-vous ?' }, { token: admin });
    const answer = await api.post(`/support/follow/${ticket.id}/messages`, { token: ticket.token, content: 'L’offre Professionnelle.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ author_kind: 'customer', author_name: 'Valérie Visiteuse', content: 'L’offre Professionnelle.' });
    expect((await readRecord(api, admin, 'support_tickets', ticket.id)).status).toBe('open');
    const empty = await api.post(`/support/follow/${ticket.id}/messages`, { token: ticket.token, content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.content).toBeTruthy();
  });

  it('reaches no other ticket, and a forged link answers a French 404', async () => {
    const mine = await openTicket('mien@exemple.fr', 'Mon ticket');
    const other = await openTicket('autre@exemple.fr', 'Le ticket d’un autre');
    for (const [id, token] of [
      [other.id, mine.token],
      [mine.id, 'A'.repeat(43)],
      [mine.id, ''],
      ['pas-un-id', mine.token],
    ]) {
      const read = await follow(id, token);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe(INVALID);
    }
    const written = await api.post(`/support/follow/${other.id}/messages`, { token: mine.token, content: 'Je me fais passer pour un autre' });
    expect(written.status).toBe(404);
    expect(written.body.message).toBe(INVALID);
    expect((await readRecord(api, admin, 'support_tickets', other.id)).reply_count).toBe(0);
  });

  it('takes the visitor’s attachments, downloadable by the link only', async () => {
    const ticket = await openTicket('fichier@exemple.fr', 'Capture d’écran');
    const other = await openTicket('fichier2@exemple.fr', 'Autre');
    const upload = async (id: string, token: string) => {
      const form = new FormData();
      form.append('file', new Blob(['Journal : erreur 502 à 10 h 12'], { type: 'text/plain' }), 'journal.txt');
      const query = new URLSearchParams({ token, collection: 'support_ticket_messages', field: 'attachments' });
      const response = await fetch(server.url(`/api/support/follow/${id}/files?${query}`), { method: 'POST', body: form });
      return { status: response.status, body: await response.json() };
    };
    expect((await upload(ticket.id, other.token)).status).toBe(404);
    const file = await upload(ticket.id, ticket.token);
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    // Another visitor cannot put this upload in their own answer.
    const stolen = await api.post(`/support/follow/${other.id}/messages`, { token: other.token, content: 'Le fichier', attachments: [file.body] });
    expect(stolen.status).toBe(400);
    const answer = await api.post(`/support/follow/${ticket.id}/messages`, { token: ticket.token, content: 'Voici le journal', attachments: [file.body] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.attachments).toEqual([expect.objectContaining({ id: file.body.id, name: 'journal.txt' })]);

    const download = (id: string, token: string) => fetch(server.url(`/api/support/follow/${id}/files/${file.body.id}?token=${encodeURIComponent(token)}`));
    const mine = await download(ticket.id, ticket.token);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toBe('Journal : erreur 502 à 10 h 12');
    expect((await download(other.id, other.token)).status).toBe(404);
    // The team reads it from the back-office, as any attachment.
    expect((await fetch(server.url(`/api/files/${file.body.id}`), { headers: { authorization: `Bearer ${admin}` } })).status).toBe(200);
  });
});
