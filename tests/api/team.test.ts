/**
 * The team (issue 12): members are staff accounts whose team role and permissions decide on
 * the server what they may read and change (the matrix below); a change of role or
 * permissions ends the member's sessions; the last administrator stays; invitations arrive by
 * e-mail on a real SMTP server and their link works once, for 7 days, until revoked.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';
import { startSmtp, type TestSmtp } from '../support/smtp';

let smtp: TestSmtp;
let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtp();
  // The test reaches the database itself to move an invitation's expiry into the past.
  database = await startDatabase();
  ({ server, api, token: adminToken } = await startServerAsAdmin({ env: { ...smtp.env, MONGODB_URI: database.uri } }));
});
afterAll(async () => {
  await server?.stop();
  await database?.stop();
  await smtp?.stop();
});

const MISSING_ID = '0123456789abcdef01234567';
let counter = 0;

/** A member added from the team screen; it signs in with the password the answer shows once. */
async function addMember(role: string, permissions?: string[]) {
  counter += 1;
  const email = `${role}${counter}@exemple.fr`;
  const created = await api.post('/webmaster/team/members', { name: `${role} ${counter}`, email, role, ...(permissions ? { permissions } : {}) }, { token: adminToken });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id as string, email, token: await login(api, email, created.body.password as string) };
}

/** The token of the link in the last invitation mail sent to `email`. */
async function invitationToken(email: string): Promise<string> {
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length).toBeGreaterThan(0);
  const mails = smtp.received.filter((mail) => mail.to.includes(email));
  const parsed = await simpleParser(mails[mails.length - 1].raw);
  const token = /\/invitation\?token=([\w-]+)/.exec(parsed.text ?? '')?.[1];
  expect(token, parsed.text).toBeTruthy();
  return token!;
}

async function invite(email: string, role = 'editor', message = '') {
  const response = await api.post('/webmaster/team/invitations', { email, role, message }, { token: adminToken });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.id as string, token: await invitationToken(email) };
}

const accept = (token: string, password = 'Invite-2026!', name = 'Nouvelle Recrue') =>
  api.post('/team/invitation/accept', { token, name, password, confirmPassword: password });

/** The activity log's entries about one record, oldest first (written before the answer is sent). */
const logOf = (resourceId: string) => database.db.collection('user_activity').find({ resource_id: resourceId }).sort({ created_at: 1 }).toArray();

/** The acting administrator, as every entry of the log names them. */
const BY_ADMIN = { actor_kind: 'user', actor_name: ADMIN.name, actor_email: ADMIN.email, status_code: expect.any(Number) };

async function memberActivity(email: string): Promise<string[]> {
  const member = (await api.get('/webmaster/team/members', { token: adminToken })).body.data.find((m: { email: string }) => m.email === email);
  const answer = await api.get(`/webmaster/team/members/${member.id}/activity`, { token: adminToken });
  return answer.body.data.map((e: { action: string; details: string }) => `${e.action}: ${e.details}`);
}

