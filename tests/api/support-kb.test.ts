/**
 * The knowledge base on a real server (issue 20): categories, articles and questions with the
 * spec's orders, page sizes and rules, the counters kept by the API, the deletion refused
 * while a category holds content, the author among the support staff, and the readers'
 * helpful votes counted once per visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { createRecord, readRecord } from '../support/records';
import type { TestServer } from '../support/server';

const NOT_EMPTY = 'Cette catégorie contient du contenu et ne peut pas être supprimée';
const SLUG_MESSAGE = 'Seuls les lettres minuscules, chiffres et tirets sont autorisés';
const PASSWORD = 'Motdepasse-solide-1';

let server: TestServer;
let api: ApiClient;
let admin: string;
let support: { id: string; token: string };
let customerId: string;

beforeAll(async () => {
  ({ server, api, token: admin } = await startServerAsAdmin());
  const agent = await createRecord(api, admin, 'users', {
    name: 'Karim Support',
    email: 'karim@exemple.fr',
    role: 'support',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  support = { id: String(agent._id), token: await login(api, 'karim@exemple.fr', PASSWORD) };
  customerId = String(
    (await createRecord(api, admin, 'users', { name: 'Client', email: 'client@exemple.fr', role: 'user', password: PASSWORD, confirmPassword: PASSWORD }))._id,
  );
}, 120_000);
afterAll(() => server?.stop());

let serial = 0;
const category = (extra: Record<string, unknown> = {}) =>
  createRecord(api, support.token, 'support_kb_categories', { name: `Hébergement ${++serial}`, slug: `hebergement-${serial}`, ...extra });
const article = (categoryId: string, extra: Record<string, unknown> = {}) =>
  createRecord(api, support.token, 'support_kb_articles', {
    title: `Configurer un nom de domaine ${++serial}`,
    slug: `nom-de-domaine-${serial}`,
    category_id: categoryId,
    summary: 'Les étapes pour relier votre domaine',
    content: '## Étapes\n\n1. Ouvrez la zone DNS.',
    ...extra,
  });
const faq = (categoryId: string, order: number) =>
  createRecord(api, support.token, 'support_kb_faqs', { question: `Question ${++serial} ?`, answer: 'Réponse.', category_id: categoryId, order });

/** A vote as a browser sends it, with the visitor cookie it holds (if any); answers the cookie it holds after. */
async function vote(slug: string, helpful: unknown, cookie?: string, browser = 'Navigateur de test') {
  const response = await fetch(`${server.baseUrl}/api/support/kb/${slug}/vote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': browser, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ helpful }),
  });
  const set = response.headers.get('set-cookie')?.split(';')[0];
  return { status: response.status, body: await response.json(), cookie: set ?? cookie };
}

describe('categories', () => {
  it('keeps article_count and faq_count, and refuses deleting one that holds content', async () => {
    const full = await category();
    const [one] = [await article(full._id), await article(full._id)];
    await faq(full._id, 1);
    expect(await readRecord(api, admin, 'support_kb_categories', full._id)).toMatchObject({ article_count: 2, faq_count: 1 });
    const refused = await api.del(`/support_kb_categories/${full._id}`, { token: support.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NOT_EMPTY);
    expect((await api.del(`/support_kb_articles/${one._id}`, { token: support.token })).status).toBe(200);
    expect((await readRecord(api, admin, 'support_kb_categories', full._id)).article_count).toBe(1);
    const empty = await category();
    expect((await api.del(`/support_kb_categories/${empty._id}`, { token: support.token })).status).toBe(200);
  });

  it('lists by order, 25 per page', async () => {
    await category({ order: 9 });
    await category({ order: 0 });
    const list = await api.get('/support_kb_categories', { token: support.token });
    expect(list.body.pagination.limit).toBe(25);
    const orders = list.body.data.map((c: { order: number }) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('takes only lowercase letters, digits and hyphens in a slug', async () => {
    const bad = await api.post('/support_kb_categories', { name: 'Sécurité', slug: 'Sécurité IA' }, { token: support.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.slug).toBe(SLUG_MESSAGE);
  });
});

describe('articles and questions', () => {
  it('requires title, summary, content, category and status, and checks the slug', async () => {
    const refused = await api.post('/support_kb_articles', { title: '', slug: 'Pas Bon' }, { token: support.token });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(expect.arrayContaining(['title', 'slug', 'summary', 'content', 'category_id']));
    expect(refused.body.errors.slug).toBe(SLUG_MESSAGE);
  });

  it('signs an article by its support writer, and takes only support staff as author', async () => {
    const home = await category();
    expect((await article(home._id)).author_id).toBe(support.id);
    const customer = await api.post(
      '/support_kb_articles',
      { title: 'X', slug: `x-${++serial}`, category_id: home._id, summary: 's', content: 'c', author_id: customerId },
      { token: support.token },
    );
    expect(customer.status).toBe(400);
    expect(customer.body.errors).toEqual({ author_id: 'Choisissez un agent du support (un membre qui gère le support)' });
  });

  it('starts as a draft and moves through draft, published and archived', async () => {
    const created = await article((await category())._id);
    expect(created).toMatchObject({ status: 'draft', views: 0, helpful_yes: 0, helpful_no: 0, featured: false, allow_comments: true });
    expect((await api.put(`/support_kb_articles/${created._id}`, { status: 'published' }, { token: support.token })).body.status).toBe('published');
    expect((await api.put(`/support_kb_articles/${created._id}`, { status: 'archived' }, { token: support.token })).body.status).toBe('archived');
    expect((await api.put(`/support_kb_articles/${created._id}`, { status: 'draft' }, { token: support.token })).status).toBe(409);
  });

  it('lists articles 25 per page and questions 50 per page by order', async () => {
    const home = await category();
    await faq(home._id, 5);
    await faq(home._id, 2);
    expect((await api.get('/support_kb_articles', { token: support.token })).body.pagination.limit).toBe(25);
    const faqs = await api.get('/support_kb_faqs', { token: support.token });
    expect(faqs.body.pagination.limit).toBe(50);
    const orders = faqs.body.data.map((f: { order: number }) => f.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await api.post('/support_kb_faqs', { question: '', answer: '' }, { token: support.token })).body.errors).toMatchObject({
      question: expect.any(String),
      answer: expect.any(String),
      category_id: expect.any(String),
    });
  });
});

describe('helpful votes', () => {
  it('counts yes or no once per visitor, on published articles only', async () => {
    const home = await category();
    const draft = await article(home._id);
    expect((await vote(draft.slug, true)).status).toBe(404);
    await api.put(`/support_kb_articles/${draft._id}`, { status: 'published' }, { token: support.token });

    const first = await vote(draft.slug, true);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Merci pour votre avis !', helpful_yes: 1, helpful_no: 0 });
    expect(first.cookie).toMatch(/^hx_kb_visitor=/);
    const again = await vote(draft.slug, false, first.cookie);
    expect(again).toMatchObject({ status: 409, body: { message: 'Vous avez déjà donné votre avis sur cet article' } });
    // The same browser without its cookie (issue 33): known by its address and browser, nothing changes.
    const cookieless = await vote(draft.slug, false);
    expect(cookieless).toMatchObject({ status: 409, body: { message: 'Vous avez déjà donné votre avis sur cet article' } });
    const other = await vote(draft.slug, false, undefined, 'Un autre navigateur');
    expect(other.body).toMatchObject({ helpful_yes: 1, helpful_no: 1 });
    expect(await readRecord(api, admin, 'support_kb_articles', draft._id)).toMatchObject({ helpful_yes: 1, helpful_no: 1 });
    expect((await vote(draft.slug, 'peut-être', undefined, 'Encore un autre')).status).toBe(400);
  });

  it('takes at most five votes on an article from one address in a day, whatever browsers it claims', async () => {
    const published = await article((await category())._id, { status: 'published' });
    const answers = [];
    for (let n = 1; n <= 7; n += 1) answers.push(await vote(published.slug, true, undefined, `Navigateur n° ${n}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(answers[5].body.message).toBe('Trop de votes envoyés depuis votre connexion, veuillez réessayer plus tard.');
    expect((await readRecord(api, admin, 'support_kb_articles', published._id)).helpful_yes).toBe(5);
  });

  it('never takes the counters from a request', async () => {
    const created = await article((await category())._id, { views: 500, helpful_yes: 99 });
    expect(created).toMatchObject({ views: 0, helpful_yes: 0 });
  });
});

