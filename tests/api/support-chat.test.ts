/**
 * The live chat on a real server (issue 20): agents among the support staff with their limit,
 * a visitor's chat offered to an online agent under it, messages both ways (the visitor by
 * their signed chat token only), transfer, end and the agents' figures, the satisfaction, and
 * the canned responses' shortcut rule and usage count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { createRecord, readRecord } from '../support/records';
import { openSignedLink } from '../support/downloads';
import { serverSentEvents, type ServerSentEvent } from '../support/server-sent-events';
import type { TestServer } from '../support/server';

const PASSWORD = 'Motdepasse-solide-1';
const UNAVAILABLE = 'Cet agent n’est pas disponible : choisissez un agent en ligne sous sa limite de conversations';

let server: TestServer;
let api: ApiClient;
let admin: string;
const staff: Record<'sophie' | 'karim', { id: string; token: string; agent: string }> = {
  sophie: { id: '', token: '', agent: '' },
  karim: { id: '', token: '', agent: '' },
};

const visitor = {
  start: (name: string) => api.post('/support/chat/sessions', { visitor_name: name }),
  say: (token: string, content: string) => api.post('/support/chat/messages', { token, content }),
  read: (token: string) => api.get('/support/chat/messages', { query: { token } }),
};

beforeAll(async () => {
  ({ server, api, token: admin } = await startServerAsAdmin({ env: { CONTACT_RATE_LIMIT: '100' } }));
  for (const [key, name] of [
    ['sophie', 'Sophie Lambert'],
    ['karim', 'Karim Benali'],
  ] as const) {
    const email = `${key}@exemple.fr`;
    const user = await createRecord(api, admin, 'users', { name, email, role: 'support', password: PASSWORD, confirmPassword: PASSWORD });
    staff[key] = { id: String(user._id), token: await login(api, email, PASSWORD), agent: '' };
  }
}, 120_000);
afterAll(() => server?.stop());

describe('agents', () => {
  it('takes support staff only, with 1 to 10 chats at once (3 by default)', async () => {
    const customer = await createRecord(api, admin, 'users', {
      name: 'Client',
      email: 'client@exemple.fr',
      role: 'user',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const refused = await api.post('/support_chat_agents', { user_id: customer._id }, { token: admin });
    expect(refused.body.errors).toEqual({ user_id: 'Choisissez un agent du support (un membre qui gère le support)' });
    const tooMany = await api.post('/support_chat_agents', { user_id: staff.sophie.id, max_concurrent_chats: 11 }, { token: admin });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.max_concurrent_chats).toBeTruthy();
    const sophie = await createRecord(api, admin, 'support_chat_agents', { user_id: staff.sophie.id });
    expect(sophie).toMatchObject({ status: 'offline', max_concurrent_chats: 3, auto_accept: true, active_chats: 0 });
    staff.sophie.agent = sophie._id;
    staff.karim.agent = (await createRecord(api, admin, 'support_chat_agents', { user_id: staff.karim.id, max_concurrent_chats: 1 }))._id;
    const list = await api.get('/support_chat_agents', { token: staff.sophie.token });
    expect(list.body.pagination.limit).toBe(25);
  });
});

describe('a visitor and an agent', () => {
  it('waits while no agent is online, then is offered to an online agent under their limit', async () => {
    const waiting = await visitor.start('Paul Visiteur');
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
    expect(waiting.body.status).toBe('waiting');
    // Sophie comes online: the waiting chat is hers at once.
    await api.put(`/support_chat_agents/${staff.sophie.agent}`, { max_concurrent_chats: 10 }, { token: staff.sophie.token });
    await api.post('/support/presence', { status: 'online' }, { token: staff.sophie.token });
    expect(await readRecord(api, admin, 'support_chat_sessions', waiting.body.id)).toMatchObject({ agent: staff.sophie.id, status: 'active' });
    const taken = await visitor.start('Léa Visiteuse');
    expect(taken.body.status).toBe('active');
    const session = await readRecord(api, admin, 'support_chat_sessions', taken.body.id);
    expect(session).toMatchObject({ agent: staff.sophie.id, status: 'active', visitor_name: 'Léa Visiteuse' });
    expect(session.started_at).toBeTruthy();
    expect((await readRecord(api, admin, 'support_chat_agents', staff.sophie.agent)).active_chats).toBe(2);
  });

  it('exchanges messages, the visitor by their token only, and counts them', async () => {
    const { body: chat } = await visitor.start('Hugo Visiteur');
    expect((await visitor.say(chat.token, 'Bonjour, mon site est lent')).status).toBe(201);
    const answer = await api.post('/support_chat_messages', { session_id: chat.id, content: 'Je regarde tout de suite.' }, { token: staff.sophie.token });
    expect(answer.body).toMatchObject({ sender: 'agent', author_name: 'Sophie Lambert' });
    const thread = await visitor.read(chat.token);
    expect(thread.body.messages.map((m: { sender: string; content: string }) => [m.sender, m.content])).toEqual([
      ['visitor', 'Bonjour, mon site est lent'],
      ['agent', 'Je regarde tout de suite.'],
    ]);
    expect((await readRecord(api, admin, 'support_chat_sessions', chat.id)).message_count).toBe(2);
    // Another visitor's token, or a forged one, reads and writes nothing.
    const forged = `${chat.id}.${'A'.repeat(43)}`;
    expect((await visitor.read(forged)).status).toBe(404);
    expect((await visitor.say(forged, 'Je me fais passer pour Hugo')).status).toBe(404);
    expect((await api.get('/support_chat_messages')).status).toBe(401);
  });

  it('transfers to an online agent under their limit only, ends once, and keeps the figures', async () => {
    const { body: chat } = await visitor.start('Inès Visiteuse');
    const offline = await api.post(`/support_chat_sessions/${chat.id}/transfer`, { agent: staff.karim.id }, { token: staff.sophie.token });
    expect(offline.status).toBe(400);
    expect(offline.body.errors).toEqual({ agent: UNAVAILABLE });
    await api.post('/support/presence', { status: 'online' }, { token: staff.karim.token });
    const moved = await api.post(`/support_chat_sessions/${chat.id}/transfer`, { agent: staff.karim.id }, { token: staff.sophie.token });
    expect(moved.body.agent).toBe(staff.karim.id);
    expect((await readRecord(api, admin, 'support_chat_agents', staff.karim.agent)).active_chats).toBe(1);

    const ended = await api.post(`/support_chat_sessions/${chat.id}/end`, {}, { token: staff.karim.token });
    expect(ended.body).toMatchObject({ status: 'ended' });
    expect(ended.body.ended_at).toBeTruthy();
    expect((await api.post(`/support_chat_sessions/${chat.id}/end`, {}, { token: staff.karim.token })).status).toBe(409);
    expect((await visitor.say(chat.token, 'Encore là ?')).status).toBe(409);

    expect((await api.post('/support/chat/rating', { token: chat.token, satisfaction: 6 })).status).toBe(400);
    expect((await api.post('/support/chat/rating', { token: chat.token, satisfaction: 4 })).status).toBe(200);
    const karim = await readRecord(api, admin, 'support_chat_agents', staff.karim.agent);
    expect(karim).toMatchObject({ active_chats: 0, today_chat_count: 1, avg_satisfaction: 4 });
  });

  it('keeps the sessions read-only, newest first, 25 per page, and refuses a transfer of an ended chat', async () => {
    const list = await api.get('/support_chat_sessions', { token: staff.sophie.token });
    expect(list.body.pagination.limit).toBe(25);
    const started = list.body.data.map((s: { started_at: string }) => s.started_at);
    expect(started).toEqual([...started].sort().reverse());
    expect((await api.post('/support_chat_sessions', { visitor_name: 'X' }, { token: admin })).status).toBe(405);
    const ended = list.body.data.find((s: { status: string }) => s.status === 'ended');
    expect((await api.post(`/support_chat_sessions/${ended._id}/transfer`, { agent: staff.sophie.id }, { token: staff.sophie.token })).status).toBe(409);
  });
});

describe('the live conversation', () => {
  it('streams the agent’s answer and the end of the chat to the visitor, over Server-Sent Events', async () => {
    const { body: chat } = await visitor.start('Nora Visiteuse');
    const stop = new AbortController();
    const response = await fetch(server.url(`/api/support/chat/stream?token=${encodeURIComponent(chat.token)}`), { signal: stop.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = serverSentEvents(response);
    const received: { type: string; data: any }[] = [];
    const reading = (async () => {
      for await (const event of events) {
        if (event.type === 'heartbeat') continue;
        received.push(event);
        if (event.type === 'status') return;
      }
    })();
    // The stream is open once the server answered its headers; the writes come after.
    await api.post('/support_chat_messages', { session_id: chat.id, content: 'Bonjour Nora, que puis-je pour vous ?' }, { token: staff.sophie.token });
    await api.post(`/support_chat_sessions/${chat.id}/end`, {}, { token: staff.sophie.token });
    await reading;
    stop.abort();
    expect(received).toEqual([
      { type: 'message', data: expect.objectContaining({ sender: 'agent', author_name: 'Sophie Lambert', content: 'Bonjour Nora, que puis-je pour vous ?' }) },
      { type: 'status', data: { status: 'ended' } },
    ]);
    expect((await fetch(server.url('/api/support/chat/stream?token=forged.token'))).status).toBe(404);
  });
});

describe('typing', () => {
  /** The first event of `type` a stream brings, skipping the others. */
  const firstOf = (response: Response, type: string) =>
    (async (): Promise<ServerSentEvent | undefined> => {
      for await (const event of serverSentEvents(response)) if (event.type === type) return event;
      return undefined;
    })();

  it('shows each side that the other is writing, on the chat’s streams, without storing a message', async () => {
    const { body: chat } = await visitor.start('Yann Visiteur');
    const stop = new AbortController();
    const visitorStream = await fetch(server.url(`/api/support/chat/stream?token=${encodeURIComponent(chat.token)}`), { signal: stop.signal });
    const agentStream = await openSignedLink(api, staff.sophie.token, '/streams/support_chat_messages');
    expect(agentStream.status).toBe(200);
    const agentSaw = firstOf(agentStream, 'typing');
    const visitorSaw = firstOf(visitorStream, 'typing');

    expect((await api.post('/support/chat/typing', { token: chat.token })).status).toBe(204);
    expect((await agentSaw)?.data).toMatchObject({ record: { session_id: chat.id, sender: 'visitor', author_name: 'Yann Visiteur' } });
    expect((await api.post(`/support/chat/sessions/${chat.id}/typing`, {}, { token: staff.sophie.token })).status).toBe(204);
    expect((await visitorSaw)?.data).toEqual({ author_name: 'Sophie Lambert' });
    stop.abort();
    await agentStream.body?.cancel();

    expect((await readRecord(api, admin, 'support_chat_sessions', chat.id)).message_count).toBe(0);
    expect((await visitor.read(chat.token)).body.messages).toEqual([]);
  });

  it('is refused to a forged token, to an ended chat and to anyone without support.manage', async () => {
    const { body: chat } = await visitor.start('Zoé Visiteuse');
    expect((await api.post('/support/chat/typing', { token: `${chat.id}.${'A'.repeat(43)}` })).status).toBe(404);
    expect((await api.post(`/support/chat/sessions/${chat.id}/typing`, {})).status).toBe(401);
    const customer = await login(api, 'client@exemple.fr', PASSWORD);
    expect((await api.post(`/support/chat/sessions/${chat.id}/typing`, {}, { token: customer })).status).toBe(403);
    await api.post(`/support_chat_sessions/${chat.id}/end`, {}, { token: staff.sophie.token });
    const ended = await api.post('/support/chat/typing', { token: chat.token });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('Conversation terminée');
  });
});