describe('permission matrix (team role × route), decided by the server', () => {
  const tokens: Record<string, string> = {};
  let categoryId: string;

  beforeAll(async () => {
    tokens.admin = adminToken;
    for (const role of ['editor', 'moderator', 'viewer']) tokens[role] = (await addMember(role)).token;
    const category = await api.post('/blog_categories', { name: 'Annonces' }, { token: adminToken });
    expect(category.status).toBe(201);
    categoryId = category.body.id;
  });

  const post = () => ({ title: `Article ${(counter += 1)}`, category_id: categoryId, content: 'Du contenu.' });
  type Row = [method: string, path: string, body: (() => unknown) | undefined, expected: Record<'admin' | 'editor' | 'moderator' | 'viewer', number>];
  const MATRIX: Row[] = [
    ['GET', '/blog_posts', undefined, { admin: 200, editor: 200, moderator: 403, viewer: 403 }],
    ['POST', '/blog_posts', post, { admin: 201, editor: 201, moderator: 403, viewer: 403 }],
    ['GET', '/blog_comments', undefined, { admin: 200, editor: 200, moderator: 200, viewer: 403 }],
    ['GET', '/forum_topics', undefined, { admin: 200, editor: 403, moderator: 200, viewer: 403 }],
    ['GET', '/forum_reports', undefined, { admin: 200, editor: 403, moderator: 200, viewer: 403 }],
    ['GET', '/billing_invoices', undefined, { admin: 200, editor: 403, moderator: 403, viewer: 403 }],
    ['PUT', `/billing_plans/${MISSING_ID}`, () => ({ name: 'Pro' }), { admin: 404, editor: 403, moderator: 403, viewer: 403 }],
    ['GET', '/users', undefined, { admin: 200, editor: 403, moderator: 403, viewer: 403 }],
    ['GET', '/roles', undefined, { admin: 200, editor: 403, moderator: 403, viewer: 403 }],
    ['GET', '/webmaster/team/members', undefined, { admin: 200, editor: 403, moderator: 403, viewer: 403 }],
    ['GET', '/webmaster/team/invitations', undefined, { admin: 200, editor: 403, moderator: 403, viewer: 403 }],
    ['DELETE', `/webmaster/team/members/${MISSING_ID}`, undefined, { admin: 404, editor: 403, moderator: 403, viewer: 403 }],
    ['GET', '/settings_security', undefined, { admin: 200, editor: 403, moderator: 403, viewer: 403 }],
    ['PUT', '/settings_security', () => ({ session_timeout: 60 }), { admin: 200, editor: 403, moderator: 403, viewer: 403 }],
    ['GET', '/settings', undefined, { admin: 200, editor: 403, moderator: 403, viewer: 403 }],
    ['GET', '/analytics/overview', undefined, { admin: 200, editor: 200, moderator: 200, viewer: 200 }],
    ['GET', '/search', undefined, { admin: 400, editor: 400, moderator: 400, viewer: 400 }],
  ];

  it.each(MATRIX)('%s %s', async (method, path, body, expected) => {
    for (const role of ['admin', 'editor', 'moderator', 'viewer'] as const) {
      const response = await api.request(method, path, { token: tokens[role], body: body?.() });
      expect(response.status, `${role} ${method} ${path}: ${JSON.stringify(response.body)}`).toBe(expected[role]);
      if (response.status === 403) expect(response.body.message).toBe('Accès refusé');
    }
  });

  it('a viewer changes nothing, even holding a permission that opens the contents', async () => {
    const viewer = await addMember('viewer', ['content.edit']);
    expect((await api.get('/blog_posts', { token: viewer.token })).status).toBe(200);
    expect((await api.post('/blog_posts', post(), { token: viewer.token })).status).toBe(403);
    const existing = await api.post('/blog_posts', post(), { token: adminToken });
    expect((await api.put(`/blog_posts/${existing.body.id}`, { title: 'Changé' }, { token: viewer.token })).status).toBe(403);
    expect((await api.del(`/blog_posts/${existing.body.id}`, { token: viewer.token })).status).toBe(403);
  });

  it('settings.manage opens the settings to a member, read-only for a viewer', async () => {
    const manager = await addMember('editor', ['settings.manage']);
    expect((await api.get('/settings_site', { token: manager.token })).status).toBe(200);
    const saved = await api.put('/settings_security', { session_timeout: 90 }, { token: manager.token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.session_timeout).toBe(90);
    const viewer = await addMember('viewer', ['settings.manage']);
    expect((await api.get('/settings_security', { token: viewer.token })).status).toBe(200);
    expect((await api.put('/settings_security', { session_timeout: 30 }, { token: viewer.token })).status).toBe(403);
    expect((await api.put('/settings_security', { session_timeout: 60 }, { token: adminToken })).status).toBe(200);
  });

  it('an editor without content.publish writes a post but not its publication', async () => {
    const editor = await addMember('editor', ['content.edit']);
    const created = await api.post('/blog_posts', { ...post(), status: 'published' }, { token: editor.token });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('draft');
  });

  it('/auth/me answers the member its role and its own permissions (the back-office hides the rest)', async () => {
    const me = await api.get('/auth/me', { token: tokens.editor });
    expect(me.body.user).toMatchObject({ role: 'editor' });
    expect([...me.body.user.permissions].sort()).toEqual(['analytics.view', 'content.edit', 'content.publish']);
  });
});

describe('granting', () => {
  it('nobody grants a permission they lack, and only an administrator makes an administrator', async () => {
    const manager = await addMember('editor', ['users.manage', 'content.edit']);
    const lacking = await api.post('/webmaster/team/members', { name: 'X', email: 'x@exemple.fr', role: 'editor', permissions: ['billing.manage'] }, { token: manager.token });
    expect(lacking.status).toBe(403);
    expect(lacking.body.message).toBe('Vous ne pouvez pas accorder une permission que vous n’avez pas : Gérer la facturation');
    const admin = await api.post('/webmaster/team/members', { name: 'Y', email: 'y@exemple.fr', role: 'admin' }, { token: manager.token });
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('Seul un administrateur peut nommer ou modifier un administrateur');
    const allowed = await api.post('/webmaster/team/members', { name: 'Z', email: 'z@exemple.fr', role: 'viewer', permissions: ['content.edit'] }, { token: manager.token });
    expect(allowed.status).toBe(201);
    // The administrator (first account) cannot be touched by the manager either.
    const members = await api.get('/webmaster/team/members', { token: manager.token });
    const first = members.body.data.find((m: { email: string }) => m.email === ADMIN.email);
    expect((await api.put(`/webmaster/team/members/${first.id}`, { name: 'Alice', email: ADMIN.email, role: 'viewer' }, { token: manager.token })).status).toBe(403);
  });

  it('refuses an unknown role or permission with a French 400', async () => {
    const response = await api.post('/webmaster/team/members', { name: 'Q', email: 'q@exemple.fr', role: 'owner', permissions: ['root'] }, { token: adminToken });
    expect(response.status).toBe(400);
    expect(response.body.errors.role).toBe('Rôle invalide : administrateur, éditeur, modérateur ou observateur');
    expect(response.body.errors.permissions).toBe('Permission inconnue');
  });
});

describe('sessions follow the member', () => {
  it('a role change ends the member’s sessions; a rename does not', async () => {
    const member = await addMember('editor');
    const second = await login(api, member.email, (await api.post('/users/' + member.id + '/reset-password', {}, { token: adminToken })).body.password);
    expect((await api.get('/auth/me', { token: second })).status).toBe(200);
    const renamed = await api.put(`/webmaster/team/members/${member.id}`, { name: 'Nouveau nom', email: member.email, role: 'editor' }, { token: adminToken });
    expect(renamed.status).toBe(200);
    expect((await api.get('/auth/me', { token: second })).status).toBe(200);

    const demoted = await api.put(`/webmaster/team/members/${member.id}`, { name: 'Nouveau nom', email: member.email, role: 'viewer' }, { token: adminToken });
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ role: 'viewer', permissions: ['content.edit', 'content.publish', 'analytics.view'] });
    expect((await api.get('/auth/me', { token: second })).status).toBe(401);
  });

  it('changing one’s own permissions ends one’s other sessions, not the current one', async () => {
    const manager = await addMember('editor', ['users.manage', 'content.edit']);
    const password = (await api.post(`/users/${manager.id}/reset-password`, {}, { token: adminToken })).body.password;
    const [current, other] = [await login(api, manager.email, password), await login(api, manager.email, password)];
    const changed = await api.put(`/webmaster/team/members/${manager.id}`, { name: 'Moi', email: manager.email, role: 'editor', permissions: ['users.manage'] }, { token: current });
    expect(changed.status).toBe(200);
    const me = await api.get('/auth/me', { token: current });
    expect(me.status).toBe(200);
    expect(me.body.user.permissions).toEqual(['users.manage']);
    expect((await api.get('/auth/me', { token: other })).status).toBe(401);
  });

  it('a permissions change ends them too', async () => {
    const member = await addMember('editor');
    const changed = await api.put(`/webmaster/team/members/${member.id}`, { name: 'M', email: member.email, role: 'editor', permissions: ['content.edit'] }, { token: adminToken });
    expect(changed.status).toBe(200);
    expect((await api.get('/auth/me', { token: member.token })).status).toBe(401);
  });
});

