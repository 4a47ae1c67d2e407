/**
 * The forum's administration against the real server: refusals, counters kept true,
 * server-kept values of bans and reports, the moderation log written by every moderation
 * action, bulk actions and the categories' reorder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, type ApiClient } from '../support/api';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

const DAY_MS = 24 * 60 * 60 * 1000;
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

async function created(path: string, body: Record<string, unknown>) {
  const response = await api.post(path, body, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function updated(path: string, body: Record<string, unknown>) {
  const response = await api.put(path, body, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const read = async (path: string) => (await api.get(path, { token })).body;

const newCategory = (overrides: Record<string, unknown> = {}) =>
  created('/forum_categories', { name: unique('Catégorie'), description: 'Questions sur Hexagone OS', ...overrides });

const newTopic = (categoryId: string, overrides: Record<string, unknown> = {}) =>
  created('/forum_topics', { title: unique('Sujet'), category_id: categoryId, content: 'Comment configurer le pare-feu ?', ...overrides });

const newReply = (topicId: string, overrides: Record<string, unknown> = {}) =>
  created('/forum_replies', { topic_id: topicId, content: 'Il suffit d’ouvrir le port 443.', ...overrides });

async function newUser(name: string) {
  const email = `${unique('membre')}@exemple.fr`;
  return created('/users', { name, email, role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
}

/** The newest moderation log entries, newest first. */
const logEntries = async () => (await api.get('/forum_moderation_log', { token, query: { limit: '100' } })).body.data as any[];
const latestLog = async () => (await logEntries())[0];

