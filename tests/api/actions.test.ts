/**
 * The registry's actions and access rules, enforced by the server: state machines refuse a
 * forbidden transition whether it comes from an action or a plain PUT (409, French), asked
 * values are checked per field (400), an action with its own method and path answers there,
 * and the access rules per operation and field hold for an account of another role.
 */
import { rm } from 'node:fs/promises';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));
});
afterAll(async () => {
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

/** A stored record changed behind the API's back: what time or the public forum does. */
const stored = (collection: string, id: string, set: Record<string, unknown>) =>
  database.db.collection(collection).updateOne({ _id: new ObjectId(id) }, { $set: set });

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

async function created(path: string, body: Record<string, unknown>, as = token) {
  const response = await api.post(path, body, { token: as });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const read = async (path: string) => (await api.get(path, { token })).body;

async function newComment(overrides: Record<string, unknown> = {}) {
  const category = await created('/blog_categories', { name: unique('Catégorie') });
  const post = await created('/blog_posts', { title: unique('Article'), content: 'Texte', category_id: category._id, status: 'published' });
  return created('/blog_comments', { post_id: post._id, author_name: 'Lecteur', author_email: 'lecteur@exemple.fr', content: 'Merci !', ...overrides });
}

async function newTopic() {
  const category = await created('/forum_categories', { name: unique('Forum'), description: 'Questions' });
  return created('/forum_topics', { title: unique('Sujet'), category_id: category._id, content: 'Comment faire ?' });
}

async function newReport(topicId: string) {
  const response = await api.post(`/forum_topics/${topicId}/report`, { type: 'spam', reason: 'Publicité' }, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('blog comments: the state machine holds on every write', () => {
  it('approves and rejects pending comments through their action routes', async () => {
    const comment = await newComment();
    const approved = await api.post(`/blog_comments/${comment._id}/approve`, {}, { token });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');

    const other = await newComment();
    const rejected = await api.post(`/blog_comments/${other._id}/reject`, { rejection_reason: 'Hors sujet' }, { token });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejection_reason: 'Hors sujet' });
  });

  it('checks the asked values with the shared engine: 400 per field, nothing written', async () => {
    const comment = await newComment();
    const refused = await api.post(`/blog_comments/${comment._id}/reject`, { rejection_reason: '' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ rejection_reason: 'Le champ «\u00a0Motif du rejet\u00a0» est requis' });
    const tooLong = await api.post(`/blog_comments/${comment._id}/reject`, { rejection_reason: 'x'.repeat(501) }, { token });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(['rejection_reason']);
    expect((await read(`/blog_comments/${comment._id}`)).status).toBe('pending');
  });

  it('refuses to approve a rejected comment, by PUT or by the action (409, French)', async () => {
    const comment = await newComment({ status: 'rejected', rejection_reason: 'Publicité' });
    const byPut = await api.put(`/blog_comments/${comment._id}`, { status: 'approved' }, { token });
    expect(byPut.status).toBe(409);
    expect(byPut.body.message).toBe('Impossible de passer de l’état « Rejeté » à l’état « Approuvé »');
    const byAction = await api.post(`/blog_comments/${comment._id}/approve`, {}, { token });
    expect(byAction.status).toBe(409);
    expect(byAction.body.message).toBe('« Approuver » est impossible : l’état est « Rejeté »');
    expect((await read(`/blog_comments/${comment._id}`)).status).toBe('rejected');
  });

  it('lets the edit form mark any comment but spam as spam, and nothing leaves spam', async () => {
    const comment = await newComment({ status: 'approved' });
    expect((await api.put(`/blog_comments/${comment._id}`, { status: 'spam' }, { token })).status).toBe(200);
    const back = await api.put(`/blog_comments/${comment._id}`, { status: 'pending' }, { token });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Impossible de passer de l’état « Spam » à l’état « En attente »');
    // Writing the state it already has is no transition.
    expect((await api.put(`/blog_comments/${comment._id}`, { status: 'spam', content: 'Modifié' }, { token })).status).toBe(200);
  });
});

describe('forum reports: pending moves to resolved or dismissed, once', () => {
  it('refuses to resolve a resolved report again, by the action or by PUT', async () => {
    const report = await newReport((await newTopic())._id);
    const resolved = await api.post(`/forum_reports/${report._id}/resolve`, { action_taken: 'warn', moderator_notes: 'Averti' }, { token });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', action_taken: 'warn', moderator_notes: 'Averti' });

    const again = await api.post(`/forum_reports/${report._id}/resolve`, { action_taken: 'none' }, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('« Résoudre » est impossible : l’état est « Résolu »');
    const byPut = await api.put(`/forum_reports/${report._id}`, { status: 'dismissed' }, { token });
    expect(byPut.status).toBe(409);
    expect(byPut.body.message).toBe('Impossible de passer de l’état « Résolu » à l’état « Rejeté »');
    expect((await read(`/forum_reports/${report._id}`)).action_taken).toBe('warn');
  });

  it('refuses to resolve a dismissed report, by the action or by PUT', async () => {
    const report = await newReport((await newTopic())._id);
    expect((await api.post(`/forum_reports/${report._id}/dismiss`, {}, { token })).body.status).toBe('dismissed');
    const action = await api.post(`/forum_reports/${report._id}/resolve`, {}, { token });
    expect(action.status).toBe(409);
    expect(action.body.message).toBe('« Résoudre » est impossible : l’état est « Rejeté »');
    const byPut = await api.put(`/forum_reports/${report._id}`, { status: 'resolved' }, { token });
    expect(byPut.status).toBe(409);
    expect(byPut.body.message).toBe('Impossible de passer de l’état « Rejeté » à l’état « Résolu »');
  });

  it('refuses an unknown value of an asked select (400 on that field)', async () => {
    const report = await newReport((await newTopic())._id);
    const refused = await api.post(`/forum_reports/${report._id}/resolve`, { action_taken: 'pendre' }, { token });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['action_taken']);
  });

  it('with delete: removes the reported topic', async () => {
    const topic = await newTopic();
    const report = await newReport(topic._id);
    expect((await api.post(`/forum_reports/${report._id}/resolve`, { action_taken: 'delete' }, { token })).status).toBe(200);
    expect((await api.get(`/forum_topics/${topic._id}`, { token })).status).toBe(404);
  });

  it('with ban: bans the author and removes the reported message', async () => {
    const author = await created('/users', { name: 'Troll', email: `${unique('troll')}@exemple.fr`, role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const topic = await newTopic();
    const reply = await created('/forum_replies', { topic_id: topic._id, content: 'Achetez mes montres', author_id: author._id });
    const report = await newReport(topic._id);
    // A report of a message, as the public forum files it.
    expect((await stored('forum_reports', report._id, { content_type: 'message', reply_id: String(reply._id) })).matchedCount).toBe(1);

    const resolved = await api.post(`/forum_reports/${report._id}/resolve`, { action_taken: 'ban', moderator_notes: 'Spam répété' }, { token });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const bans = (await api.get('/forum_bans', { token, query: { user_id: author._id } })).body.data;
    expect(bans).toHaveLength(1);
    expect(bans[0]).toMatchObject({ reason: 'Spam répété', is_active: true, duration_days: 7 });
    expect((await api.get(`/forum_replies/${reply._id}`, { token })).status).toBe(404);
    expect((await api.get(`/forum_topics/${topic._id}`, { token })).status).toBe(200);
  });

  it('with ban: refuses (409, nothing written) when the content has no account behind it', async () => {
    const topic = await newTopic();
    await stored('forum_topics', topic._id, { author_id: null });
    const report = await newReport(topic._id);
    const refused = await api.post(`/forum_reports/${report._id}/resolve`, { action_taken: 'ban' }, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("L'auteur du contenu signalé n'a pas de compte : il ne peut pas être banni");
    expect((await read(`/forum_reports/${report._id}`)).status).toBe('pending');
  });
});

describe('forum bans', () => {
  it('cannot be lifted once expired, nor set active again once lifted', async () => {
    const user = await created('/users', { name: 'Banni', email: `${unique('banni')}@exemple.fr`, role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const ban = await created('/forum_bans', { user_id: user._id, reason: 'Insultes', duration_days: 1 });
    await stored('forum_bans', ban._id, { expires_at: new Date(Date.now() - 60_000) });
    const expired = await api.post(`/forum_bans/${ban._id}/unban`, {}, { token });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('Ce bannissement n’est plus en vigueur');

    const other = await created('/forum_bans', { user_id: user._id, reason: 'Récidive', duration_days: 0 });
    expect((await api.post(`/forum_bans/${other._id}/unban`, {}, { token })).body.is_active).toBe(false);
    const again = await api.put(`/forum_bans/${other._id}`, { is_active: true }, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Impossible de passer de l’état « Levé » à l’état « Actif »');
  });
});

describe('actions with their own method and path', () => {
  it('reorders the forum categories at PUT /forum_categories/order, not taken for PUT /forum_categories/:id', async () => {
    const a = await created('/forum_categories', { name: unique('A'), description: 'a' });
    const b = await created('/forum_categories', { name: unique('B'), description: 'b' });
    const response = await api.put('/forum_categories/order', { ids: [b._id, a._id] }, { token });
    expect(response.status).toBe(200);
    expect(response.body.data.map((c: any) => c._id)).toEqual([b._id, a._id]);
    expect((await api.post(`/forum_categories/${a._id}/reorder`, { ids: [a._id] }, { token })).status).toBe(404);
  });

  it('are in the OpenAPI document at their declared routes', async () => {
    const document = (await api.get('/docs/json')).body;
    expect(document.paths['/api/forum_categories/order']).toHaveProperty('put');
    expect(document.paths['/api/blog_comments/{id}/reject']).toHaveProperty('post');
    expect(document.paths['/api/forum_topics/actions/move_selection']).toHaveProperty('post');
  });

  it('runs a bulk action over the selection, refusing a bad selection', async () => {
    const one = await newTopic();
    const two = await newTopic();
    const pinned = await api.post('/forum_topics/actions/pin', { ids: [one._id, two._id] }, { token });
    expect(pinned.status).toBe(200);
    expect(pinned.body.data.map((t: any) => t.is_pinned)).toEqual([true, true]);
    expect((await api.post('/forum_topics/actions/pin', { ids: [] }, { token })).status).toBe(400);
    expect((await api.post('/forum_topics/actions/pin', { ids: ['0123456789abcdef01234567'] }, { token })).status).toBe(404);
  });

  it('duplicates through the API', async () => {
    const templates = (await api.get('/ai_templates', { token })).body.data;
    if (!templates.length) return;
    const copy = await api.post(`/ai_templates/${templates[0]._id}/duplicate`, {}, { token });
    expect(copy.status).toBe(200);
    expect(copy.body.name).toBe(`${templates[0].name} (Copie)`);
  });
});

describe('access rules per operation and field', () => {
  /** A support account whose role is given content.edit, and a plain user account without it. */
  let editor: string;
  let plain: string;

  beforeAll(async () => {
    const supportRole = (await api.get('/roles', { token, query: { limit: '100' } })).body.data.find((role: any) => role.slug === 'support');
    const granted = await api.put(`/roles/${supportRole._id}`, { permissions: [...supportRole.permissions, 'content.edit'] }, { token });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    await created('/users', { name: 'Éditrice', email: 'editrice@exemple.fr', role: 'support', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    await created('/users', { name: 'Ugo Utilisateur', email: 'ugo@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    editor = await login(api, 'editrice@exemple.fr', 'Motdepasse-1');
    plain = await login(api, 'ugo@exemple.fr', 'Motdepasse-1');
  });

  it('answers 403 in French to a role lacking the permission, 200 to one holding it', async () => {
    const refused = await api.get('/blog_comments', { token: plain });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Accès refusé');
    expect((await api.get('/blog_comments', { token: editor })).status).toBe(200);
    // content.edit opens nothing else: not the settings, not the invoices (the support role reads the accounts, for its tickets).
    expect((await api.get('/settings_security', { token: editor })).status).toBe(403);
    expect((await api.get('/billing_invoices', { token: editor })).status).toBe(403);
  });

  it('lets the permission run the actions, and 403 otherwise', async () => {
    const comment = await newComment();
    expect((await api.post(`/blog_comments/${comment._id}/approve`, {}, { token: plain })).status).toBe(403);
    expect((await api.post(`/blog_comments/${comment._id}/approve`, {}, { token: editor })).status).toBe(200);
  });

  it('never answers a field the caller may not read', async () => {
    const comment = await newComment();
    const asEditor = await api.get(`/blog_comments/${comment._id}`, { token: editor });
    expect(asEditor.body.author_name).toBe('Lecteur');
    expect(asEditor.body).not.toHaveProperty('author_email');
    const list = await api.get('/blog_comments', { token: editor });
    expect(list.body.data.every((c: any) => !('author_email' in c))).toBe(true);
    expect((await read(`/blog_comments/${comment._id}`)).author_email).toBe('lecteur@exemple.fr');
  });

  it('ignores a field the caller may not write', async () => {
    const category = await created('/blog_categories', { name: unique('Brouillons') });
    const post = await created('/blog_posts', { title: unique('Brouillon'), content: 'Texte', category_id: category._id, status: 'published' }, editor);
    expect(post.status).toBe('draft');
    const edited = await api.put(`/blog_posts/${post._id}`, { status: 'published', title: 'Titre revu' }, { token: editor });
    expect(edited.body).toMatchObject({ status: 'draft', title: 'Titre revu' });
    expect((await api.put(`/blog_posts/${post._id}`, { status: 'published' }, { token })).body.status).toBe('published');
  });
});
