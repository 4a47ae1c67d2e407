/**
 * A list query stopped by its time limit (LIST_MAX_TIME_MS, the database's maxTimeMS) is a
 * load refusal the client may retry, not a fault (issue 13): 503, a French message and
 * Retry-After, never a 500. A 1 ms limit over a few thousand messages searched for two letters
 * (below three, no trigram of the embedded database's search index holds them: it reads every
 * message's texts; MongoDB scans every message) makes the database stop the scan every time,
 * without any wait in the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;

const MESSAGES = 20_000;

beforeAll(async () => {
  // Written straight into the database: through the API they would take minutes.
  database = await startDatabase();
  const now = new Date();
  await database.db.collection('contact_messages').insertMany(
    Array.from({ length: MESSAGES }, (_, i) => ({
      name: `Visiteur ${i}`,
      email: `visiteur${i}@exemple.fr`,
      company: `Entreprise ${i}`,
      subject: 'general',
      // Some 600 characters each: the search index's reading of every text (about 12 MB) outlasts 1 ms however fast the machine.
      message: `Message numéro ${i} : ${'une question sur l’offre, les tarifs et les délais. '.repeat(12)}`,
      status: 'new',
      created_at: now,
      updated_at: now,
    })),
  );
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, LIST_MAX_TIME_MS: '1' } }));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

describe('a list past its time limit', () => {
  it('answers 503 with Retry-After and a French message, not 500', async () => {
    const response = await api.get('/contact_messages', { token, query: { q: 'zq' } });
    expect(response.status, JSON.stringify(response.body)).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body.message).toBe('La liste a demandé trop de temps\u00a0: précisez la recherche ou les filtres, ou réessayez dans quelques instants.');
  });

  it('still serves what needs no scan', async () => {
    const me = await api.get('/auth/me', { token });
    expect(me.status).toBe(200);
  });
});