describe('forum categories', () => {
  it('requires name, slug and description, and derives the slug', async () => {
    const refused = await api.post('/forum_categories', { name: 'Sans description' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ description: 'Le champ « Description » est requis' });
    const category = await newCategory({ name: 'Réseau et Pare-feu' });
    expect(category.slug).toBe('reseau-et-pare-feu');
    expect(category).toMatchObject({ order: 0, is_private: false, is_active: true, topic_count: 0, post_count: 0 });
  });

  it('refuses moderators that are not e-mail addresses', async () => {
    const refused = await api.post('/forum_categories', { name: unique('Modo'), description: 'x', moderators: ['pas-un-email'] }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ moderators: 'Email invalide' });
    expect((await newCategory({ moderators: ['modo@hexagone.fr'] })).moderators).toEqual(['modo@hexagone.fr']);
  });

  it('refuses deleting a category holding topics with the spec message (409), allows it once empty', async () => {
    const category = await newCategory();
    const topic = await newTopic(category._id);
    const refused = await api.del(`/forum_categories/${category._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cette catégorie contient des sujets et ne peut pas être supprimée');

    expect((await api.del(`/forum_topics/${topic._id}`, { token })).status).toBe(200);
    expect((await read(`/forum_categories/${category._id}`)).topic_count).toBe(0);
    expect((await api.del(`/forum_categories/${category._id}`, { token })).status).toBe(200);
    expect(await latestLog()).toMatchObject({ action: 'Catégorie supprimée', moderator: ADMIN.name, details: `« ${category.name} »` });
  });
});

describe('counters', () => {
  it('count topics and messages after creating, moving and deleting topics and replies', async () => {
    const first = await newCategory();
    const second = await newCategory();
    const topic = await newTopic(first._id);
    const other = await newTopic(first._id);
    await newReply(topic._id);
    const reply = await newReply(topic._id);

    expect(await read(`/forum_categories/${first._id}`)).toMatchObject({ topic_count: 2, post_count: 4 });
    expect((await read(`/forum_topics/${topic._id}`)).reply_count).toBe(2);

    await updated(`/forum_topics/${topic._id}`, { category_id: second._id });
    expect(await read(`/forum_categories/${first._id}`)).toMatchObject({ topic_count: 1, post_count: 1 });
    expect(await read(`/forum_categories/${second._id}`)).toMatchObject({ topic_count: 1, post_count: 3 });

    expect((await api.del(`/forum_replies/${reply._id}`, { token })).status).toBe(200);
    expect((await read(`/forum_topics/${topic._id}`)).reply_count).toBe(1);
    expect((await read(`/forum_categories/${second._id}`)).post_count).toBe(2);

    expect((await api.del(`/forum_topics/${topic._id}`, { token })).status).toBe(200);
    expect(await read(`/forum_categories/${second._id}`)).toMatchObject({ topic_count: 0, post_count: 0 });
    // The deleted topic's replies went with it.
    expect((await api.get('/forum_replies', { token, query: { topic_id: topic._id } })).body.pagination.total).toBe(0);

    expect((await api.del(`/forum_topics/${other._id}`, { token })).status).toBe(200);
    expect(await read(`/forum_categories/${first._id}`)).toMatchObject({ topic_count: 0, post_count: 0 });
  });

  it('refuses a topic in a category that does not exist', async () => {
    const refused = await api.post('/forum_topics', { title: 'Perdu', category_id: '0123456789abcdef01234567', content: 'x' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ category_id: 'Catégorie introuvable' });
  });
});

describe('topics and replies', () => {
  it('keeps author and activity on the server, moved by each reply', async () => {
    const category = await newCategory();
    const topic = await newTopic(category._id, { author_name: 'Usurpateur', view_count: 999, reply_count: 50 });
    expect(topic).toMatchObject({ author_name: ADMIN.name, last_post_by: ADMIN.name, view_count: 0, reply_count: 0 });
    expect(topic.author_id).toBeTruthy();
    expect(Math.abs(Date.parse(topic.last_activity) - Date.now())).toBeLessThan(60_000);

    const member = await newUser('Léa Moreau');
    await new Promise((r) => setTimeout(r, 20));
    const reply = await newReply(topic._id, { author_id: member._id });
    expect(reply.author_name).toBe('Léa Moreau');
    const after = await read(`/forum_topics/${topic._id}`);
    expect(after.last_post_by).toBe('Léa Moreau');
    expect(Date.parse(after.last_activity)).toBe(Date.parse(reply.created_at));
    expect(Date.parse(after.last_activity)).toBeGreaterThan(Date.parse(topic.last_activity));

    await updated(`/forum_replies/${reply._id}`, { is_solution: true });
    expect((await read(`/forum_topics/${topic._id}`)).is_solved).toBe(true);

    expect((await api.del(`/forum_replies/${reply._id}`, { token })).status).toBe(200);
    expect((await read(`/forum_topics/${topic._id}`)).last_post_by).toBe(ADMIN.name);
    expect(await latestLog()).toMatchObject({ action: 'Réponse supprimée', target_user: 'Léa Moreau', moderator: ADMIN.name });
  });

  it('sorts topics by last activity, newest first, 25 per page', async () => {
    const category = await newCategory();
    const older = await newTopic(category._id);
    const newer = await newTopic(category._id);
    await newReply(older._id);
    const list = await api.get('/forum_topics', { token, query: { category_id: category._id } });
    expect(list.body.pagination.limit).toBe(25);
    expect(list.body.data.map((t: any) => t._id)).toEqual([older._id, newer._id]);
  });

  it('pins, locks and moves a selection (one update per topic, as the bulk actions do), counters following', async () => {
    const from = await newCategory();
    const to = await newCategory();
    const topics = [await newTopic(from._id), await newTopic(from._id)];
    for (const topic of topics) await updated(`/forum_topics/${topic._id}`, { is_pinned: true });
    for (const topic of topics) await updated(`/forum_topics/${topic._id}`, { is_locked: true });
    for (const topic of topics) await updated(`/forum_topics/${topic._id}`, { category_id: to._id });
    for (const topic of topics) {
      expect(await read(`/forum_topics/${topic._id}`)).toMatchObject({ is_pinned: true, is_locked: true, category_id: to._id });
    }
    expect((await read(`/forum_categories/${from._id}`)).topic_count).toBe(0);
    expect((await read(`/forum_categories/${to._id}`)).topic_count).toBe(2);

    const entries = (await logEntries()).slice(0, 6);
    const forTopic = (id: number) => entries.filter((e) => e.details.startsWith(`« ${topics[id].title} »`)).map((e) => e.action).sort();
    expect(forTopic(0)).toEqual(['Sujet déplacé', 'Sujet verrouillé', 'Sujet épinglé']);
    expect(forTopic(1)).toEqual(['Sujet déplacé', 'Sujet verrouillé', 'Sujet épinglé']);
    expect(entries.find((e) => e.action === 'Sujet déplacé').details).toBe(`« ${topics[1].title} » : ${from.name} → ${to.name}`);

    await updated(`/forum_topics/${topics[0]._id}`, { is_locked: false, is_pinned: false });
    expect((await logEntries()).slice(0, 2).map((e) => e.action).sort()).toEqual(['Sujet désépinglé', 'Sujet déverrouillé']);
  });

  it("logs a topic's deletion", async () => {
    const category = await newCategory();
    const topic = await newTopic(category._id);
    await newReply(topic._id);
    expect((await api.del(`/forum_topics/${topic._id}`, { token })).status).toBe(200);
    expect(await latestLog()).toMatchObject({ action: 'Sujet supprimé', details: `« ${topic.title} » et 1 réponse`, target_user: ADMIN.name });
  });
});

describe("the topics' 'Signaler' action", () => {
  it('creates a pending report on the topic, made by the current admin', async () => {
    const category = await newCategory();
    const topic = await newTopic(category._id, { content: 'Achetez des montres pas chères !' });
    const response = await api.post(`/forum_topics/${topic._id}/report`, { type: 'spam', reason: 'Publicité déguisée' }, { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      type: 'spam',
      reason: 'Publicité déguisée',
      status: 'pending',
      content_type: 'topic',
      content: 'Achetez des montres pas chères !',
      topic_id: topic._id,
      reporter: ADMIN.name,
    });
    const listed = await api.get('/forum_reports', { token, query: { topic_id: topic._id } });
    expect(listed.body.data.map((r: any) => r._id)).toEqual([response.body._id]);
  });

  it('asks type and reason, and answers 404 for an unknown topic', async () => {
    const category = await newCategory();
    const topic = await newTopic(category._id);
    const refused = await api.post(`/forum_topics/${topic._id}/report`, { type: 'spam' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ reason: 'Le champ « Motif » est requis' });
    expect((await api.post('/forum_topics/0123456789abcdef01234567/report', { type: 'spam', reason: 'x' }, { token })).status).toBe(404);
  });

  it('refuses creating a report by hand (no add)', async () => {
    expect((await api.post('/forum_reports', { type: 'spam', reason: 'x' }, { token })).status).toBe(405);
  });
});

describe('reports', () => {
  async function pendingReport() {
    const category = await newCategory();
    const author = await newUser('Marc Petit');
    const topic = await newTopic(category._id, { author_id: author._id });
    return (await api.post(`/forum_topics/${topic._id}/report`, { type: 'harassment', reason: 'Propos insultants' }, { token })).body;
  }

  it('resolves a report with the action taken, records who did it and logs it', async () => {
    const report = await pendingReport();
    const resolved = await updated(`/forum_reports/${report._id}`, {
      status: 'resolved',
      action_taken: 'warn',
      moderator_notes: 'Avertissement envoyé',
      resolved_by: 'Quelqu’un d’autre',
    });
    expect(resolved).toMatchObject({ status: 'resolved', action_taken: 'warn', resolved_by: ADMIN.name });
    expect(resolved.resolved_at).toBeTruthy();
    expect(await latestLog()).toMatchObject({
      action: 'Signalement résolu',
      type: 'warn',
      details: 'Harcèlement : Propos insultants — Action : Avertissement — Avertissement envoyé',
      target_user: 'Marc Petit',
      moderator: ADMIN.name,
    });
  });

  it('dismisses a report and logs it', async () => {
    const report = await pendingReport();
    expect(await updated(`/forum_reports/${report._id}`, { status: 'dismissed' })).toMatchObject({ status: 'dismissed', resolved_by: ADMIN.name });
    expect(await latestLog()).toMatchObject({ action: 'Signalement rejeté', type: 'other', target_user: 'Marc Petit' });
  });

  it('keeps the reported type and reason as reported', async () => {
    const report = await pendingReport();
    expect(await updated(`/forum_reports/${report._id}`, { type: 'spam', reason: 'Réécrit' })).toMatchObject({
      type: 'harassment',
      reason: 'Propos insultants',
    });
  });
});

describe('bans', () => {
  it('bans permanently with a duration of 0: no end date, banned by the current admin, logged', async () => {
    const user = await newUser('Victor Spam');
    const ban = await created('/forum_bans', { user_id: user._id, reason: 'Spam répété', duration_days: 0, banned_by: 'x', expires_at: '2030-01-01' });
    expect(ban).toMatchObject({ duration_days: 0, ban_ip: false, is_active: true, banned_by: ADMIN.name });
    expect(ban.expires_at ?? null).toBeNull();
    expect(await latestLog()).toMatchObject({
      action: 'Utilisateur banni',
      type: 'ban',
      details: 'Spam répété — définitivement',
      target_user: 'Victor Spam',
      moderator: ADMIN.name,
    });
  });

  it('bans for 7 days by default, ending 7 days later', async () => {
    const user = await newUser('Nina Troll');
    const ban = await created('/forum_bans', { user_id: user._id, reason: 'Messages agressifs' });
    expect(ban.duration_days).toBe(7);
    expect(Date.parse(ban.expires_at) - Date.parse(ban.created_at)).toBeGreaterThan(7 * DAY_MS - 5_000);
    expect(Date.parse(ban.expires_at) - Date.parse(ban.created_at)).toBeLessThan(7 * DAY_MS + 5_000);
    expect(Math.abs(Date.parse(ban.expires_at) - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);

    const longer = await updated(`/forum_bans/${ban._id}`, { duration_days: 30 });
    expect(Date.parse(longer.expires_at) - Date.parse(ban.created_at)).toBeGreaterThan(30 * DAY_MS - 5_000);
    expect(await latestLog()).toMatchObject({ action: 'Durée du bannissement modifiée', details: 'pour 7 jours → pour 30 jours' });
  });

  it('requires user and reason, a duration of at least 0, an existing user, and refuses a second ban in force', async () => {
    const missing = await api.post('/forum_bans', {}, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ user_id: 'Le champ « Utilisateur » est requis', reason: 'Le champ « Motif » est requis' });
    const user = await newUser('Olga Bis');
    const negative = await api.post('/forum_bans', { user_id: user._id, reason: 'x', duration_days: -1 }, { token });
    expect(negative.body.errors).toEqual({ duration_days: 'La valeur minimale est 0' });
    const ghost = await api.post('/forum_bans', { user_id: '0123456789abcdef01234567', reason: 'x' }, { token });
    expect(ghost.body.errors).toEqual({ user_id: 'Utilisateur introuvable' });

    await created('/forum_bans', { user_id: user._id, reason: 'Premier' });
    const twice = await api.post('/forum_bans', { user_id: user._id, reason: 'Second' }, { token });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Cet utilisateur est déjà banni');
  });

  it('lifts a ban and logs it', async () => {
    const user = await newUser('Paul Repenti');
    const ban = await created('/forum_bans', { user_id: user._id, reason: 'Hors sujet répété', duration_days: 3 });
    expect(await updated(`/forum_bans/${ban._id}`, { is_active: false })).toMatchObject({ is_active: false });
    expect(await latestLog()).toMatchObject({ action: 'Bannissement levé', type: 'ban', target_user: 'Paul Repenti', moderator: ADMIN.name });
    // Lifted, the user may be banned again.
    await created('/forum_bans', { user_id: user._id, reason: 'Récidive' });
  });
});

describe('moderation log', () => {
  it('is read-only: 405 on every write', async () => {
    const [entry] = await logEntries();
    expect(entry).toBeTruthy();
    expect((await api.post('/forum_moderation_log', { action: 'Faux', type: 'other' }, { token })).status).toBe(405);
    expect((await api.put(`/forum_moderation_log/${entry._id}`, { action: 'Faux' }, { token })).status).toBe(405);
    expect((await api.del(`/forum_moderation_log/${entry._id}`, { token })).status).toBe(405);
  });

  it('lists 50 per page, newest first', async () => {
    const list = await api.get('/forum_moderation_log', { token });
    expect(list.body.pagination.limit).toBe(50);
    const dates = list.body.data.map((e: any) => Date.parse(e.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('reorder of the top-level categories', () => {
  it('rewrites the order as given, and the list follows it', async () => {
    const [a, b, c] = [await newCategory(), await newCategory(), await newCategory()];
    const child = await newCategory({ parent_id: a._id });
    const response = await api.put('/forum_categories/order', { ids: [c._id, a._id, b._id] }, { token });
    expect(response.status).toBe(200);
    expect(response.body.data.map((x: any) => [x._id, x.order])).toEqual([
      [c._id, 1],
      [a._id, 2],
      [b._id, 3],
    ]);
    expect((await read(`/forum_categories/${b._id}`)).order).toBe(3);
    const list = await api.get('/forum_categories', { token, query: { limit: '100' } });
    const ids = list.body.data.map((x: any) => x._id).filter((id: string) => [a._id, b._id, c._id].includes(id));
    expect(ids).toEqual([c._id, a._id, b._id]);
    expect(await latestLog()).toMatchObject({ action: 'Catégories réorganisées', details: `${c.name}, ${a.name}, ${b.name}` });

    const refused = await api.put('/forum_categories/order', { ids: [child._id] }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Seules les catégories principales peuvent être réorganisées');
  });

  it('refuses a malformed list and unknown categories, and is for admins only', async () => {
    for (const ids of [[], 'x', ['nope'], undefined]) {
      expect((await api.put('/forum_categories/order', { ids }, { token })).status).toBe(400);
    }
    const category = await newCategory();
    expect((await api.put('/forum_categories/order', { ids: [category._id, category._id] }, { token })).status).toBe(400);
    expect((await api.put('/forum_categories/order', { ids: ['0123456789abcdef01234567'] }, { token })).status).toBe(404);
    expect((await api.put('/forum_categories/order', { ids: [category._id] })).status).toBe(401);
  });
});