describe('the last administrator', () => {
  it('cannot be demoted nor removed (French 409); another administrator can', async () => {
    const members = await api.get('/webmaster/team/members', { token: adminToken });
    const alice = members.body.data.find((m: { email: string }) => m.email === ADMIN.email);
    const demote = await api.put(`/webmaster/team/members/${alice.id}`, { name: alice.name, email: alice.email, role: 'editor' }, { token: adminToken });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('Impossible : c’est le dernier administrateur actif de l’instance');
    const remove = await api.del(`/webmaster/team/members/${alice.id}`, { token: adminToken });
    expect(remove.status).toBe(409);

    const second = await addMember('admin');
    // Two administrators demoting each other at once: one of them stays administrator.
    const [a, b] = await Promise.all([
      api.put(`/webmaster/team/members/${alice.id}`, { name: alice.name, email: alice.email, role: 'editor' }, { token: second.token }),
      api.put(`/webmaster/team/members/${second.id}`, { name: 'Second', email: second.email, role: 'editor' }, { token: adminToken }),
    ]);
    // The other is refused: 409 (the last administrator) or, when the winner's demotion ended its
    // caller's session before it was read, 401.
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(won.status).toBe(200);
    expect([401, 409]).toContain(lost.status);
    const after = await api.get('/webmaster/team/members', { token: a.status === 200 ? second.token : adminToken });
    expect(after.body.data.filter((m: { role: string }) => m.role === 'admin')).toHaveLength(1);
    // Alice demoted (her sessions ended): the other administrator gives her role back, for the tests that follow.
    if (a.status === 200) {
      const restored = await api.put(`/webmaster/team/members/${alice.id}`, { name: alice.name, email: alice.email, role: 'admin' }, { token: second.token });
      expect(restored.status).toBe(200);
      adminToken = await login(api, ADMIN.email, ADMIN.password);
    }
  });
});

