/**
 * Who takes a waiting chat (issue 20): an online agent who accepts automatically, under their
 * limit, when the chat starts, when an agent comes online later, and when an agent ends a chat
 * and has room again; offers made at the same moment give one chat to one agent only and
 * never pass an agent's limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { createRecord, listRecords, readRecord } from '../support/records';
import type { TestServer } from '../support/server';

const PASSWORD = 'Motdepasse-solide-1';

let server: TestServer;
let api: ApiClient;
let admin: string;
const agents: { user: string; agent: string; token: string }[] = [];

const start = (name: string) => api.post('/support/chat/sessions', { visitor_name: name });
/** The agent's own presence (their header's switch) and, apart, the settings of their record. */
async function presence(index: number, { status, ...settings }: Record<string, unknown>) {
  const { token, agent } = agents[index];
  const changed = Object.keys(settings).length ? await api.put(`/support_chat_agents/${agent}`, settings, { token }) : undefined;
  const chosen = status ? await api.post('/support/presence', { status }, { token }) : undefined;
  return chosen ?? changed!;
}
const sessionOf = (id: string) => readRecord(api, admin, 'support_chat_sessions', id);
const agentRecord = (index: number) => readRecord(api, admin, 'support_chat_agents', agents[index].agent);

beforeAll(async () => {
  ({ server, api, token: admin } = await startServerAsAdmin({ env: { CONTACT_RATE_LIMIT: '1000' } }));
  for (const name of ['Marc Petit', 'Julie Roux']) {
    const email = `${name.split(' ')[0].toLowerCase()}@exemple.fr`;
    const user = await createRecord(api, admin, 'users', { name, email, role: 'support', password: PASSWORD, confirmPassword: PASSWORD });
    const agent = await createRecord(api, admin, 'support_chat_agents', { user_id: user._id, max_concurrent_chats: 1 });
    agents.push({ user: String(user._id), agent: String(agent._id), token: await login(api, email, PASSWORD) });
  }
}, 120_000);
afterAll(() => server?.stop());

// Each test starts with both agents offline and no chat going on.
beforeEach(async () => {
  for (const index of [0, 1]) expect((await presence(index, { status: 'offline', max_concurrent_chats: 1 })).status).toBe(200);
  for (const session of await listRecords(api, admin, 'support_chat_sessions', { limit: '100' })) {
    if (session.status !== 'ended') await api.post(`/support_chat_sessions/${session._id}/end`, {}, { token: admin });
  }
});

describe('offering a waiting chat', () => {
  it('gives it to the agent who comes online after it started waiting', async () => {
    const { body: chat } = await start('Paul Attente');
    expect(chat.status).toBe('waiting');
    await presence(0, { status: 'away' });
    expect((await sessionOf(chat.id)).status).toBe('waiting');
    await presence(0, { status: 'online' });
    expect(await sessionOf(chat.id)).toMatchObject({ status: 'active', agent: agents[0].user });
  });

  it('gives the next waiting chat to an agent who ends one and falls under their limit', async () => {
    await presence(0, { status: 'online' });
    const { body: first } = await start('Premier Visiteur');
    const { body: second } = await start('Second Visiteur');
    expect([first.status, second.status]).toEqual(['active', 'waiting']);
    expect((await agentRecord(0)).active_chats).toBe(1);
    expect((await api.post(`/support_chat_sessions/${first.id}/end`, {}, { token: agents[0].token })).status).toBe(200);
    expect(await sessionOf(second.id)).toMatchObject({ status: 'active', agent: agents[0].user });
    expect((await agentRecord(0)).active_chats).toBe(1);
  });

  it('never passes an agent’s limit when chats start together', async () => {
    await presence(0, { status: 'online' });
    const started = await Promise.all(['Un', 'Deux', 'Trois', 'Quatre'].map((name) => start(`Visiteur ${name}`)));
    expect(started.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(started.filter((answer) => answer.body.status === 'active')).toHaveLength(1);
    const sessions = await Promise.all(started.map((answer) => sessionOf(answer.body.id)));
    expect(sessions.filter((session) => session.agent === agents[0].user)).toHaveLength(1);
    expect((await agentRecord(0)).active_chats).toBe(1);
  });

  it('gives one chat to one agent when two come online at the same moment', async () => {
    const { body: chat } = await start('Unique Visiteur');
    const answers = await Promise.all([presence(0, { status: 'online' }), presence(1, { status: 'online' })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const session = await sessionOf(chat.id);
    expect(session.status).toBe('active');
    expect([agents[0].user, agents[1].user]).toContain(session.agent);
    const counts = await Promise.all([agentRecord(0), agentRecord(1)]);
    expect(counts.map((agent) => agent.active_chats).sort()).toEqual([0, 1]);
  });

  it('skips an agent who does not accept automatically', async () => {
    await presence(0, { status: 'online', auto_accept: false });
    const { body: chat } = await start('Visiteur Manuel');
    expect(chat.status).toBe('waiting');
    await presence(0, { auto_accept: true });
    expect((await sessionOf(chat.id)).status).toBe('active');
  });
});
