/**
 * The public newsletter endpoint against the real server: an address validated by the
 * registry, stored once however often it is sent, capped per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_RATE_WINDOW_MS } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { addressesIn, postFrom } from '../support/public-forms';
import { roomInWindow } from '../support/rate-window';
import type { TestServer } from '../support/server';

const SUCCESS = 'Merci ! Votre inscription est bien enregistrée.';
const FLOOD = "Trop de demandes d'inscription, veuillez réessayer dans quelques minutes.";
const LIMIT = 3;

let server: TestServer;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  ({ server, api, token: adminToken } = await startServerAsAdmin({ env: { NEWSLETTER_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'loopback' } }));
});
afterAll(() => server?.stop());

const newAddress = addressesIn('203.0.113');
const subscribe = (body: unknown, from: string) => postFrom(server, '/api/newsletter', body, from);

const subscribers = async (email: string) =>
  (await api.get('/newsletter_subscribers', { token: adminToken, query: { q: email } })).body.data as Record<string, unknown>[];

describe('POST /api/newsletter', () => {
  it('stores the address from the launch page', async () => {
    expect(await subscribe({ email: 'lancement@exemple.fr' }, newAddress())).toEqual({ status: 201, body: { message: SUCCESS } });
    const [stored] = await subscribers('lancement@exemple.fr');
    expect(stored).toMatchObject({ email: 'lancement@exemple.fr', source: 'work-in-progress', channels: [] });
    expect(Date.now() - new Date(String(stored.created_at)).getTime()).toBeLessThan(60_000);
  });

  it('stores the channels chosen on the status page', async () => {
    const body = { email: 'incidents@exemple.fr', source: 'status', channels: ['email', 'slack'] };
    expect((await subscribe(body, newAddress())).status).toBe(201);
    expect((await subscribers('incidents@exemple.fr'))[0]).toMatchObject(body);
  });

  it('answers the same success to an address already subscribed, and keeps it once', async () => {
    const from = newAddress();
    expect((await subscribe({ email: 'deux-fois@exemple.fr' }, from)).status).toBe(201);
    expect(await subscribe({ email: ' Deux-Fois@Exemple.fr ' }, from)).toEqual({ status: 201, body: { message: SUCCESS } });
    expect(await subscribers('deux-fois@exemple.fr')).toHaveLength(1);
  });

  it('refuses a missing or malformed address, and forged values, in French', async () => {
    expect(await subscribe({}, newAddress())).toEqual({
      status: 400,
      body: { message: 'Veuillez corriger les erreurs dans le formulaire', errors: { email: 'Le champ « E-mail » est requis' } },
    });
    expect((await subscribe({ email: 'vous@' }, newAddress())).body.errors).toEqual({ email: 'Email invalide' });
    expect((await subscribe({ email: { $gt: '' } }, newAddress())).body.errors).toEqual({ email: 'Format invalide' });
    expect((await subscribe({ email: 'ok@exemple.fr', channels: ['fax'] }, newAddress())).body.errors).toEqual({
      channels: 'Valeur non autorisée',
    });
    expect(await subscribers('ok@exemple.fr')).toHaveLength(0);
  });

  it(`refuses the ${LIMIT + 1}th request of one address within the window`, async () => {
    const flooder = newAddress();
    await roomInWindow(NEWSLETTER_RATE_WINDOW_MS, 30_000);
    for (let i = 0; i < LIMIT; i += 1) expect((await subscribe({ email: `flot${i}@exemple.fr` }, flooder)).status).toBe(201);
    expect(await subscribe({ email: 'flot-de-trop@exemple.fr' }, flooder)).toEqual({ status: 429, body: { message: FLOOD } });
    expect(await subscribers('flot-de-trop@exemple.fr')).toHaveLength(0);
    expect((await subscribe({ email: 'voisin@exemple.fr' }, newAddress())).status).toBe(201);
  });

  it('keeps the list of subscribers to the admin', async () => {
    expect((await api.get('/newsletter_subscribers')).status).toBe(401);
    const listed = await api.get('/newsletter_subscribers', { token: adminToken });
    expect(listed.status).toBe(200);
    expect(listed.body.pagination.total).toBeGreaterThanOrEqual(4);
  });
});