describe('the public pages', () => {
  const page = async (path: string) => {
    const response = await fetch(server.url(path));
    return { status: response.status, text: await response.text() };
  };

  it('shows a published article at /support/kb/{slug}, counts its views, and 404s a draft', async () => {
    const home = await category({ name: 'Noms de domaine' });
    const draft = await article(home._id, { title: 'Brouillon secret' });
    expect((await page(`/support/kb/${draft.slug}`)).status).toBe(404);
    const published = await article(home._id, { title: 'Relier un domaine Zéphyr', status: 'published', featured: true });
    const shown = await page(`/support/kb/${published.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Relier un domaine Zéphyr');
    expect(shown.text).toContain('Cet article vous a-t-il été utile ?');
    await page(`/support/kb/${published.slug}`);
    expect((await readRecord(api, admin, 'support_kb_articles', published._id)).views).toBe(2);

    const index = await page('/support/kb');
    expect(index.text).toContain('Relier un domaine Zéphyr');
    expect(index.text).toContain('Noms de domaine');
    expect(index.text).not.toContain('Brouillon secret');
    expect((await page('/support/kb?q=zephyr%20DOMAINE')).text.match(/<h2 id="kb-articles-title"[^>]*>([^<]*)</)?.[1]).toBe(
      '1 résultat pour « zephyr DOMAINE »',
    );
    expect((await page('/support/kb/sitemap.xml')).text).toContain(`/support/kb/${published.slug}</loc>`);
  });

  it('shows the active questions of the FAQ on /support', async () => {
    const home = await category();
    await createRecord(api, support.token, 'support_kb_faqs', {
      question: 'Comment joindre l’astreinte ?',
      answer: 'Par le chat, jour et nuit.',
      category_id: home._id,
      order: 1,
    });
    await createRecord(api, support.token, 'support_kb_faqs', { question: 'Question masquée ?', answer: 'Non.', category_id: home._id, is_active: false });
    const shown = await page('/support');
    expect(shown.text).toContain('Comment joindre l’astreinte ?');
    expect(shown.text).not.toContain('Question masquée ?');
  });
});
