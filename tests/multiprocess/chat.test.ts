/**
 * The live chat across two server processes on one database (issue 20): a visitor follows
 * their conversation on process A while the agent answers on process B; the answer travels
 * through the durable event log and reaches the visitor's stream on A.
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
let apiA: ApiClient;
let apiB: ApiClient;

beforeAll(async () => {
  const given = process.env.MONGODB_URI;
  if (!given) throw new Error('MONGODB_URI manquant : lancer « npm run test:multiprocess »');
  const uri = withDatabase(given, `multiprocess_chat_${randomBytes(4).toString('hex')}`);
  client = await MongoClient.connect(uri);
  db = client.db();
  const env = { MONGODB_URI: uri, JWT_SECRET: randomBytes(32).toString('hex'), SECRETS_KEY: randomBytes(32).toString('hex') };
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  apiA = apiClient(a.baseUrl);
  apiB = apiClient(b.baseUrl);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
});

describe('a chat between two processes', () => {
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
    const first = (async () => {
      for await (const event of events) if (event.type === 'message') return event.data;
      return undefined;
    })();
    const answer = await apiB.post('/support_chat_messages', { session_id: chat.body.id, content: 'Réponse écrite sur B' }, { token: agentToken });
    expect(answer.status).toBe(201);
    expect(await first).toMatchObject({ sender: 'agent', author_name: 'Agent B', content: 'Réponse écrite sur B' });
    stop.abort();
  });
});
