/**
 * The findings of the security review of issue 24, each as the attack that worked, now
 * refused: a viewer's import, grants beyond one's own, the stored SMTP password sent to
 * another server, streams and signed links that outlive their session, a lockout kept by a
 * distributed attack, the maintenance gate's `.html` spellings, /metrics behind a proxy,
 * fractional CPU on resize and line breaks in instance names.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { openSignedLink, signedLinkFor } from '../support/downloads';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';
import { serverSentEvents } from '../support/server-sent-events';
import { SMTP_ACCOUNT, startSmtp, type TestSmtp } from '../support/smtp';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let adminToken: string;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  database = await startDatabase();
  ({ server, api, token: adminToken } = await startServerAsAdmin({
    env: { MONGODB_URI: database.uri, TRUST_PROXY: 'loopback', PROMETHEUS_ENABLED: '1' },
  }));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.stop();
  await smtp?.stop();
});

let counter = 0;

/** A team member added by the administrator; it signs in with the password the answer shows once. */
async function addMember(role: string, permissions: string[]) {
  counter += 1;
  const email = `membre${counter}@exemple.fr`;
  const created = await api.post('/webmaster/team/members', { name: `Membre ${counter}`, email, role, permissions }, { token: adminToken });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id as string, email, password: created.body.password as string, token: await login(api, email, created.body.password as string) };
}

