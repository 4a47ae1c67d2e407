/**
 * Lists and counters stay exact while the server keeps list ids between writes and merges
 * recounts (issue 13): totals follow every write at once, whoever writes, and a role's
 * users_count ends exact after concurrent writes.
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
  ({ server, api, token } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

const person = (i: number, role = 'user') => ({
  name: `Personne ${String(i).padStart(3, '0')}`,
  email: `personne${i}@exemple.fr`,
  role,
  password: 'Motdepasse-solide-1',
  confirmPassword: 'Motdepasse-solide-1',
});
const page = (query: Record<string, string>) => api.get('/users', { token, query });
const usersCount = async (slug: string) => (await listRecords(api, token, 'roles')).find((role) => role.slug === slug)?.users_count;
const countOf = async (role: string) => (await page({ role, limit: '1' })).body.pagination.total;

describe('a list page and its total', () => {
  it('follow creations, edits and deletions at once, the same page asked again included', async () => {
    const before = (await page({ limit: '5' })).body.pagination.total;
    const created = [];
    for (let i = 0; i < 6; i++) created.push(await createRecord(api, token, 'users', person(i)));

    const first = await page({ limit: '5' });
    expect(first.body.pagination).toMatchObject({ total: before + 6, pages: Math.ceil((before + 6) / 5) });
    expect(first.body.data.map((u: any) => u.name)).toEqual(['Personne 005', 'Personne 004', 'Personne 003', 'Personne 002', 'Personne 001']);
    // The same page again (kept ids) then after a write of each kind.
    expect((await page({ limit: '5' })).body).toEqual(first.body);

    await createRecord(api, token, 'users', person(6));
    const afterCreate = await page({ limit: '5' });
    expect(afterCreate.body.pagination.total).toBe(before + 7);
    expect(afterCreate.body.data[0].name).toBe('Personne 006');

    const byName = { sort: 'name', order: 'desc', limit: '2' };
    expect((await page(byName)).body.data.map((u: any) => u.name)).toEqual(['Personne 006', 'Personne 005']);
    await api.put(`/users/${created[0]._id}`, { name: 'Personne 999' }, { token });
    expect((await page(byName)).body.data.map((u: any) => u.name)).toEqual(['Personne 999', 'Personne 006']);

    const inactive = { active: 'false' };
    const inactiveBefore = (await page(inactive)).body.pagination.total;
    await api.put(`/users/${created[1]._id}`, { active: false }, { token });
    expect((await page(inactive)).body.pagination.total).toBe(inactiveBefore + 1);

    expect((await api.del(`/users/${created[2]._id}`, { token })).status).toBe(200);
    const afterDelete = await page({ limit: '100' });
    expect(afterDelete.body.pagination.total).toBe(before + 6);
    expect(afterDelete.body.data.map((u: any) => u._id)).not.toContain(created[2]._id);
  });

  it('show an edit of a record on a page asked before, its place unchanged, filtered and sorted on another field too (kept pages)', async () => {
    const created: Array<Awaited<ReturnType<typeof createRecord>>> = [];
    for (let i = 0; i < 3; i++) created.push(await createRecord(api, token, 'users', person(200 + i)));
    const shapes: Array<Record<string, string>> = [{ limit: '3' }, { active: 'true', sort: 'created_at', order: 'desc', limit: '3' }, { role: 'user', sort: 'email', order: 'asc', page: '1', limit: '500' }];
    for (const [i, query] of shapes.entries()) {
      const before = await page(query);
      expect(before.body).toEqual((await page(query)).body);
      const shown = before.body.data.find((u: any) => u._id === created[1]._id);
      expect(shown, JSON.stringify(query)).toBeDefined();
      await api.put(`/users/${created[1]._id}`, { company: `Société ${i}` }, { token });
      const after = await page(query);
      expect(after.body.data.map((u: any) => u._id)).toEqual(before.body.data.map((u: any) => u._id));
      expect(after.body.data.find((u: any) => u._id === created[1]._id).company, JSON.stringify(query)).toBe(`Société ${i}`);
    }
    // A deletion leaves every page it was on, and the total drops.
    const query = { limit: '3' };
    const total = (await page(query)).body.pagination.total;
    expect((await api.del(`/users/${created[2]._id}`, { token })).status).toBe(200);
    const after = await page(query);
    expect(after.body.pagination.total).toBe(total - 1);
    expect(after.body.data.map((u: any) => u._id)).not.toContain(created[2]._id);
  });

  it('counts the activity log entries that every write adds, newest first', async () => {
    const log = () => api.get('/user_activity', { token, query: { limit: '3' } });
    const before = (await log()).body.pagination.total;
    const created = await createRecord(api, token, 'users', person(50));
    const after = await log();
    expect(after.body.pagination.total).toBe(before + 1);
    expect(after.body.data[0]).toMatchObject({ resource_id: created._id });
  });
});

describe('counters', () => {
  it("keep a role's users_count exact after concurrent creations, role changes and deletions", async () => {
    const start = await usersCount('support');
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => createRecord(api, token, 'users', person(100 + i, 'support'))));
    expect(await usersCount('support')).toBe(start + 20);
    expect(await countOf('support')).toBe(start + 20);

    const moved = created.slice(0, 8);
    const deleted = created.slice(8, 14);
    const responses = await Promise.all([
      ...moved.map((user) => api.put(`/users/${user._id}`, { role: 'user' }, { token })),
      ...deleted.map((user) => api.del(`/users/${user._id}`, { token })),
    ]);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    expect(await usersCount('support')).toBe(start + 6);
    expect(await usersCount('user')).toBe(await countOf('user'));
  });
});
