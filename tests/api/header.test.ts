/**
 * The back-office header's API: the bell counts what awaits someone (here new contact
 * messages), and the search finds records across the collections an administrator reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

const contact = (n: number) => ({
  name: `Visiteur ${n}`,
  email: `visiteur${n}@exemple.fr`,
  subject: 'partnership',
  message: 'Bonjour, nous souhaitons devenir revendeur de vos offres.',
});

describe('GET /api/notifications', () => {
  it('counts nothing on a new installation', async () => {
    const response = await api.get('/notifications', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ total: 0, items: [] });
  });

  it('counts new contact messages, links to them filtered, and forgets a message once read', async () => {
    for (const n of [1, 2]) expect((await api.post('/contact', contact(n))).status).toBe(201);
    const { body } = await api.get('/notifications', { token });
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      { resource: 'contact_messages', count: 2, label: '2 nouveaux messages de contact', icon: 'ContactMail', path: 'support/contact?status=new' },
    ]);

    const [first] = (await api.get('/contact_messages', { token })).body.data;
    expect((await api.put(`/contact_messages/${first._id}`, { ...first, status: 'read' }, { token })).status).toBe(200);
    const after = (await api.get('/notifications', { token })).body;
    expect(after.total).toBe(1);
    expect(after.items[0].label).toBe('1 nouveau message de contact');
  });

  it('is for the back-office staff only, each told of what its rules let it read', async () => {
    expect((await api.get('/notifications')).status).toBe(401);
    await api.post('/users', { name: 'Carla Cliente', email: 'carla@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    const customer = await login(api, 'carla@exemple.fr', 'Motdepasse-1');
    expect((await api.get('/notifications', { token: customer })).status).toBe(403);
    expect((await api.get('/search', { token: customer, query: { q: 'sam' } })).status).toBe(403);
    // Support staff enter the back-office for their screens: nothing of the rest reaches their bell.
    await api.post('/users', { name: 'Sam Support', email: 'sam@exemple.fr', role: 'support', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    const support = await login(api, 'sam@exemple.fr', 'Motdepasse-1');
    const told = await api.get('/notifications', { token: support });
    expect(told.status).toBe(200);
    expect(told.body.items.map((item: { resource: string }) => item.resource).filter((resource: string) => !resource.startsWith('support_'))).toEqual([]);
  });
});

describe('GET /api/search', () => {
  it('finds users by name or e-mail and other records, grouped by collection', async () => {
    await api.post('/users', { name: 'Élodie Lumière', email: 'elodie@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    const byName = await api.get('/search', { token, query: { q: 'Lumière' } });
    expect(byName.status).toBe(200);
    const users = byName.body.data.find((group: any) => group.resource === 'users');
    expect(users).toMatchObject({ label: 'Utilisateurs', route: 'users' });
    expect(users.hits).toEqual([expect.objectContaining({ label: 'Élodie Lumière', detail: 'elodie@exemple.fr' })]);

    const byEmail = (await api.get('/search', { token, query: { q: 'visiteur1@exemple' } })).body.data;
    expect(byEmail.map((group: any) => group.resource)).toEqual(['contact_messages']);
    expect(byEmail[0].hits[0].label).toBe('Visiteur 1');
  });

  it('names a forum reply by its first words, never by its id (issue 26 §13)', async () => {
    const category = await api.post('/forum_categories', { name: 'Réseau', description: 'Questions réseau' }, { token });
    const topic = await api.post('/forum_topics', { title: 'Ouvrir un port', category_id: category.body._id, content: 'Comment ouvrir le port 8443 ?' }, { token });
    const reply = await api.post('/forum_replies', { topic_id: topic.body._id, content: 'Il suffit d’ajouter une règle zèbrepourpre dans le pare-feu.' }, { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const groups = (await api.get('/search', { token, query: { q: 'zèbrepourpre' } })).body.data;
    const replies = groups.find((group: any) => group.resource === 'forum_replies');
    expect(replies.hits).toEqual([expect.objectContaining({ id: reply.body._id, label: 'Il suffit d’ajouter une règle zèbrepourpre dans le pare-feu.' })]);
  });

  it('never searches the logs, bounds each collection, and refuses a query too short', async () => {
    const all = (await api.get('/search', { token, query: { q: 'exemple.fr' } })).body.data;
    expect(all.every((group: any) => group.hits.length <= 5)).toBe(true);
    expect(all.map((group: any) => group.resource)).not.toContain('user_activity');
    const short = await api.get('/search', { token, query: { q: 'a' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('La recherche doit contenir de 2 à 100 caractères');
  });
});