/** POST /api/{collection}/import with a file, as a browser sends it. */
async function importFile(collection: string, token: string, name: string, content: string | Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const response = await fetch(new URL(`/api/${collection}/import?dry_run=false`, server.baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

const postCount = async (title: string) => database.db.collection('blog_posts').countDocuments({ title });

describe('1. a read-only viewer never writes, the import included', () => {
  let categoryId: string;
  beforeAll(async () => {
    categoryId = (await createRecord(api, adminToken, 'blog_categories', { name: 'Sécurité' }))._id;
  });

  it('refuses the import of a viewer holding content.edit (403) and writes nothing', async () => {
    const viewer = await addMember('viewer', ['content.edit', 'billing.manage']);
    const file = JSON.stringify([{ title: 'Importé par un observateur', category_id: categoryId, content: 'x' }]);
    const answer = await importFile('blog_posts', viewer.token, 'articles.json', file);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Accès refusé');
    expect(await postCount('Importé par un observateur')).toBe(0);
    // Refused before the file is read: a file beyond the import's limit gets the same 403, not a 413.
    expect((await importFile('blog_posts', viewer.token, 'gros.json', new Uint8Array(11 * 1024 * 1024))).status).toBe(403);
    // An editor holding the same permission imports.
    const editor = await addMember('editor', ['content.edit']);
    expect((await importFile('blog_posts', editor.token, 'articles.json', file)).status).toBe(200);
    expect(await postCount('Importé par un observateur')).toBe(1);
  });

  it('billing.view and settings.view read without writing', async () => {
    const reader = await addMember('editor', ['billing.view', 'settings.view']);
    expect((await api.get('/billing_invoices', { token: reader.token })).status).toBe(200);
    expect((await api.get('/billing_plans', { token: reader.token })).status).toBe(200);
    expect((await api.post('/billing_plans', { name: 'Pirate' }, { token: reader.token })).status).toBe(403);
    expect((await importFile('billing_plans', reader.token, 'plans.json', '[]')).status).toBe(403);
    expect((await api.get('/settings_site', { token: reader.token })).status).toBe(200);
    expect((await api.get('/settings', { token: reader.token })).status).toBe(200);
    expect((await api.put('/settings_security', { session_timeout: 30 }, { token: reader.token })).status).toBe(403);
    expect((await api.post('/settings_email/actions/test', { to: 'x@exemple.fr' }, { token: reader.token })).status).toBe(403);
  });
});

describe('2. a team manager grants no role beyond its own', () => {
  let manager: Awaited<ReturnType<typeof addMember>>;
  beforeAll(async () => {
    manager = await addMember('editor', ['users.manage', 'content.edit']);
  });

  it('refuses to create or invite a moderator, and creates nobody', async () => {
    const created = await api.post('/webmaster/team/members', { name: 'Modo', email: 'modo@exemple.fr', role: 'moderator', permissions: [] }, { token: manager.token });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('Vous ne pouvez pas attribuer un rôle qui donne des droits que vous n’avez pas : Modérateur');
    expect(created.body).not.toHaveProperty('password');
    expect(await database.db.collection('users').countDocuments({ email: 'modo@exemple.fr' })).toBe(0);
    expect((await api.post('/webmaster/team/invitations', { email: 'modo2@exemple.fr', role: 'moderator' }, { token: manager.token })).status).toBe(403);
    // What is within its own rights stays possible.
    expect((await api.post('/webmaster/team/members', { name: 'Obs', email: 'obs@exemple.fr', role: 'viewer', permissions: ['content.edit'] }, { token: manager.token })).status).toBe(201);
  });

  it('refuses to change its own role', async () => {
    const me = { name: 'Gestionnaire', email: manager.email };
    const own = await api.put(`/webmaster/team/members/${manager.id}`, { ...me, role: 'moderator' }, { token: manager.token });
    expect(own.status).toBe(403);
    expect((await database.db.collection('users').findOne({ email: manager.email }))?.role).toBe('editor');
    const viewer = await api.put(`/webmaster/team/members/${manager.id}`, { ...me, role: 'viewer' }, { token: manager.token });
    expect(viewer.status).toBe(403);
    expect(viewer.body.message).toBe('Vous ne pouvez pas modifier votre propre rôle');
  });

  it('refuses to revoke an invitation to the administrator role', async () => {
    const invited = await api.post('/webmaster/team/invitations', { email: 'futur-admin@exemple.fr', role: 'admin' }, { token: adminToken });
    expect(invited.status).toBe(201);
    const revoked = await api.del(`/webmaster/team/invitations/${invited.body.id}`, { token: manager.token });
    expect(revoked.status).toBe(403);
    expect((await database.db.collection('team_invitations').findOne({ email: 'futur-admin@exemple.fr' }))?.status).toBe('pending');
  });
});

describe('3. the stored SMTP password goes to no other server', () => {
  let attacker: TestSmtp;
  beforeAll(async () => {
    attacker = await startSmtp();
  });
  afterAll(() => attacker?.stop());

  const saved = { smtp_host: '127.0.0.1', smtp_user: SMTP_ACCOUNT.user, sender_email: 'plateforme@exemple.fr', sender_name: 'Hexagone', use_authentication: true };

  it('asks for the password again when the server changes or TLS is off, and tells the administrators of a new server', async () => {
    // The administrators' server: the only one that knows the password.
    const first = await api.put('/settings_email', { ...saved, smtp_port: smtp.port, smtp_password: SMTP_ACCOUNT.password, use_tls: false }, { token: adminToken });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const member = await addMember('editor', ['settings.manage']);

    const moved = await api.put('/settings_email', { smtp_port: attacker.port, smtp_password: '', use_tls: false }, { token: member.token });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.smtp_password).toMatch(/^Saisissez à nouveau le mot de passe/);
    const sameServerNoTls = await api.put('/settings_email', { sender_name: 'Hexagone Cloud', smtp_password: '' }, { token: member.token });
    expect(sameServerNoTls.status).toBe(400);

    // The test mail still goes to the administrators' server.
    expect((await api.post('/settings_email/actions/test', { to: 'operateur@exemple.fr' }, { token: member.token })).status).toBe(200);
    expect(attacker.received).toHaveLength(0);

    // Without authentication the server may change: the password is not sent, and the administrators are told through the server they chose.
    const withoutAuth = await api.put('/settings_email', { smtp_port: attacker.port, use_authentication: false, use_tls: false }, { token: member.token });
    expect(withoutAuth.status, JSON.stringify(withoutAuth.body)).toBe(200);
    await expect.poll(async () => (await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)))).filter((mail) => mail.subject === 'Serveur d’envoi des e-mails modifié').length).toBe(1);
    const alert = await database.db.collection('user_activity').findOne({ action_type: 'security.alert', collection: 'settings_email' });
    expect(alert).toMatchObject({ actor_email: member.email });
    // The other server asks for authentication: it gets none, so it refuses the mail.
    const sent = await api.post('/settings_email/actions/test', { to: 'operateur@exemple.fr' }, { token: member.token });
    expect(sent.status).toBe(400);
    expect(sent.body.message).toMatch(/^Le serveur SMTP a refusé l'envoi : 530/);
    expect(attacker.received).toHaveLength(0);
    // Turning authentication back on there asks for the password.
    expect((await api.put('/settings_email', { use_authentication: true }, { token: member.token })).status).toBe(400);
  });
});

