/**
 * Who the support agents are (issue 36): whoever holds support.manage and is active — an
 * administrator, the Support role, a team member given « Gérer le support » — is assignable,
 * a chat agent and a knowledge-base author; a customer, a member without the permission or a
 * deactivated account is none of these. The answer follows a member's permissions and a role's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { createRecord, listRecords } from '../support/records';
import type { TestServer } from '../support/server';

const PASSWORD = 'Motdepasse-solide-1';
const NOT_AGENT = 'Choisissez un agent du support (un membre qui gère le support)';

let server: TestServer;
let api: ApiClient;
let admin: string;
let adminId: string;
const people: Record<string, { id: string; token: string }> = {};

async function account(key: string, name: string, role: string, permissions: string[] = [], active = true) {
  const email = `${key}@exemple.fr`;
  const user = await createRecord(api, admin, 'users', { name, email, role, permissions, active, password: PASSWORD, confirmPassword: PASSWORD });
  people[key] = { id: String(user._id), token: active ? await login(api, email, PASSWORD) : '' };
}

/** The assignee picker's list, as the support role's agent reads it. */
const agents = async () =>
  (await listRecords(api, people.sophie.token, 'users', { support_agent: 'true' })).map((user) => String(user._id)).sort();

const ticket = () => createRecord(api, people.anne.token, 'support_tickets', { subject: 'Facture', category: 'billing', description: 'Une question.' });

beforeAll(async () => {
  ({ server, api, token: admin } = await startServerAsAdmin());
  adminId = String((await listRecords(api, admin, 'users', { role: 'admin' }))[0]._id);
  await account('sophie', 'Sophie Support', 'support');
  await account('edith', 'Édith Éditrice', 'editor', ['content.edit', 'support.manage']);
  await account('eric', 'Éric Éditeur', 'editor', ['content.edit']);
  await account('anne', 'Anne Cliente', 'user');
  await account('oscar', 'Oscar Ancien', 'support', [], false);
}, 120_000);
afterAll(() => server?.stop());

describe('the support agents', () => {
  it('are the administrators, the Support role and the members given « Gérer le support », active', async () => {
    expect(await agents()).toEqual([adminId, people.sophie.id, people.edith.id].sort());
  });

  it('are assignable; anyone else is refused with a French 400', async () => {
    const first = await ticket();
    expect((await api.post(`/support_tickets/${first._id}/assign`, { assigned_to: people.edith.id }, { token: people.sophie.token })).status).toBe(200);
    for (const other of [people.eric, people.anne, people.oscar]) {
      const refused = await api.post(`/support_tickets/${(await ticket())._id}/assign`, { assigned_to: other.id }, { token: people.sophie.token });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ assigned_to: NOT_AGENT });
    }
  });

  it('may be chat agents and article authors', async () => {
    const agent = await api.post('/support_chat_agents', { user_id: people.edith.id }, { token: admin });
    expect(agent.status, JSON.stringify(agent.body)).toBe(201);
    expect((await api.post('/support_chat_agents', { user_id: people.eric.id }, { token: admin })).body.errors).toEqual({ user_id: NOT_AGENT });
    const category = await createRecord(api, admin, 'support_kb_categories', { name: 'Facturation', slug: 'facturation' });
    const article = await createRecord(api, people.edith.token, 'support_kb_articles', {
      title: 'Changer de formule',
      slug: 'changer-de-formule',
      category_id: category._id,
      summary: 'Passer à une autre formule.',
      content: 'Depuis votre espace client.',
    });
    expect(article.author_id).toBe(people.edith.id);
  });

  it('follow a member’s permissions and a role’s, and cannot be set by hand', async () => {
    expect((await api.put(`/users/${people.eric.id}`, { permissions: ['content.edit', 'support.manage'] }, { token: admin })).status).toBe(200);
    expect(await agents()).toContain(people.eric.id);
    expect((await api.put(`/users/${people.eric.id}`, { permissions: ['content.edit'], support_agent: true }, { token: admin })).status).toBe(200);
    expect(await agents()).not.toContain(people.eric.id);

    const [supportRole] = await listRecords(api, admin, 'roles', { q: 'Support' });
    expect((await api.put(`/roles/${supportRole._id}`, { permissions: [] }, { token: admin })).status).toBe(200);
    expect(await agents()).not.toContain(people.sophie.id);
    expect((await api.put(`/roles/${supportRole._id}`, { permissions: ['support.manage'] }, { token: admin })).status).toBe(200);
    expect(await agents()).toContain(people.sophie.id);
  });

  it('are recruited through Équipe: an invitation as Support makes an agent of the member', async () => {
    const invited = await api.post('/webmaster/team/invitations', { email: 'nina@exemple.fr', role: 'support', message: '' }, { token: admin });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const [mail] = await listRecords(api, admin, 'mail_outbox', { q: 'nina@exemple.fr' });
    expect(mail.text).toContain('en tant que Support');
    const token = /\/invitation\?token=([\w-]+)/.exec(String(mail.text))![1];
    const accepted = await api.post('/team/invitation/accept', { token, name: 'Nina Nouvelle', password: PASSWORD, confirmPassword: PASSWORD });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const nina = String(accepted.body.member.id ?? accepted.body.member._id);
    expect(await agents()).toContain(nina);
    const members = (await api.get('/webmaster/team/members', { token: admin })).body;
    expect((Array.isArray(members) ? members : members.data).find((member: { email: string }) => member.email === 'nina@exemple.fr')).toMatchObject({ role: 'support' });
    const session = await login(api, 'nina@exemple.fr', PASSWORD);
    expect((await api.get('/support_tickets', { token: session })).status).toBe(200);
    expect((await api.get('/billing_invoices', { token: session })).status).toBe(403);
  });

  it('take a waiting chat by answering it; a transfer names an account, nothing else', async () => {
    const started = await api.post('/support/chat/sessions', { visitor_name: 'Nina Visiteuse' });
    expect(started.status).toBe(201);
    const id = String(started.body.id);
    expect((await api.get(`/support_chat_sessions/${id}`, { token: admin })).body).toMatchObject({ status: 'waiting' });
    const answer = await api.post('/support_chat_messages', { session_id: id, content: 'Bonjour, je vous écoute.' }, { token: people.edith.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await api.get(`/support_chat_sessions/${id}`, { token: admin })).body).toMatchObject({ status: 'active', agent: people.edith.id });
    // A second agent answering does not take it from her.
    await api.post('/support_chat_messages', { session_id: id, content: 'Je complète.' }, { token: people.sophie.token });
    expect((await api.get(`/support_chat_sessions/${id}`, { token: admin })).body.agent).toBe(people.edith.id);

    const injected = await api.post(`/support_chat_sessions/${id}/transfer`, { agent: { $ne: null } }, { token: admin });
    expect(injected.status).toBe(400);
    expect(injected.body.errors.agent).toBe('Cet agent n’est pas disponible : choisissez un agent en ligne sous sa limite de conversations');
  });
});
