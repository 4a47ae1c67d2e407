/**
 * The findings of the security review of issue 33, each as the attack that worked, now refused:
 * a key holding more than its maker, a key outliving its owner's rights, a flood of chat
 * messages, an unknown e-mail answered with less work than a wrong password, an audit chain
 * rewritten with plain hashes (and by someone holding the key, before a checkpoint), the
 * scope of a key checked after its body, a stream refused after it opened.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_LIMITS } from '@hexagone/schemas';
import { chainKeys, entryHash, plainEntryHash } from '../../api/src/audit/audit-chain';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { roomInWindow } from '../support/rate-window';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token: adminToken } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, PROMETHEUS_ENABLED: '1', WEBHOOKS_ALLOW_LOOPBACK_UNSAFE: 'on' } }));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

let counter = 0;

/** A team member added by the administrator, signed in. */
async function addMember(role: string, permissions: string[]) {
  counter += 1;
  const email = `membre-cles${counter}@exemple.fr`;
  const name = `Membre ${counter}`;
  const created = await api.post('/webmaster/team/members', { name, email, role, permissions }, { token: adminToken });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id as string, name, email, token: await login(api, email, created.body.password as string) };
}

/** A request made with an API key. */
async function withKey(key: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${key}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text.startsWith('{') ? JSON.parse(text) : text };
}

const keyCount = () => database.db.collection('api_keys').countDocuments();

