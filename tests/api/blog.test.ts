/**
 * The blog through the generic API: categories, posts and comments with their server-kept
 * values, counters, refusal rules, moderation and stats, on a real embedded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, login, type ApiClient } from '../support/api';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

const create = async (collection: string, body: Record<string, unknown>) => {
  const response = await api.post(`/${collection}`, body, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};
const read = async (collection: string, id: string) => (await api.get(`/${collection}/${id}`, { token })).body;
const put = (collection: string, id: string, body: Record<string, unknown>) => api.put(`/${collection}/${id}`, body, { token });

const category = (name: string, extra: Record<string, unknown> = {}) => create('blog_categories', { name, ...extra });
const post = (title: string, categoryId: string, extra: Record<string, unknown> = {}) =>
  create('blog_posts', { title, category_id: categoryId, content: `Contenu de « ${title} ».`, ...extra });
const comment = (postId: string, extra: Record<string, unknown> = {}) =>
  create('blog_comments', { post_id: postId, author_name: 'Louise Martin', author_email: 'louise@exemple.fr', content: 'Très instructif, merci.', ...extra });

describe('blog categories', () => {
  it('derive their slug from the name and start active, without posts', async () => {
    const created = await category('Cloud Souverain');
    expect(created).toMatchObject({ slug: 'cloud-souverain', is_active: true, post_count: 0 });
  });

  it('refuse a malformed slug with the spec message', async () => {
    const response = await api.post('/blog_categories', { name: 'Sécurité', slug: 'Sécurité Cloud' }, { token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ slug: 'Seuls les lettres minuscules, chiffres et tirets sont autorisés' });
  });

  it('refuse to be their own parent, or the child of a descendant', async () => {
    const parent = await category('Infrastructure');
    const child = await category('Réseaux', { parent_id: parent._id });
    expect(child.parent_id).toBe(parent._id);

    const own = await put('blog_categories', parent._id, { parent_id: parent._id });
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual({ parent_id: 'Une catégorie ne peut pas être sa propre parente' });

    const loop = await put('blog_categories', parent._id, { parent_id: child._id });
    expect(loop.status).toBe(400);
    expect(loop.body.errors).toEqual({ parent_id: 'Une catégorie ne peut pas être sa propre parente' });
    expect((await read('blog_categories', parent._id)).parent_id ?? '').toBe('');

    const missing = await api.post('/blog_categories', { name: 'Orpheline', parent_id: '65f0c0ffee0000000000abcd' }, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ parent_id: 'Catégorie introuvable' });
  });

  it('cannot be deleted while they hold posts, and can once empty', async () => {
    const full = await category('Annonces');
    const other = await category('Divers');
    const article = await post('Lancement de la région Lyon', full._id);
    expect((await read('blog_categories', full._id)).post_count).toBe(1);

    const refused = await api.del(`/blog_categories/${full._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cette catégorie contient des articles');

    expect((await put('blog_posts', article._id, { category_id: other._id })).status).toBe(200);
    expect((await read('blog_categories', full._id)).post_count).toBe(0);
    expect((await read('blog_categories', other._id)).post_count).toBe(1);

    expect((await api.del(`/blog_categories/${full._id}`, { token })).status).toBe(200);
    expect((await api.get(`/blog_categories/${full._id}`, { token })).status).toBe(404);
  });

  it('leave their subcategories at the top level when deleted', async () => {
    const parent = await category('Réseaux et interconnexion');
    const child = await category('Pare-feu applicatifs', { parent_id: parent._id });
    expect((await api.del(`/blog_categories/${parent._id}`, { token })).status).toBe(200);
    expect((await read('blog_categories', child._id)).parent_id ?? null).toBeNull();
  });

  it('rename themselves on their posts', async () => {
    const ia = await category('IA');
    const article = await post('Les agents IA en entreprise', ia._id);
    expect(article.category_name).toBe('IA');
    expect((await put('blog_categories', ia._id, { name: 'Intelligence artificielle' })).status).toBe(200);
    const renamed = await read('blog_posts', article._id);
    expect(renamed.category_name).toBe('Intelligence artificielle');
    // The post itself was not edited.
    expect(renamed.updated_at).toBe(article.updated_at);
  });
});

describe('blog posts', () => {
  let categoryId: string;
  beforeAll(async () => {
    categoryId = (await category('Actualités')).id;
  });

  it('get their slug from the title, their author and category name from the server', async () => {
    const created = await post('Éthique de l’IA : 5 principes', categoryId, {
      author_name: 'Quelqu’un d’autre',
      category_name: 'Fausse',
      views: 1000,
      comments_count: 42,
    });
    expect(created).toMatchObject({
      slug: 'ethique-de-l-ia-5-principes',
      author_name: ADMIN.name,
      category_name: 'Actualités',
      views: 0,
      comments_count: 0,
      status: 'draft',
      featured: false,
      tags: [],
    });
    expect(created.published_at ?? null).toBeNull();
  });

  it('refuse a second post with the same slug', async () => {
    await post('Doublon', categoryId);
    const response = await api.post('/blog_posts', { title: 'Doublon', category_id: categoryId, content: 'x' }, { token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ slug: 'Cette valeur existe déjà' });
  });

  it('validate title, content and category with the spec rules', async () => {
    const empty = await api.post('/blog_posts', {}, { token });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ title: 'Le champ « Titre » est requis', content: 'Le champ « Contenu » est requis', category_id: 'Le champ « Catégorie » est requis' });

    const long = await api.post('/blog_posts', { title: 'x'.repeat(201), content: 'x', category_id: categoryId, meta_title: 'x'.repeat(61) }, { token });
    expect(long.body.errors).toMatchObject({ title: 'Maximum 200 caractères autorisés', meta_title: 'Maximum 60 caractères autorisés' });

    const unknown = await api.post('/blog_posts', { title: 'Perdu', content: 'x', category_id: '65f0c0ffee0000000000abcd' }, { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ category_id: 'Catégorie introuvable' });
  });

  it('require the publication date only when scheduled', async () => {
    const scheduled = await api.post('/blog_posts', { title: 'Programmé', content: 'x', category_id: categoryId, status: 'scheduled' }, { token });
    expect(scheduled.status).toBe(400);
    expect(scheduled.body.errors).toEqual({ published_at: 'Le champ « Date de publication » est requis' });

    const at = '2031-05-04T08:30:00.000Z';
    const ok = await post('Programmé', categoryId, { status: 'scheduled', published_at: at });
    expect(ok.published_at).toBe(at);
  });

  it('are dated when published without a date, and keep that date afterwards', async () => {
    const before = Date.now();
    const published = await post('Publié tout de suite', categoryId, { status: 'published' });
    const date = Date.parse(published.published_at);
    expect(date).toBeGreaterThanOrEqual(before - 1000);
    expect(date).toBeLessThanOrEqual(Date.now() + 1000);

    const draft = await post('Publié plus tard', categoryId);
    expect(draft.published_at ?? null).toBeNull();
    const later = await put('blog_posts', draft._id, { status: 'published' });
    expect(Date.parse(later.body.published_at)).toBeGreaterThanOrEqual(before - 1000);

    const edited = await put('blog_posts', published._id, { title: 'Publié tout de suite (mis à jour)', status: 'published' });
    expect(edited.body.published_at).toBe(published.published_at);
  });

  it('refuse a date that is none, even where the form does not ask it', async () => {
    const response = await api.post('/blog_posts', { title: 'Date cassée', content: 'x', category_id: categoryId, published_at: 'demain' }, { token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ published_at: 'Format invalide' });
  });

  it('are listed with their search and filters', async () => {
    const list = await api.get('/blog_posts', { token, query: { q: 'éthique', status: 'draft' } });
    expect(list.body.data.map((p: any) => p.title)).toEqual(['Éthique de l’IA : 5 principes']);
    const byCategory = await api.get('/blog_posts', { token, query: { category_id: categoryId, limit: '100' } });
    expect(byCategory.body.pagination.total).toBeGreaterThanOrEqual(5);
  });
});

describe('blog comments', () => {
  let categoryId: string;
  let first: any;
  let second: any;

  beforeAll(async () => {
    categoryId = (await category('Modération')).id;
    first = await post('Premier article commenté', categoryId, { status: 'published' });
    second = await post('Second article commenté', categoryId, { status: 'published' });
  });

  it('keep comments_count true as comments come, move and go', async () => {
    const a = await comment(first._id);
    const b = await comment(first._id, { status: 'approved' });
    expect((await read('blog_posts', first._id)).comments_count).toBe(2);

    expect((await put('blog_comments', b._id, { post_id: second._id })).status).toBe(200);
    expect((await read('blog_posts', first._id)).comments_count).toBe(1);
    expect((await read('blog_posts', second._id)).comments_count).toBe(1);

    expect((await api.del(`/blog_comments/${a._id}`, { token })).status).toBe(200);
    expect((await read('blog_posts', first._id)).comments_count).toBe(0);
  });

  it('go with their post when it is deleted', async () => {
    const doomed = await post('Article retiré', categoryId, { status: 'published' });
    const gone = await comment(doomed._id);
    const kept = await comment(second._id);
    expect((await api.del(`/blog_posts/${doomed._id}`, { token })).status).toBe(200);
    expect((await api.get(`/blog_comments/${gone._id}`, { token })).status).toBe(404);
    expect((await api.get(`/blog_comments/${kept._id}`, { token })).status).toBe(200);
  });

  it('take the author when written, never when moderated', async () => {
    const created = await comment(first._id, { author_name: 'Paul Girard', author_email: 'Paul@Exemple.fr' });
    expect(created).toMatchObject({ author_name: 'Paul Girard', author_email: 'paul@exemple.fr', status: 'pending' });
    const edited = await put('blog_comments', created._id, { author_name: 'Modérateur', author_email: 'x@exemple.fr', status: 'spam' });
    expect(edited.body).toMatchObject({ author_name: 'Paul Girard', author_email: 'paul@exemple.fr', status: 'spam' });
  });

  it('refuse an unknown post, an unknown parent and a reply to itself', async () => {
    const noPost = await api.post('/blog_comments', { post_id: '65f0c0ffee0000000000abcd', author_name: 'A', author_email: 'a@exemple.fr', content: 'x' }, { token });
    expect(noPost.body.errors).toEqual({ post_id: 'Article introuvable' });
    const noParent = await api.post(
      '/blog_comments',
      { post_id: first._id, parent_id: '65f0c0ffee0000000000abcd', author_name: 'A', author_email: 'a@exemple.fr', content: 'x' },
      { token },
    );
    expect(noParent.body.errors).toEqual({ parent_id: 'Commentaire introuvable' });

    const parent = await comment(first._id);
    const reply = await comment(first._id, { parent_id: parent._id, author_name: 'Équipe Hexagone', author_email: 'blog@hexagone.fr' });
    expect(reply.parent_id).toBe(parent._id);
    const self = await put('blog_comments', reply._id, { parent_id: reply._id });
    expect(self.body.errors).toEqual({ parent_id: 'Un commentaire ne peut pas répondre à lui-même' });
  });

  it('are approved, or rejected with a reason, by PUT', async () => {
    const toApprove = await comment(second._id);
    const approved = await put('blog_comments', toApprove._id, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');

    const toReject = await comment(second._id);
    const withoutReason = await put('blog_comments', toReject._id, { status: 'rejected' });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.errors).toEqual({ rejection_reason: 'Le champ « Motif du rejet » est requis' });
    expect((await read('blog_comments', toReject._id)).status).toBe('pending');

    const rejected = await put('blog_comments', toReject._id, { status: 'rejected', rejection_reason: 'Publicité déguisée' });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejection_reason: 'Publicité déguisée' });

    // Rejected is final: the server refuses the transition the actions do not offer.
    const reconsidered = await put('blog_comments', toReject._id, { status: 'approved' });
    expect(reconsidered.status).toBe(409);
    expect(reconsidered.body.message).toBe('Impossible de passer de l’état « Rejeté » à l’état « Approuvé »');
    expect((await read('blog_comments', toReject._id)).status).toBe('rejected');
  });

  it('answer the stats strip: pending, approved and rejected counts, with the list filters', async () => {
    const cat = await category('Statistiques');
    const target = await post('Article des statistiques', cat._id, { status: 'published' });
    for (const status of ['pending', 'pending', 'pending', 'approved', 'approved', 'spam']) await comment(target._id, { status });
    await comment(target._id, { status: 'rejected', rejection_reason: 'Hors sujet' });

    const filtered = await api.get('/blog_comments/stats', { token, query: { post_id: target._id } });
    expect(filtered.status).toBe(200);
    expect(filtered.body).toEqual({ pending: 3, approved: 2, rejected: 1 });

    const all = await api.get('/blog_comments/stats', { token });
    const list = async (status: string) => (await api.get('/blog_comments', { token, query: { status } })).body.pagination.total;
    expect(all.body).toEqual({ pending: await list('pending'), approved: await list('approved'), rejected: await list('rejected') });
    expect(all.body.pending).toBeGreaterThan(3);
  });
});

describe('an editor of the team (issue 26 §5)', () => {
  it('reads the categories her articles are filed under, writes an article in one, and changes no category', async () => {
    const filed = await category('Rédaction');
    const added = await api.post('/webmaster/team/members', { name: 'Éva Éditrice', email: 'eva.editrice@exemple.fr', role: 'editor' }, { token });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const editor = await login(api, 'eva.editrice@exemple.fr', added.body.password as string);

    // The article form's required « Catégorie » list is filled.
    const options = await api.get('/blog_categories', { token: editor, query: { limit: 100 } });
    expect(options.status).toBe(200);
    expect(options.body.data.map((c: { name: string }) => c.name)).toContain('Rédaction');
    expect((await api.get(`/blog_categories/${filed._id}`, { token: editor })).status).toBe(200);

    const written = await api.post('/blog_posts', { title: 'Écrit par l’éditrice', excerpt: 'Résumé', content: 'Le contenu de l’article.', category_id: filed._id }, { token: editor });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body).toMatchObject({ category_name: 'Rédaction', status: 'draft' });

    expect((await api.post('/blog_categories', { name: 'Pas la sienne' }, { token: editor })).status).toBe(403);
    expect((await api.put(`/blog_categories/${filed._id}`, { name: 'Renommée' }, { token: editor })).status).toBe(403);
  });
});
