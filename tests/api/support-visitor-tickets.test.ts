/**
 * The public support form of a visitor without an account (issue 20): a ticket with their name
 * and e-mail, acknowledged by e-mail with its number, answered by e-mail, refused per field in
 * French, capped per address like the contact form; no request may forge a visitor elsewhere.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_WINDOW_MS } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { openSignedLink } from '../support/downloads';
import { addressesIn, postFrom } from '../support/public-forms';
import { listRecords, readRecord } from '../support/records';
import { roomInWindow } from '../support/rate-window';
import type { TestServer } from '../support/server';

const LIMIT = 2;
const FLOOD = 'Trop de demandes envoyées depuis votre connexion, veuillez réessayer dans quelques minutes.';

let server: TestServer;
let api: ApiClient;
let admin: string;

beforeAll(async () => {
  ({ server, api, token: admin } = await startServerAsAdmin({ env: { CONTACT_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'loopback' } }));
});
afterAll(() => server?.stop());

const newAddress = addressesIn('198.51.100');
const form = (overrides: Record<string, unknown> = {}) => ({
  visitor_name: 'Valérie Visiteuse',
  visitor_email: 'valerie@exemple.fr',
  subject: 'Question avant achat',
  category: 'general',
  description: 'Proposez-vous un hébergement HDS ?',
  ...overrides,
});
const outboxTo = async (email: string) => (await listRecords(api, admin, 'mail_outbox', { q: email })).filter((mail) => mail.to === email);

describe('POST /api/support/tickets', () => {
  it('opens an open, numbered ticket for the visitor and e-mails them its number', async () => {
    const sent = await postFrom(
      server,
      '/api/support/tickets',
      form({ status: 'closed', priority: 'urgent', user_id: '0123456789abcdef01234567' }),
      newAddress(),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.number).toMatch(/^T-\d{4}-\d{5}$/);
    expect(sent.body.message).toBe(
      `Votre demande ${sent.body.number} a bien été enregistrée. Un ingénieur vous répondra par e-mail dans les meilleurs délais.`,
    );
    const [ticket] = await listRecords(api, admin, 'support_tickets', { q: sent.body.number });
    expect(ticket).toMatchObject({ status: 'open', priority: 'medium', visitor_name: 'Valérie Visiteuse', visitor_email: 'valerie@exemple.fr' });
    expect(ticket.user_id ?? null).toBeNull();
    expect((await outboxTo('valerie@exemple.fr')).map((mail) => mail.subject)).toContain(`[${sent.body.number}] Demande reçue : Question avant achat`);

    // The team's answer reaches the visitor by e-mail.
    expect((await api.post(`/support_tickets/${ticket._id}/reply`, { content: 'Oui, en France.' }, { token: admin })).status).toBe(200);
    expect((await outboxTo('valerie@exemple.fr')).map((mail) => mail.subject)).toContain(
      `[${sent.body.number}] Réponse à votre demande : Question avant achat`,
    );
    expect((await readRecord(api, admin, 'support_tickets', ticket._id)).first_response_at).toBeTruthy();
  });

  it('refuses a form without name, e-mail or the ticket fields, per field in French', async () => {
    const sent = await postFrom(server, '/api/support/tickets', { subject: '' }, newAddress());
    expect(sent.status).toBe(400);
    expect(Object.keys(sent.body.errors)).toEqual(expect.arrayContaining(['visitor_name', 'visitor_email']));
    const invalid = await postFrom(server, '/api/support/tickets', form({ visitor_email: 'pas-un-email', category: 'autre' }), newAddress());
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(['visitor_email', 'category']));
  });

  it('caps the tickets per address', async () => {
    const from = newAddress();
    await roomInWindow(CONTACT_RATE_WINDOW_MS, 30_000);
    for (let i = 0; i < LIMIT; i += 1) expect((await postFrom(server, '/api/support/tickets', form({ subject: `Demande ${i}` }), from)).status).toBe(201);
    expect(await postFrom(server, '/api/support/tickets', form(), from)).toEqual({ status: 429, body: expect.objectContaining({ message: FLOOD }) });
  });

  it('names the visitor (name and e-mail) in the Client column of the tickets’ exports (issue 36)', async () => {
    const sent = await postFrom(server, '/api/support/tickets', form({ subject: 'Demande à exporter' }), newAddress());
    expect(sent.status).toBe(201);
    const csv = await openSignedLink(api, admin, '/exports/support_tickets', { format: 'csv', q: sent.body.number });
    const [header, ...rows]: string[][] = parseCsv(Buffer.from(await csv.arrayBuffer()).toString('utf8'), { bom: true, delimiter: ';' });
    expect(rows).toHaveLength(1);
    expect(rows[0][header.indexOf('Client')]).toBe('Valérie Visiteuse — valerie@exemple.fr');
    const pdf = await openSignedLink(api, admin, '/exports/support_tickets', { format: 'pdf', q: sent.body.number });
    const { text } = await new PDFParse({ data: Buffer.from(await pdf.arrayBuffer()) }).getText();
    expect(text).toContain('Valérie Visiteuse');
  });

  it('lets no generic write set a visitor, and requires a client otherwise', async () => {
    const staffMade = await api.post('/support_tickets', form(), { token: admin });
    expect(staffMade.status).toBe(400);
    expect(staffMade.body.errors).toEqual({ user_id: 'Le champ «\u00a0Client\u00a0» est requis' });
  });
});