describe('1. a key never holds more than its maker', () => {
  it('refuses an editor managing the API a key above their rights, and creates nothing', async () => {
    const editor = await addMember('editor', ['api.manage', 'content.edit', 'analytics.view']);
    const before = await keyCount();
    for (const [permissions, message] of [
      [['admin'], 'Seul un administrateur peut donner à une clé la permission « Administration complète »'],
      [['write:billing'], 'Vous ne pouvez pas donner à une clé la permission « Écriture de la facturation » : elle dépasse vos propres droits'],
      [['read:analytics', 'write:users'], 'Vous ne pouvez pas donner à une clé la permission « Écriture des utilisateurs » : elle dépasse vos propres droits'],
    ] as const) {
      const refused = await api.post('/webmaster/api-keys', { name: 'Escalade', permissions }, { token: editor.token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(message);
    }
    expect(await keyCount()).toBe(before);
    // What they hold, they may give.
    const own = await api.post('/webmaster/api-keys', { name: 'Statistiques', permissions: ['read:analytics', 'read:content'] }, { token: editor.token });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    // Nor raised afterwards.
    const raised = await api.put(`/webmaster/api-keys/${own.body.id}`, { permissions: ['admin'] }, { token: editor.token });
    expect(raised.status).toBe(403);
    expect((await database.db.collection('api_keys').findOne({ _id: new ObjectId(own.body.id as string) }))?.permissions).toEqual(['read:analytics', 'read:content']);
  });

  it('refuses changing or rotating a key that carries rights the member lacks (a rotation answers its secret)', async () => {
    const adminKey = await api.post('/webmaster/api-keys', { name: 'Clé de l’administrateur', permissions: ['admin'] }, { token: adminToken });
    expect(adminKey.status).toBe(201);
    const editor = await addMember('editor', ['api.manage']);
    const rotated = await api.post(`/webmaster/api-keys/${adminKey.body.id}/rotate`, {}, { token: editor.token });
    expect(rotated.status).toBe(403);
    expect(rotated.body.message).toBe('La clé « Clé de l’administrateur » porte des droits que vous n\'avez pas : seul un membre qui les détient peut la modifier ou la régénérer');
    expect(JSON.stringify(rotated.body)).not.toContain('hx_live_');
    expect((await api.put(`/webmaster/api-keys/${adminKey.body.id}`, { allowed_ips: [] , name: 'Volée' }, { token: editor.token })).status).toBe(403);
    // The old secret still works: nothing was rotated.
    expect((await withKey(adminKey.body.key as string, '/users')).status).toBe(200);
    // Revoking stays open to every key manager.
    expect((await api.del(`/webmaster/api-keys/${adminKey.body.id}`, { token: editor.token })).status).toBe(200);
    expect((await withKey(adminKey.body.key as string, '/users')).status).toBe(401);
  });
});

describe('1b. the same rule for webhooks: they send their events’ records away', () => {
  it('refuses a member subscribing a webhook to events whose records they may not read, or changing one that is', async () => {
    const editor = await addMember('editor', ['api.manage', 'content.edit']);
    const before = await database.db.collection('webhooks').countDocuments();
    const refused = await api.post('/webmaster/webhooks', { name: 'Fuite', url: 'http://127.0.0.1:9/recevoir', events: ['content.published', 'user.created'] }, { token: editor.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Vous ne pouvez pas abonner un webhook à « Utilisateur créé » : cet événement transmet des données que vos droits ne vous ouvrent pas');
    expect(await database.db.collection('webhooks').countDocuments()).toBe(before);
    const own = await api.post('/webmaster/webhooks', { name: 'Contenus', url: 'http://127.0.0.1:9/contenus', events: ['content.published'] }, { token: editor.token });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const billing = await api.post('/webmaster/webhooks', { name: 'Paiements', url: 'http://127.0.0.1:9/paiements', events: ['payment.succeeded'] }, { token: adminToken });
    expect(billing.status).toBe(201);
    const redirected = await api.request('PATCH', `/webmaster/webhooks/${billing.body.id}`, { body: { active: false }, token: editor.token });
    expect(redirected.status).toBe(403);
    expect(redirected.body.message).toBe('Le webhook « Paiements » reçoit des événements que vos droits ne vous ouvrent pas : seul un membre qui les détient peut le modifier');
  });
});

describe('2. a key acts within its owner’s current rights', () => {
  it('loses a right the moment its owner loses it, and stops when the owner is deactivated or deleted', async () => {
    const member = await addMember('editor', ['api.manage', 'analytics.view', 'users.manage']);
    const created = await api.post('/webmaster/api-keys', { name: 'Rapports', permissions: ['read:analytics', 'read:users'] }, { token: member.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const key = created.body.key as string;
    expect((await withKey(key, '/analytics/metrics')).status).toBe(200);
    const demoted = await api.put(`/webmaster/team/members/${member.id}`, { name: member.name, email: member.email, role: 'editor', permissions: ['api.manage', 'users.manage'] }, { token: adminToken });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect((await withKey(key, '/analytics/metrics')).status).toBe(403);
    expect((await withKey(key, '/users')).status).toBe(200);
    expect((await api.put(`/users/${member.id}`, { active: false }, { token: adminToken })).status).toBe(200);
    const stopped = await withKey(key, '/users');
    expect(stopped.status).toBe(401);
    expect(stopped.body.message).toBe('Le compte de cette clé API est désactivé ou supprimé : la clé ne fonctionne plus');
    expect((await api.put(`/users/${member.id}`, { active: true }, { token: adminToken })).status).toBe(200);
    expect((await withKey(key, '/users')).status).toBe(200);
    expect((await api.del(`/users/${member.id}`, { token: adminToken })).status).toBe(200);
    expect((await withKey(key, '/users')).status).toBe(401);
  });

  it('gives an `admin` key of a non-administrator only its owner’s rights', async () => {
    const member = await addMember('editor', ['api.manage', 'content.edit']);
    const created = await api.post('/webmaster/api-keys', { name: 'Contenu', permissions: ['read:content'] }, { token: member.token });
    expect(created.status).toBe(201);
    // As if the key had been made `admin` before this rule (or by a write to the database).
    await database.db.collection('api_keys').updateOne({ _id: new ObjectId(created.body.id as string) }, { $set: { permissions: ['admin'] } });
    const key = created.body.key as string;
    expect((await withKey(key, '/blog_posts')).status).toBe(200);
    expect((await withKey(key, '/users')).status).toBe(403);
    expect((await withKey(key, '/settings/email')).status).toBe(403);
  });

  it('names the key and its owner in the audit log', async () => {
    const customer = await api.post('/users', { name: 'Cliente', email: `cliente-cle${counter}@exemple.fr`, password: 'Motdepasse-solide-1', confirmPassword: 'Motdepasse-solide-1', role: 'user' }, { token: adminToken });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    const created = await api.post('/webmaster/api-keys', { name: 'Annuaire', permissions: ['admin'] }, { token: adminToken });
    const changed = await withKey(created.body.key as string, `/users/${customer.body.id}`, { method: 'PUT', body: { name: 'Cliente renommée' } });
    expect(changed.status, changed.text).toBe(200);
    await expect
      .poll(async () => database.db.collection('settings_logs').findOne({ resource_id: customer.body.id, action: 'user.updated' }))
      .toMatchObject({ user: created.body.user_id, user_name: 'Clé API « Annuaire » (Alice Admin)', user_email: 'alice@example.com' });
  });
});

describe('3. a visitor’s chat messages have a flood limit', () => {
  it('answers 429 with Retry-After past 20 messages a minute in one chat', async () => {
    const chat = await api.post('/support/chat/sessions', { visitor_name: 'Inondation' });
    expect(chat.status).toBe(201);
    await roomInWindow(CHAT_MESSAGE_LIMITS.perChat.windowMs);
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let n = 1; n <= 41; n += 1) {
      const response = await fetch(`${server.baseUrl}/api/support/chat/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: chat.body.token, content: `Message ${n}` }),
      });
      statuses.push(response.status);
      if (response.status === 429) refusal ??= response;
    }
    expect(statuses.slice(0, 20).every((status) => status === 201), statuses.join(' ')).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429), statuses.join(' ')).toBe(true);
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refusal!.json()) as { message: string }).message).toBe('Vous envoyez trop de messages à la suite : patientez quelques instants avant d’écrire à nouveau.');
    expect(await database.db.collection('support_chat_messages').countDocuments({ session_id: chat.body.id, sender: 'visitor' })).toBe(20);
  });
});

describe('4. an unknown e-mail costs the same work as a wrong password', () => {
  /** The argon2 verifications the server ran, from its Prometheus measures. */
  const verifications = async () => {
    const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
    return Number(/^auth_password_verifications_total (\d+)/m.exec(text)?.[1]);
  };

  it('verifies one password hash on either path', async () => {
    const start = await verifications();
    expect((await api.post('/auth/login', { email: 'personne@exemple.fr', password: 'Nimporte-quoi-1' })).status).toBe(401);
    const afterUnknown = await verifications();
    expect((await api.post('/auth/login', { email: 'alice@example.com', password: 'Mauvais-mot-de-passe-1' })).status).toBe(401);
    const afterWrong = await verifications();
    expect(afterUnknown - start).toBe(1);
    expect(afterWrong - afterUnknown).toBe(1);
  });
});

describe('5. the audit chain is keyed, and checkpoints kept elsewhere catch a rewrite by a key holder', () => {
  type StoredEntry = Record<string, unknown> & { _id: ObjectId; sequence: number; hash: string };
  const entries = () => database.db.collection<StoredEntry>('settings_logs');

  /** Changes the entry at `sequence` and hashes it and every later one again with `hash`, the stored head too. */
  async function rewrite(sequence: number, hash: (entry: object) => string) {
    const all = await entries().find({}).sort({ sequence: 1 }).toArray();
    let previous = all.find((entry) => entry.sequence === sequence - 1)?.hash ?? '0'.repeat(64);
    for (const entry of all.filter((e) => e.sequence >= sequence)) {
      const changed: StoredEntry = { ...entry, previous_hash: previous, ...(entry.sequence === sequence ? { action: 'user.logout' } : {}) };
      changed.hash = hash(changed);
      await entries().replaceOne({ _id: entry._id }, changed);
      previous = changed.hash;
    }
    const last = all.at(-1)!;
    await database.db.collection<{ _id: string }>('audit_chain').updateOne({ _id: 'head' }, { $set: { sequence: last.sequence, hash: previous } });
  }

  it('detects a rewrite whose hashes were computed again as plain SHA-256', async () => {
    expect((await api.get('/webmaster/audit-logs/verify', { token: adminToken })).body.valid).toBe(true);
    const sequence = (await entries().find({}).sort({ sequence: -1 }).limit(1).toArray())[0].sequence - 2;
    const original = await entries().find({ sequence: { $gte: sequence } }).sort({ sequence: 1 }).toArray();
    await rewrite(sequence, plainEntryHash);
    const report = (await api.get('/webmaster/audit-logs/verify', { token: adminToken })).body;
    expect(report.valid).toBe(false);
    expect(report.broken_at.sequence).toBe(sequence);
    for (const entry of original) await entries().replaceOne({ _id: entry._id }, entry);
    expect((await api.get('/webmaster/audit-logs/verify', { token: adminToken })).body.valid).toBe(true);
  });

  it('exports a signed checkpoint that a later rewrite with the key itself does not match', async () => {
    const exported = await api.get('/webmaster/audit-logs/checkpoint', { token: adminToken });
    expect(exported.status).toBe(200);
    const file = exported.body as { checkpoints: { sequence: number; hash: string; signature: string }[] };
    expect(file.checkpoints[0]).toMatchObject({ sequence: expect.any(Number), hash: expect.stringMatching(/^[0-9a-f]{64}$/), signature: expect.any(String) });
    expect((await api.post('/webmaster/audit-logs/verify', file, { token: adminToken })).body).toMatchObject({ valid: true, checkpoints: [{ valid: true }] });
    // A forged checkpoint is not this installation's.
    const forged = { checkpoints: [{ ...file.checkpoints[0], hash: 'f'.repeat(64) }] };
    expect((await api.post('/webmaster/audit-logs/verify', forged, { token: adminToken })).body).toMatchObject({ valid: false, checkpoints: [{ valid: false, reason: 'signature' }] });
    expect((await api.post('/webmaster/audit-logs/verify', { checkpoints: 'non' }, { token: adminToken })).status).toBe(400);

    // Someone holding the key (from the data folder) rewrites an entry before the checkpoint.
    const keys = chainKeys(Buffer.from(readFileSync(join(server.dataDir, 'secrets-key'), 'utf8').trim(), 'base64'));
    await rewrite(file.checkpoints[0].sequence - 1, (entry) => entryHash(entry, keys.entries));
    expect((await api.get('/webmaster/audit-logs/verify', { token: adminToken })).body.valid).toBe(true);
    const caught = (await api.post('/webmaster/audit-logs/verify', file, { token: adminToken })).body;
    expect(caught).toMatchObject({ valid: false, checkpoints: [{ sequence: file.checkpoints[0].sequence, valid: false, reason: 'changed' }] });
    expect(caught.message).toBe(`Chaîne réécrite : l’entrée n° ${file.checkpoints[0].sequence} diffère du point de contrôle enregistré`);
  });
});

describe('7. the contract', () => {
  it('checks a key’s scope before its body: 403, and nothing learnt of the services', async () => {
    const reader = await api.post('/webmaster/api-keys', { name: 'Lecture', permissions: ['read:users'] }, { token: adminToken });
    const key = reader.body.key as string;
    for (const body of [{}, { name: 'x', type: 'inconnu' }, { name: '', type: 42 }]) {
      const refused = await withKey(key, '/v1/instances', { method: 'POST', body });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Cette clé API est en lecture seule : elle ne modifie rien');
      expect(refused.text).not.toMatch(/type|service/i);
    }
    expect((await withKey(key, '/users', { method: 'POST', body: { email: 'pas-un-email' } })).status).toBe(403);
    expect((await withKey(key, '/v1/instances')).status).toBe(200);
  });

  it('refuses the audit stream with 401 or 403 before it opens', async () => {
    const editor = await addMember('editor', ['content.edit']);
    const refused = await fetch(`${server.baseUrl}/api/webmaster/audit-logs/stream`, { headers: { authorization: `Bearer ${editor.token}` } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await refused.json()) as { message: string }).message).toBeTruthy();
    expect((await fetch(`${server.baseUrl}/api/webmaster/audit-logs/stream`)).status).toBe(401);
    const missing = await fetch(`${server.baseUrl}/api/service_instances/0123456789abcdef01234567/logs/stream`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });
});
