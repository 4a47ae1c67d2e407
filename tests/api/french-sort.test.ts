/** French collation and multi-value filters through the real users resource, over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

const PEOPLE = [
  { name: 'Youssef Amrani', email: 'youssef@exemple.fr', role: 'support' },
  { name: 'Élodie Bernard', email: 'elodie@exemple.fr', role: 'user' },
  { name: 'Œdipe Roi', email: 'oedipe@exemple.fr', role: 'admin' },
  { name: 'emma Lefèvre', email: 'emma@exemple.fr', role: 'user' },
];

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
  for (const person of PEOPLE) await createRecord(api, token, 'users', { ...person, password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
});
afterAll(() => server?.stop());

const names = (rows: any[]) => rows.map((u) => u.name).filter((name: string) => name !== 'Alice Admin');

describe('French sorting of text', () => {
  it("puts 'Élodie' before 'Youssef', whatever the case and ligatures, in both dialects", async () => {
    const rest = await api.get('/users', { token, query: { sort: 'name', order: 'asc' } });
    expect(names(rest.body.data)).toEqual(['Élodie Bernard', 'emma Lefèvre', 'Œdipe Roi', 'Youssef Amrani']);
    const simple = await api.get('/users', { token, query: { sort: JSON.stringify(['name', 'DESC']), range: '[0,24]' } });
    expect(names(simple.body)).toEqual(['Youssef Amrani', 'Œdipe Roi', 'emma Lefèvre', 'Élodie Bernard']);
    expect(simple.body[0]).not.toHaveProperty('_sort');
  });

  it('keeps the order true after a rename', async () => {
    const emma = (await api.get('/users', { token, query: { q: 'emma' } })).body.data[0];
    expect((await api.put(`/users/${emma.id}`, { name: 'Zélie Lefèvre' }, { token })).status).toBe(200);
    const rest = await api.get('/users', { token, query: { sort: 'name', order: 'asc' } });
    expect(names(rest.body.data)).toEqual(['Élodie Bernard', 'Œdipe Roi', 'Youssef Amrani', 'Zélie Lefèvre']);
  });
});

describe('filters on several values', () => {
  it('lists the staff: users whose role is support or admin', async () => {
    const simple = await api.get('/users', { token, query: { filter: JSON.stringify({ role: ['support', 'admin'] }), sort: JSON.stringify(['name', 'ASC']) } });
    expect(simple.body.map((u: any) => u.name)).toEqual(['Alice Admin', 'Œdipe Roi', 'Youssef Amrani']);
    const rest = await api.get(`/users?role=support&role=admin&sort=name&order=asc`, { token });
    expect(rest.body.data.map((u: any) => u.name)).toEqual(['Alice Admin', 'Œdipe Roi', 'Youssef Amrani']);
  });
});
