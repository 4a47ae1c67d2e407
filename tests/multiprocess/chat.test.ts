/**
 * The live chat across three server processes on one database (issue 20): a visitor follows
 * their conversation on process A while the agent answers on process B; the answer travels
 * through the durable event log and reaches the visitor's stream on A, and so does the agent's
 * typing signal. Three agents coming online at once, one on each process, get one chat once.
 */
import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, login, setupAndLogin, type ApiClient } from '../support/api';
import { startServer, withDatabase, type TestServer } from '../support/server';
import { serverSentEvents } from '../support/server-sent-events';

let client: MongoClient;
let db: Db;
let a: TestServer;
let b: TestServer;
let c: TestServer;
let apiA: ApiClient;
let apiB: ApiClient;
let apiC: ApiClient;

beforeAll(async () => {
  const given = process.env.MONGODB_URI;
  if (!given) throw new Error('MONGODB_URI manquant : lancer « npm run test:multiprocess »');
  const uri = withDatabase(given, `multiprocess_chat_${randomBytes(4).toString('hex')}`);
  client = await MongoClient.connect(uri);
  db = client.db();
  const env = { MONGODB_URI: uri, JWT_SECRET: randomBytes(32).toString('hex'), SECRETS_KEY: randomBytes(32).toString('hex') };
  [a, b, c] = await Promise.all([startServer({ env }), startServer({ env }), startServer({ env })]);
  apiA = apiClient(a.baseUrl);
  apiB = apiClient(b.baseUrl);
  apiC = apiClient(c.baseUrl);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
});

describe('a chat across three processes', () => {
  it('brings the agent’s answer written on B to the visitor following on A', async () => {
    const admin = await setupAndLogin(apiA);
    const password = 'Motdepasse-solide-1';
    const agent = await apiA.post(
      '/users',
      { name: 'Agent B', email: 'agent@exemple.fr', role: 'support', password, confirmPassword: password },
      { token: admin },
    );
    expect(agent.status).toBe(201);
    const agentToken = await login(apiB, 'agent@exemple.fr', password);
    const chat = await apiA.post('/support/chat/sessions', { visitor_name: 'Visiteur A' });
    expect(chat.status).toBe(201);

    const stop = new AbortController();
    const response = await fetch(a.url(`/api/support/chat/stream?token=${encodeURIComponent(chat.body.token)}`), { signal: stop.signal });
    const events = serverSentEvents(response);
    const seen: Record<string, unknown> = {};
    const reading = (async () => {
      for await (const event of events) {
        if (event.type === 'typing' || event.type === 'message') seen[event.type] = event.data;
        if (seen.message) return;
      }
    })();
    expect((await apiB.post(`/support/chat/sessions/${chat.body.id}/typing`, {}, { token: agentToken })).status).toBe(204);
    await expect.poll(() => seen.typing).toEqual({ author_name: 'Agent B' });
    const answer = await apiB.post('/support_chat_messages', { session_id: chat.body.id, content: 'Réponse écrite sur B' }, { token: agentToken });
    expect(answer.status).toBe(201);
    await reading;
    expect(seen.message).toMatchObject({ sender: 'agent', author_name: 'Agent B', content: 'Réponse écrite sur B' });
    stop.abort();
  });

  it('gives a waiting chat to one agent only when three come online at once, one on each process', async () => {
    const admin = await login(apiA, 'alice@example.com', 'Motdepasse-solide-1');
    const password = 'Motdepasse-solide-1';
    // The previous test's chat waits still: ended, so that only this one is offered.
    for (const earlier of (await apiA.get('/support_chat_sessions', { token: admin })).body.data) {
      if (earlier.status !== 'ended') expect((await apiA.post(`/support_chat_sessions/${earlier._id}/end`, {}, { token: admin })).status).toBe(200);
    }
    const agents: string[] = [];
    const users: string[] = [];
    const tokens: string[] = [];
    for (const name of ['Agent Un', 'Agent Deux', 'Agent Trois']) {
      const email = `${name.replace(' ', '.').toLowerCase()}@exemple.fr`;
      const user = await apiA.post('/users', { name, email, role: 'support', password, confirmPassword: password }, { token: admin });
      const agent = await apiA.post('/support_chat_agents', { user_id: user.body._id, max_concurrent_chats: 1 }, { token: admin });
      expect(agent.status).toBe(201);
      users.push(String(user.body._id));
      agents.push(String(agent.body._id));
      tokens.push(await login(apiA, email, password));
    }
    const chat = await apiA.post('/support/chat/sessions', { visitor_name: 'Visiteur en attente' });
    expect(chat.body.status).toBe('waiting');
    // Each agent's back-office says « En ligne » (their presence), each through another process.
    const online = await Promise.all([apiA, apiB, apiC].map((api, index) => api.post('/support/presence', { status: 'online' }, { token: tokens[index] })));
    expect(online.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const session = await apiA.get(`/support_chat_sessions/${chat.body.id}`, { token: admin });
    expect(session.body.status).toBe('active');
    expect(users).toContain(session.body.agent);
    const active = await Promise.all(agents.map(async (id) => (await apiC.get(`/support_chat_agents/${id}`, { token: admin })).body.active_chats));
    expect(active.sort()).toEqual([0, 0, 1]);
  });
});