describe('member activity', () => {
  it('shows the member’s own entries of the activity log', async () => {
    const editor = await addMember('editor');
    const category = await api.post('/blog_categories', { name: `Cat ${counter}` }, { token: adminToken });
    const created = await api.post('/blog_posts', { title: 'Écrit par le membre', category_id: category.body.id, content: 'x' }, { token: editor.token });
    expect(created.status).toBe(201);
    await expect
      .poll(async () => (await api.get(`/webmaster/team/members/${editor.id}/activity`, { token: adminToken })).body.data.map((e: { action: string; details: string }) => `${e.action}: ${e.details}`))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^Création: Article — Écrit par le membre/), 'Connexion: Utilisateur']));
    const entry = (await api.get(`/webmaster/team/members/${editor.id}/activity`, { token: adminToken })).body.data[0];
    expect(Object.keys(entry).sort()).toEqual(['action', 'details', 'id', 'ip_address', 'timestamp']);
  });
});

describe('invitations', () => {
  it('sends a mail whose link makes the invitee a member, once', async () => {
    const { token, id } = await invite('recrue@exemple.fr', 'editor', 'Bienvenue parmi nous');
    const listed = await api.get('/webmaster/team/invitations', { token: adminToken });
    const pending = listed.body.data.find((i: { id: string }) => i.id === id);
    expect(pending).toMatchObject({ email: 'recrue@exemple.fr', role: 'editor', message: 'Bienvenue parmi nous', expired: false });
    expect(new Date(pending.expires_at).getTime() - new Date(pending.created_at).getTime()).toBe(7 * 24 * 3600_000);

    // Sending it is in the activity log, made by the administrator, named in French.
    expect(await logOf(id)).toEqual([
      expect.objectContaining({ ...BY_ADMIN, action: 'create', collection: 'team_invitations', resource_type: 'Invitation', details: { label: 'recrue@exemple.fr', fields: ['email', 'message', 'role'] } }),
    ]);
    expect(await memberActivity(ADMIN.email)).toContain('Création: Invitation — recrue@exemple.fr — champs : E-mail, Message, Rôle');

    const mail = await simpleParser(smtp.received.filter((m) => m.to.includes('recrue@exemple.fr')).at(-1)!.raw);
    // The team is the site's, named at setup.
    expect(mail.subject).toBe(`Invitation à rejoindre l’équipe ${ADMIN.company}`);
    expect(mail.text).toContain('en tant qu’Éditeur');
    expect(mail.text).toContain('« Bienvenue parmi nous »');

    const checked = await api.get('/team/invitation', { query: { token } });
    expect(checked.body).toMatchObject({ email: 'recrue@exemple.fr', role: 'editor', mfa_required: false, password_hint: 'Au moins 8 caractères, dont une majuscule, un chiffre et un caractère spécial.' });

    const weak = await accept(token, 'court');
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toMatch(/8 caractères/);

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body.member).toMatchObject({ email: 'recrue@exemple.fr', role: 'editor', name: 'Nouvelle Recrue' });
    // The account's creation is the new member's own act, not a visitor's.
    const created = (await logOf(accepted.body.member.id)).find((entry) => entry.action === 'create');
    expect(created).toMatchObject({ collection: 'users', resource_type: 'Utilisateur', user_id: accepted.body.member.id, actor_kind: 'user', actor_name: 'Nouvelle Recrue', actor_email: 'recrue@exemple.fr' });
    expect(created?.details.visitor).toBeUndefined();
    expect(await memberActivity('recrue@exemple.fr')).toEqual([expect.stringMatching(/^Création: Utilisateur — Nouvelle Recrue — champs : .*Rôle/)]);
    const memberToken = await login(api, 'recrue@exemple.fr', 'Invite-2026!');
    expect((await api.get('/blog_posts', { token: memberToken })).status).toBe(200);
    expect((await api.get('/billing_invoices', { token: memberToken })).status).toBe(403);

    const reused = await accept(token, 'Autre-2026!', 'Intrus');
    expect(reused.status).toBe(410);
    expect(reused.body.message).toBe('Cette invitation a déjà été utilisée');
    expect((await api.get('/team/invitation', { query: { token } })).body.message).toBe('Cette invitation a déjà été utilisée');
    expect((await api.get('/webmaster/team/invitations', { token: adminToken })).body.data.some((i: { id: string }) => i.id === id)).toBe(false);
  });

  it('accepts a link once even when it is used twice at the same moment', async () => {
    const { token } = await invite('double@exemple.fr');
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410]);
    const members = await api.get('/webmaster/team/members', { token: adminToken });
    expect(members.body.data.filter((m: { email: string }) => m.email === 'double@exemple.fr')).toHaveLength(1);
  });

  it('refuses a revoked link', async () => {
    const { token, id } = await invite('revoquee@exemple.fr');
    const revoked = await api.del(`/webmaster/team/invitations/${id}`, { token: adminToken });
    expect(revoked.status).toBe(200);
    const answer = await accept(token);
    expect(answer.status).toBe(410);
    expect(answer.body.message).toBe('Cette invitation a été révoquée');
    expect((await api.del(`/webmaster/team/invitations/${id}`, { token: adminToken })).status).toBe(409);
    // The revocation is logged once, by the administrator; the refused second one changed nothing.
    expect(await logOf(id)).toEqual([
      expect.objectContaining({ ...BY_ADMIN, action: 'create', action_type: 'create' }),
      expect.objectContaining({ ...BY_ADMIN, action: 'update', action_type: 'revoke', resource_type: 'Invitation', details: { label: 'revoquee@exemple.fr', fields: ['status'] } }),
    ]);
    expect(await memberActivity(ADMIN.email)).toContain('Modification: Invitation — revoquee@exemple.fr — champs : Statut');
  });

  it('refuses an expired link, and an unknown one', async () => {
    const { token } = await invite('expiree@exemple.fr');
    // Eight days later, as the database sees it.
    await database.db.collection('team_invitations').updateOne({ email: 'expiree@exemple.fr' }, { $set: { expires_at: new Date(Date.now() - 24 * 3600_000) } });
    const answer = await accept(token);
    expect(answer.status).toBe(410);
    expect(answer.body.message).toBe('Cette invitation a expiré : demandez-en une nouvelle à un administrateur');
    expect((await api.get('/webmaster/team/invitations', { token: adminToken })).body.data.find((i: { email: string }) => i.email === 'expiree@exemple.fr')).toMatchObject({ expired: true });
    const unknown = await accept('inconnu');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Ce lien d’invitation n’est pas valide');
  });

  it('an administrator’s invitation asks for the second factor at the first sign-in', async () => {
    const { token } = await invite('admin2@exemple.fr', 'admin');
    expect((await api.get('/team/invitation', { query: { token } })).body.mfa_required).toBe(true);
    expect((await accept(token)).body.mfa_required).toBe(true);
    const first = await api.post('/auth/login', { email: 'admin2@exemple.fr', password: 'Invite-2026!' });
    expect(first.body).toMatchObject({ mfaSetupRequired: true });
    expect(first.body.token).toBeUndefined();
  });

  it('refuses to invite a member twice or an existing account', async () => {
    await invite('deux-fois@exemple.fr');
    const again = await api.post('/webmaster/team/invitations', { email: 'deux-fois@exemple.fr' }, { token: adminToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Une invitation est déjà en attente pour cette adresse e-mail');
    const existing = await api.post('/webmaster/team/invitations', { email: ADMIN.email }, { token: adminToken });
    expect(existing.status).toBe(409);
  });
});
