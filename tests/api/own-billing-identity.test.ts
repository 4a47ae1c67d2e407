/**
 * A customer edits their own billing identity from the site's /user area (issue 23 §1): only
 * their own account, only that group, with the back-office's rules and French messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { CUSTOMER_IDENTITY } from '../support/billing-parties';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;
let customerId: string;
let customer: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
  const password = 'Tournesol-Client-1';
  const created = await api.post('/users', { name: 'Claire Client', email: 'claire.client@exemple.fr', role: 'user', password, confirmPassword: password }, { token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  customerId = created.body._id;
  customer = await login(api, 'claire.client@exemple.fr', password);
});
afterAll(() => server?.stop());

describe('/api/account/billing-identity', () => {
  it('is empty for a new customer, and closed to visitors and to staff', async () => {
    expect((await api.get('/account/billing-identity', { token: customer })).body).toEqual({ billing_identity: {} });
    expect((await api.get('/account/billing-identity')).status).toBe(401);
    expect((await api.get('/account/billing-identity', { token })).status).toBe(403);
  });

  it('refuses what the back-office refuses, with the same French messages by field', async () => {
    const wrong = { billing_identity: { ...CUSTOMER_IDENTITY, siren: '123 456 788', postal_code: '6900', vat_number: 'FR00732829320' } };
    const own = await api.put('/account/billing-identity', wrong, { token: customer });
    expect(own.status).toBe(400);
    const staff = await api.put(`/users/${customerId}`, wrong, { token });
    expect(staff.status).toBe(400);
    expect(Object.keys(own.body.errors).sort()).toEqual(['billing_identity.postal_code', 'billing_identity.siren', 'billing_identity.siret', 'billing_identity.vat_number']);
    expect(own.body.errors).toEqual(staff.body.errors);
  });

  it('saves the identity on the caller’s own account, and nothing else of it', async () => {
    const saved = await api.put('/account/billing-identity', { billing_identity: { ...CUSTOMER_IDENTITY, surprise: 'x' }, role: 'admin', name: 'Pirate' }, { token: customer });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.billing_identity).toMatchObject(CUSTOMER_IDENTITY);
    const record = (await api.get(`/users/${customerId}`, { token })).body;
    expect(record).toMatchObject({ role: 'user', name: 'Claire Client', billing_identity: CUSTOMER_IDENTITY });
    expect(record.billing_identity.surprise).toBeUndefined();
  });
});
