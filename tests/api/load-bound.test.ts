/**
 * Beyond the bound of heavy queries the API refuses at once, in French, with Retry-After
 * (issue 13). LIST_CONCURRENCY=0 and LIST_QUEUE=0 make every list scan over the bound, so the
 * refusal is observed deterministically; reads by id, which need no scan, still answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin({ env: { LIST_CONCURRENCY: '0', LIST_QUEUE: '0' } }));
});
afterAll(() => server?.stop());

describe('the bound on heavy queries', () => {
  it('answers 503 with Retry-After and a French message instead of queueing a scan', async () => {
    const response = await api.get('/users', { token, query: { q: 'alice' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body.message).toBe('Le serveur est très sollicité\u00a0: réessayez dans quelques secondes.');
  });

  it('still serves what needs no scan', async () => {
    const me = await api.get('/auth/me', { token });
    expect(me.status).toBe(200);
    const user = await api.get(`/users/${me.body.user.id ?? me.body.user._id}`, { token });
    expect(user.status).toBe(200);
  });
});