describe('canned responses', () => {
  it('takes a /shortcut of lowercase letters and digits, lists the most used first and counts each use', async () => {
    const bad = await api.post(
      '/support_chat_responses',
      { shortcut: 'Bonjour', category: 'greeting', title: 'Accueil', content: 'Bonjour !' },
      { token: staff.sophie.token },
    );
    expect(bad.body.errors.shortcut).toBe('Commencez par / suivi de lettres minuscules et chiffres');
    const hello = await createRecord(api, staff.sophie.token, 'support_chat_responses', {
      shortcut: '/bonjour1',
      category: 'greeting',
      title: 'Accueil',
      content: 'Bonjour {nom} !',
    });
    await createRecord(api, staff.sophie.token, 'support_chat_responses', {
      shortcut: '/facture',
      category: 'billing',
      title: 'Facture',
      content: 'Votre facture',
    });
    const used = await api.post(`/support_chat_responses/${hello._id}/use`, {}, { token: staff.sophie.token });
    expect(used.body).toMatchObject({ usage_count: 1, content: 'Bonjour {nom} !' });
    const list = await api.get('/support_chat_responses', { token: staff.sophie.token });
    expect(list.body.pagination.limit).toBe(50);
    expect(list.body.data[0].shortcut).toBe('/bonjour1');
  });
});