/** Reads a stream to its end (or `ms`): the events received, and whether it ended. */
async function readUntilEnd(response: Response, ms: number): Promise<{ types: string[]; ended: boolean }> {
  const types: string[] = [];
  const reading = (async () => {
    for await (const event of serverSentEvents(response)) types.push(event.type);
    return true;
  })();
  const ended = await Promise.race([reading, new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))]);
  return { types, ended };
}

describe('4. live streams and signed links end with their session', () => {
  let categoryId: string;
  beforeAll(async () => {
    categoryId = (await createRecord(api, adminToken, 'blog_categories', { name: 'Flux' }))._id;
  });
  const newPost = (title: string) => api.post('/blog_posts', { title, category_id: categoryId, content: 'x' }, { token: adminToken });

  it('a stream opened before logout receives nothing after it and is closed', async () => {
    const editor = await addMember('editor', ['content.edit']);
    const stream = await openSignedLink(api, editor.token, '/streams/blog_posts');
    expect(stream.status).toBe(200);
    expect((await api.post('/auth/logout', {}, { token: editor.token })).status).toBe(200);
    await newPost('Après la déconnexion');
    const { types, ended } = await readUntilEnd(stream, 15_000);
    expect(ended).toBe(true);
    expect(types).not.toContain('created');
  }, 30_000);

  it('a stream opened before a permission change is closed', async () => {
    const editor = await addMember('editor', ['content.edit']);
    const stream = await openSignedLink(api, editor.token, '/streams/blog_posts');
    expect(stream.status).toBe(200);
    const changed = await api.put(`/webmaster/team/members/${editor.id}`, { name: 'Éditrice', email: editor.email, permissions: ['analytics.view'] }, { token: adminToken });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await newPost('Après le retrait de la permission');
    const { types, ended } = await readUntilEnd(stream, 15_000);
    expect(ended).toBe(true);
    expect(types).not.toContain('created');
  }, 30_000);

  it('a signed link asked before logout opens nothing after it', async () => {
    const editor = await addMember('editor', ['content.edit']);
    const signature = await signedLinkFor(api, editor.token, '/api/streams/blog_posts');
    await api.post('/auth/logout', {}, { token: editor.token });
    const response = await fetch(`${server.baseUrl}/api/streams/blog_posts?signature=${encodeURIComponent(signature)}`);
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });
});

