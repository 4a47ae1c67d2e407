/**
 * LOCAL_INSTANCES_MAX holds under parallel starts (issue 24 §6): the slot is reserved in the
 * same step as the check, so six starts at once with a cap of two run two instances and
 * refuse the others with the French 409, none of them left starting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { createRecord, listRecords } from '../support/records';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin({ env: { LOCAL_INSTANCES_MAX: '2' } }));
}, 60_000);
afterAll(() => server?.stop());

describe('parallel starts', () => {
  it('never run more instances than LOCAL_INSTANCES_MAX', async () => {
    const customer = await createRecord(api, token, 'users', { name: 'Client Cap', email: 'cap@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const service = await createRecord(api, token, 'services', { name: 'SaaS plafonné', description: 'Service de test', type: 'saas', status: 'stopped', cpu_limit: 8, memory_limit: 16, storage_limit: 200, auto_restart: false });
    const ids: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const instance = await createRecord(api, token, 'service_instances', { name: `cap-${i}`, service_id: service._id, user_id: customer._id, status: 'stopped', cpu: 1, memory: 1, storage: 10 });
      ids.push(instance._id);
    }
    const answers = await Promise.all(ids.map((id) => api.post(`/service_instances/${id}/start`, {}, { token })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200), JSON.stringify(statuses)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe("Limite atteinte : au plus 2 instance(s) locale(s) en marche à la fois. Arrêtez-en une avant d'en démarrer une autre.");
    }

    const states = async () => (await listRecords(api, token, 'service_instances', { limit: '100' })).filter((instance) => ids.includes(instance._id)).map((instance) => instance.status as string);
    await expect.poll(async () => (await states()).filter((status) => status === 'running').length, { timeout: 30_000, interval: 200 }).toBe(2);
    expect((await states()).filter((status) => status !== 'running' && status !== 'stopped')).toEqual([]);

    // Once one stops, one more may start, and no more.
    const running = answers.findIndex((answer) => answer.status === 200);
    expect((await api.post(`/service_instances/${ids[running]}/stop`, {}, { token })).status).toBe(200);
    await expect.poll(async () => (await states()).filter((status) => status === 'running').length, { timeout: 30_000, interval: 200 }).toBe(1);
    // Its slot is free once it has stopped, not while it is stopping.
    const statusOf = async (id: string) => (await listRecords(api, token, 'service_instances', { limit: '100' })).find((instance) => instance._id === id)?.status;
    await expect.poll(() => statusOf(ids[running]), { timeout: 30_000, interval: 200 }).toBe('stopped');
    const stopped = ids.filter((_, i) => answers[i].status === 409);
    const again = await Promise.all(stopped.map((id) => api.post(`/service_instances/${id}/start`, {}, { token })));
    expect(again.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1);
  }, 90_000);
});
