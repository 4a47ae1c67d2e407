/**
 * Each domain action has its own audit action and label (issue 37 §4): creating a webhook is
 * `webhook.created` « Webhook créé » on `webhooks`, resizing and backing up an instance are
 * `instance.scaled` and `instance.backed_up`, never « Contenu créé / modifié ».
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  // The webhook's address is never called here; the loopback is allowed so that it resolves offline.
  ({ server, api, token } = await startServerAsAdmin({ env: { WEBHOOKS_ALLOW_LOOPBACK_UNSAFE: 'on' } }));
});
afterAll(() => server?.stop());

/** The audit actions written on one record, oldest first, once `count` of them are there. */
async function actionsOn(resourceId: string, count: number): Promise<string[]> {
  const read = async () => ((await api.get('/settings_logs', { token, query: { limit: '100' } })).body.data as { resource_id: string; action: string }[]).filter((entry) => entry.resource_id === resourceId);
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return (await read()).map((entry) => entry.action).reverse();
}

const label = (action: string) => AUDIT_ACTIONS.find((option) => option.value === action)?.label;

describe('the audit log of domain actions', () => {
  it('names a webhook created, changed and deleted', async () => {
    const created = await api.post('/webmaster/webhooks', { name: 'CRM', url: 'http://127.0.0.1:9/hook', events: ['user.created'] }, { token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect((await api.request('PATCH', `/webmaster/webhooks/${id}`, { body: { name: 'CRM principal' }, token })).status).toBe(200);
    expect((await api.del(`/webmaster/webhooks/${id}`, { token })).status).toBeLessThan(300);
    const actions = await actionsOn(id, 3);
    expect(actions).toEqual(['webhook.created', 'webhook.updated', 'webhook.deleted']);
    expect(actions.map(label)).toEqual(['Webhook créé', 'Webhook modifié', 'Webhook supprimé']);
  });

  it('names an instance created, resized and backed up', async () => {
    const customer = await createRecord(api, token, 'users', { name: 'Client', email: 'client-audit@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const service = await createRecord(api, token, 'services', { name: 'Hébergement audit', description: 'Service de test', type: 'hosting-ha', status: 'stopped', cpu_limit: 8, memory_limit: 16, storage_limit: 200, auto_restart: false });
    const instance = await createRecord(api, token, 'service_instances', { name: 'web-audit', service_id: service._id, user_id: customer._id, status: 'stopped', cpu: 1, memory: 1, storage: 10 });
    const scaled = await api.put(`/service_instances/${instance._id}/scale`, { cpu: 2, memory: 2, storage: 20 }, { token });
    expect(scaled.status, JSON.stringify(scaled.body)).toBe(200);
    const saved = await api.post(`/service_instances/${instance._id}/backup`, { name: 'Avant migration' }, { token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const actions = await actionsOn(instance._id, 3);
    expect(actions).toEqual(['instance.created', 'instance.scaled', 'instance.backed_up']);
    expect(actions.map(label)).toEqual(['Instance créée', 'Instance redimensionnée', 'Instance sauvegardée']);
  });

  it('keeps « Contenu créé » for plain content', async () => {
    const category = await createRecord(api, token, 'blog_categories', { name: 'Annonces', slug: 'annonces' });
    expect(await actionsOn(category._id, 1)).toEqual(['content.created']);
  });
});