describe('5. nobody keeps an account locked out', () => {
  const EMAIL = 'titulaire@exemple.fr';
  const PASSWORD = 'Motdepasse-1';

  async function loginFrom(address: string, password: string, cookie?: string) {
    const response = await fetch(new URL('/api/auth/login', server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email: EMAIL, password }),
    });
    return { status: response.status, body: (await response.json()) as { message?: string }, cookies: response.headers.getSetCookie() };
  }

  it('lets the owner in from a known device during a distributed attack, holds the rest, and tells the administrators', async () => {
    await createRecord(api, adminToken, 'users', { name: 'Titulaire', email: EMAIL, role: 'user', password: PASSWORD, confirmPassword: PASSWORD });
    const first = await loginFrom('198.51.100.10', PASSWORD);
    expect(first.status).toBe(200);
    const device = first.cookies.find((cookie) => cookie.startsWith('hexagone_device='));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\/api\/auth/);
    const cookie = device!.split(';')[0];

    // 50 failures from 50 addresses, at once.
    await Promise.all(Array.from({ length: 50 }, (_, i) => loginFrom(`203.0.113.${i + 1}`, 'mauvais')));

    // A clean address without the device: held, whatever the password.
    const stranger = await loginFrom('192.0.2.200', PASSWORD);
    expect(stranger.status).toBe(429);
    expect((await loginFrom('192.0.2.201', 'mauvais')).status).toBe(429);
    // The owner's browser: in.
    const owner = await loginFrom('192.0.2.202', PASSWORD, cookie);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    // A forged or another account's device cookie is not known.
    expect((await loginFrom('192.0.2.203', PASSWORD, `${cookie}x`)).status).toBe(429);

    // Counted in the database, and the administrators told once.
    expect(await database.db.collection('auth_login_failures').countDocuments({ key: EMAIL })).toBeGreaterThanOrEqual(50);
    const user = await database.db.collection('users').findOne({ email: EMAIL });
    await expect.poll(() => database.db.collection('user_activity').countDocuments({ action_type: 'security.alert', resource_id: String(user!._id) })).toBe(1);
    const mails = await database.db.collection('mail_outbox').find({ subject: 'Attaque probable sur un compte : connexions retenues' }).toArray();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toContain('alice@example.com');
    // 52 password checks, each a deliberate cost: past a minute on a machine shared with other test files.
  }, 120_000);
});

describe('6. the smaller findings', () => {
  it('gates every HTML document in maintenance, .html spellings included', async () => {
    expect((await api.put('/settings_maintenance', { enabled: true, message: 'Maintenance', allowed_ips: [] }, { token: adminToken })).status).toBe(200);
    try {
      for (const path of ['/', '/index.html', '/about.html', '/legal/cgv.html', '/legal/cgv.htm', '/contact.html']) {
        const response = await fetch(server.url(path), { headers: { 'x-forwarded-for': '203.0.113.99' } });
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after'), path).toMatch(/^\d+$/);
        await response.body?.cancel();
      }
    } finally {
      await api.put('/settings_maintenance', { enabled: false }, { token: adminToken });
    }
  });

  it('decides /metrics on the address the trusted proxy reports', async () => {
    const proxied = await fetch(server.url('/metrics'), { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(proxied.status).toBe(403);
    await proxied.body?.cancel();
    const local = await fetch(server.url('/metrics'));
    expect(local.status).toBe(200);
    await local.body?.cancel();
  });

  it('refuses a fractional CPU on resize and control characters in an instance name', async () => {
    const customer = await createRecord(api, adminToken, 'users', { name: 'Client', email: 'client-sec@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const service = await createRecord(api, adminToken, 'services', { name: 'Hébergement sécurité', description: 'Service de test', type: 'hosting-ha', status: 'stopped', cpu_limit: 8, memory_limit: 16, storage_limit: 200, auto_restart: false });
    const base = { service_id: service._id, user_id: customer._id, status: 'stopped', cpu: 1, memory: 1, storage: 10 };
    const forged = await api.post('/service_instances', { ...base, name: 'web\n2026-01-01T00:00:00.000Z Instance « admin » supprimée' }, { token: adminToken });
    expect(forged.status).toBe(400);
    expect(forged.body.errors.name).toBe('Le nom ne peut contenir ni retour à la ligne ni caractère de contrôle');
    expect((await api.post('/service_instances', { ...base, name: 'web\u202Egnp.exe' }, { token: adminToken })).status).toBe(400);
    const instance = await createRecord(api, adminToken, 'service_instances', { ...base, name: 'web-sec' });
    const resized = await api.put(`/service_instances/${instance._id}/scale`, { cpu: 1.5, memory: 1, storage: 10 }, { token: adminToken });
    expect(resized.status).toBe(400);
    expect(resized.body.errors.cpu).toBe('La valeur doit être un nombre entier');
    expect((await database.db.collection('service_instances').findOne({ name: 'web-sec' }))?.cpu).toBe(1);
  });
});
