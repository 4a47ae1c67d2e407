/**
 * An agent's presence at the live chat is real (issue 36): online only by their own choice with a
 * live heartbeat, away when they say so, offline at sign-out or once the heartbeat stops; nobody
 * sets it by editing the agent record; an agent never signed in gets no chat, and a chat that
 * waited is taken as soon as an agent comes online.
 */
import { rm } from 'node:fs/promises';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { createRecord, readRecord } from '../support/records';
import type { TestServer } from '../support/server';

const PASSWORD = 'Motdepasse-solide-1';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let admin: string;
let agent: { user: string; record: string; token: string };

const presence = (token: string, status?: string) => (status ? api.post('/support/presence', { status }, { token }) : api.get('/support/presence', { token }));
const start = (name: string) => api.post('/support/chat/sessions', { visitor_name: name });

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token: admin } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, CONTACT_RATE_LIMIT: '1000' } }));
  const user = await createRecord(api, admin, 'users', { name: 'Inès Agent', email: 'ines@exemple.fr', role: 'support', password: PASSWORD, confirmPassword: PASSWORD });
  const record = await createRecord(api, admin, 'support_chat_agents', { user_id: user._id, status: 'online', max_concurrent_chats: 2 });
  agent = { user: String(user._id), record: String(record._id), token: '' };
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

describe('an agent’s presence', () => {
  it('is offline until the agent signs in, whatever their record says, and gets no chat', async () => {
    expect((await readRecord(api, admin, 'support_chat_agents', agent.record)).status).toBe('offline');
    // Editing the record does not make anyone present.
    expect((await api.put(`/support_chat_agents/${agent.record}`, { status: 'online' }, { token: admin })).status).toBe(200);
    expect((await readRecord(api, admin, 'support_chat_agents', agent.record)).status).toBe('offline');
    const { body: chat } = await start('Premier Visiteur');
    expect(chat.status).toBe('waiting');
  });

  it('comes online from the agent’s own header, which takes the waiting chat at once', async () => {
    agent.token = await login(api, 'ines@exemple.fr', PASSWORD);
    expect((await presence(agent.token)).body).toEqual({ status: 'offline', agent: true });
    const online = await presence(agent.token, 'online');
    expect(online.status).toBe(200);
    expect(online.body).toEqual({ status: 'online', agent: true });
    const record = await readRecord(api, admin, 'support_chat_agents', agent.record);
    expect(record.status).toBe('online');
    expect(record.presence_at).toBeTruthy();
    expect(record.active_chats).toBe(1);
    expect((await start('Deuxième Visiteur')).body.status).toBe('active');
  });

  it('keeps an away agent out of the offers, and refuses any other status', async () => {
    expect((await presence(agent.token, 'away')).body).toEqual({ status: 'away', agent: true });
    expect((await start('Visiteur Pendant Absence')).body.status).toBe('waiting');
    const refused = await presence(agent.token, 'busy');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ status: 'Choisissez « En ligne » ou « Absent »' });
  });

  it('goes offline at sign-out and when the heartbeat stops, which every server process reads from the database', async () => {
    expect((await presence(agent.token, 'online')).body).toEqual({ status: 'online', agent: true });
    expect((await presence(agent.token, 'offline')).body).toEqual({ status: 'offline', agent: true });
    expect((await readRecord(api, admin, 'support_chat_agents', agent.record)).status).toBe('offline');

    // Online, then the tab is gone: no heartbeat for three minutes.
    await presence(agent.token, 'online');
    for (const session of (await api.get('/support_chat_sessions', { token: admin, query: { status: 'active', limit: '100' } })).body.data) {
      await api.post(`/support_chat_sessions/${session._id}/end`, {}, { token: admin });
    }
    await database.db.collection('support_chat_agents').updateOne({ _id: new ObjectId(agent.record) }, { $set: { presence_at: new Date(Date.now() - 180_000) } });
    expect((await presence(agent.token)).body).toEqual({ status: 'offline', agent: true });
    expect((await start('Visiteur Sans Agent')).body.status).toBe('waiting');
    // The pass every half-minute writes it down.
    await expect.poll(async () => (await readRecord(api, admin, 'support_chat_agents', agent.record)).status, { timeout: 45_000, interval: 1_000 }).toBe('offline');
  }, 60_000);

  it('is only a support agent’s', async () => {
    await createRecord(api, admin, 'users', { name: 'Client Simple', email: 'client@exemple.fr', role: 'user', password: PASSWORD, confirmPassword: PASSWORD });
    const customer = await login(api, 'client@exemple.fr', PASSWORD);
    const refused = await presence(customer, 'online');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Seul un agent du support (un membre qui gère le support) a une présence au chat');
  });

  it('makes a support member a chat agent only when they join the chat, never by signing in', async () => {
    const noe = await createRecord(api, admin, 'users', { name: 'Noé Nouveau', email: 'noe@exemple.fr', role: 'support', password: PASSWORD, confirmPassword: PASSWORD });
    const token = await login(api, 'noe@exemple.fr', PASSWORD);
    expect((await presence(token, 'online')).body).toEqual({ status: 'offline', agent: false });
    expect((await presence(token)).body).toEqual({ status: 'offline', agent: false });
    expect((await api.post('/support/presence', { status: 'online', join: true }, { token })).body).toEqual({ status: 'online', agent: true });
    const records = (await api.get('/support_chat_agents', { token: admin, query: { limit: '100' } })).body.data;
    expect(records.find((one: { user_id: unknown }) => String(one.user_id) === String(noe._id))).toMatchObject({ status: 'online', max_concurrent_chats: 3 });
  });
});
