/**
 * The public contact form's endpoint against the real server: messages validated by the
 * registry, stored for the back-office, refused per field in French, capped per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_WINDOW_MS } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { addressesIn, postFrom } from '../support/public-forms';
import { roomInWindow } from '../support/rate-window';
import type { TestServer } from '../support/server';

const SUCCESS = 'Votre message a été envoyé avec succès ! Nous vous répondrons dans les plus brefs délais.';
const FLOOD = 'Trop de messages envoyés depuis votre connexion, veuillez réessayer dans quelques minutes.';
const LIMIT = 3;

let server: TestServer;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  ({ server, api, token: adminToken } = await startServerAsAdmin({ env: { CONTACT_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'loopback' } }));
});
afterAll(() => server?.stop());

const newAddress = addressesIn('198.51.100');
const send = (body: unknown, from: string) => postFrom(server, '/api/contact', body, from);

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Claire Martin',
  email: 'claire@exemple.fr',
  company: 'Souverain SAS',
  subject: 'partnership',
  message: 'Bonjour, nous souhaitons devenir revendeur de vos offres.',
  ...overrides,
});

const findByEmail = async (email: string) =>
  (await api.get('/contact_messages', { token: adminToken, query: { q: email } })).body.data as Record<string, unknown>[];

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with the spec text', async () => {
    const from = newAddress();
    const response = await send(message({ email: 'Stored@Exemple.fr' }), from);
    expect(response).toEqual({ status: 201, body: { message: SUCCESS } });

    const [stored] = await findByEmail('stored@exemple.fr');
    expect(stored).toMatchObject({
      name: 'Claire Martin',
      email: 'stored@exemple.fr',
      company: 'Souverain SAS',
      subject: 'partnership',
      status: 'new',
      ip_address: from,
    });
    expect(Date.now() - new Date(String(stored.created_at)).getTime()).toBeLessThan(60_000);
  });

  it('accepts a message without company', async () => {
    const { company: _company, ...withoutCompany } = message({ email: 'sans-societe@exemple.fr' });
    expect((await send(withoutCompany, newAddress())).status).toBe(201);
    expect(await findByEmail('sans-societe@exemple.fr')).toHaveLength(1);
  });

  it('never takes the status, address or date from the visitor', async () => {
    const from = newAddress();
    const forged = message({ email: 'forge@exemple.fr', status: 'answered', ip_address: '6.6.6.6', created_at: '2001-01-01', role: 'admin' });
    expect((await send(forged, from)).status).toBe(201);
    const [stored] = await findByEmail('forge@exemple.fr');
    expect(stored).toMatchObject({ status: 'new', ip_address: from });
    expect(String(stored.created_at)).not.toContain('2001');
    expect(stored).not.toHaveProperty('role');
  });

  it('refuses an empty form with one French message per required field', async () => {
    const response = await send({}, newAddress());
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Veuillez corriger les erreurs dans le formulaire',
      errors: { name: 'Le champ « Nom » est requis', email: 'Le champ « E-mail » est requis', subject: 'Le champ « Sujet » est requis', message: 'Le champ « Message » est requis' },
    });
  });

  it('refuses a bad address, an unknown subject, an overlong message and a non-text value', async () => {
    const response = await send(
      message({ email: 'claire@', subject: 'spam', message: 'x'.repeat(5001), name: { $ne: '' } }),
      newAddress(),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: 'Format invalide',
      email: 'Email invalide',
      subject: 'Valeur non autorisée',
      message: 'Maximum 5000 caractères autorisés',
    });
    expect((await send('{"name":', newAddress())).status).toBe(400);
    expect((await send('["liste"]', newAddress())).status).toBe(400);
    expect(await findByEmail('claire@')).toHaveLength(0);
  });

  it(`refuses the ${LIMIT + 1}th message of one address within the window, in French, not the others'`, async () => {
    const flooder = newAddress();
    await roomInWindow(CONTACT_RATE_WINDOW_MS, 30_000);
    for (let i = 0; i < LIMIT; i += 1) expect((await send(message({ email: `flot${i}@exemple.fr` }), flooder)).status).toBe(201);
    const refused = await send(message({ email: 'flot-de-trop@exemple.fr' }), flooder);
    expect(refused).toEqual({ status: 429, body: { message: FLOOD } });
    expect(await findByEmail('flot-de-trop@exemple.fr')).toHaveLength(0);
    expect((await send(message({ email: 'voisin@exemple.fr' }), newAddress())).status).toBe(201);
  });
});

describe('the messages in the back-office', () => {
  it('are hidden from anonymous visitors and from users', async () => {
    expect((await api.get('/contact_messages')).status).toBe(401);
    const created = await api.post(
      '/users',
      { name: 'Ugo', email: 'ugo@exemple.fr', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', role: 'user' },
      { token: adminToken },
    );
    expect(created.status).toBe(201);
    const userToken = await login(api, 'ugo@exemple.fr', 'Motdepasse-1');
    expect((await api.get('/contact_messages', { token: userToken })).status).toBe(403);
  });

  it('are marked handled and deleted by the admin, never written by them', async () => {
    expect((await send(message({ email: 'suivi@exemple.fr' }), newAddress())).status).toBe(201);
    const [stored] = await findByEmail('suivi@exemple.fr');

    const edited = await api.put(`/contact_messages/${String(stored.id)}`, { status: 'answered', message: 'réécrit' }, { token: adminToken });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'answered', message: stored.message });

    expect((await api.post('/contact_messages', message(), { token: adminToken })).status).toBe(405);

    expect((await api.del(`/contact_messages/${String(stored.id)}`, { token: adminToken })).status).toBe(200);
    expect(await findByEmail('suivi@exemple.fr')).toHaveLength(0);
  });
});
