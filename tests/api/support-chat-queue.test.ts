/**
 * The visitor who waits for a free agent (issue 36): their place in the queue moves up as the
 * chats ahead are taken (with a `queue` event on their stream); « Laisser un message » waits for
 * the chat settings' delay, then ends the waiting chat and opens a visitor's ticket whose
 * description is the conversation, answered with its number and private link; a chat an agent
 * took is no longer left as a message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { createRecord, listRecords, readRecord } from '../support/records';
import { serverSentEvents } from '../support/server-sent-events';
import type { TestServer } from '../support/server';

const PASSWORD = 'Motdepasse-solide-1';

let server: TestServer;
let api: ApiClient;
let admin: string;
let agentToken: string;

const start = async (name: string) => (await api.post('/support/chat/sessions', { visitor_name: name })).body as { id: string; token: string; status: string };
const place = async (token: string) => (await api.get('/support/chat/queue', { query: { token } })).body;
const leave = (token: string, contact: Record<string, string>) => api.post('/support/chat/leave-message', { token, ...contact });

beforeAll(async () => {
  ({ server, api, token: admin } = await startServerAsAdmin({ env: { CONTACT_RATE_LIMIT: '1000' } }));
  const user = await createRecord(api, admin, 'users', { name: 'Léon Agent', email: 'leon@exemple.fr', role: 'support', password: PASSWORD, confirmPassword: PASSWORD });
  await createRecord(api, admin, 'support_chat_agents', { user_id: user._id, max_concurrent_chats: 1 });
  agentToken = await login(api, 'leon@exemple.fr', PASSWORD);
}, 120_000);
afterAll(() => server?.stop());

describe('the waiting visitor', () => {
  it('sees their place in the queue move up as the chats ahead are taken', async () => {
    const first = await start('Anne Première');
    const second = await start('Bruno Second');
    expect(await place(first.token)).toMatchObject({ status: 'waiting', position: 1, visitor_name: 'Anne Première' });
    expect(await place(second.token)).toMatchObject({ status: 'waiting', position: 2 });
    // « Laisser un message » after the settings' delay: 2 minutes by default.
    const wait = new Date((await place(second.token)).leave_message_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(100_000);
    expect(wait).toBeLessThanOrEqual(120_000);

    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}/api/support/chat/stream?token=${encodeURIComponent(second.token)}`, { signal: controller.signal });
    const queued = (async () => {
      for await (const event of serverSentEvents(response)) if (event.type === 'queue') return event;
    })();
    try {
      // The agent comes online and takes the first chat (their limit is one).
      await api.post('/support/presence', { status: 'online' }, { token: agentToken });
      expect((await readRecord(api, admin, 'support_chat_sessions', first.id)).status).toBe('active');
      expect(await queued).toBeTruthy();
      expect(await place(second.token)).toMatchObject({ status: 'waiting', position: 1 });
      expect(await place(first.token)).toEqual({ status: 'active' });
    } finally {
      controller.abort();
    }
  });

  it('may leave a message only after the delay, which makes the conversation a ticket and ends the chat', async () => {
    const chat = await start('Carla Pressée');
    await api.post('/support/chat/messages', { token: chat.token, content: 'Mon serveur ne répond plus depuis ce matin.' });
    const tooSoon = await leave(chat.token, { visitor_name: 'Carla Pressée', visitor_email: 'carla@exemple.fr' });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe('Patientez encore un peu : un agent va vous répondre dans quelques instants');

    expect((await api.put('/support_chat_settings', { leave_message_after: 0 }, { token: admin })).status).toBe(200);
    const missing = await leave(chat.token, { visitor_name: 'Carla Pressée', visitor_email: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ visitor_email: 'Indiquez votre adresse e-mail' });
    expect((await place(chat.token)).status).toBe('waiting');

    const left = await leave(chat.token, { visitor_name: 'Carla Pressée', visitor_email: 'carla@exemple.fr' });
    expect(left.status, JSON.stringify(left.body)).toBe(201);
    expect(left.body.number).toMatch(/^T-\d{4}-\d{5}$/);
    expect(left.body.message).toContain(`Votre message est enregistré sous le numéro ${left.body.number}.`);
    expect(left.body.link).toMatch(/\/support\/ticket\?/);

    const session = await readRecord(api, admin, 'support_chat_sessions', chat.id);
    expect(session.status).toBe('ended');
    expect(session.left_message_at).toBeTruthy();
    const [ticket] = await listRecords(api, admin, 'support_tickets', { q: 'carla@exemple.fr' });
    expect(String(session.ticket_id)).toBe(String(ticket._id));
    expect(ticket).toMatchObject({ visitor_name: 'Carla Pressée', visitor_email: 'carla@exemple.fr', subject: 'Conversation du chat en direct', number: left.body.number });
    expect(ticket.description).toContain('Message laissé depuis le chat en direct');
    expect(ticket.description).toMatch(/\[\d\d:\d\d\] Carla Pressée : Mon serveur ne répond plus depuis ce matin\./);
    // The receipt with the follow link, as for a ticket of the public form.
    const receipts = (await listRecords(api, admin, 'mail_outbox', { q: 'carla@exemple.fr' })).filter((mail) => mail.to === 'carla@exemple.fr');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain(left.body.link);

    expect((await leave(chat.token, { visitor_name: 'Carla Pressée', visitor_email: 'carla@exemple.fr' })).status).toBe(409);
  });

  it('is not left as a message once an agent took the chat', async () => {
    for (const session of await listRecords(api, admin, 'support_chat_sessions', { limit: '100' })) {
      if (session.status !== 'ended') await api.post(`/support_chat_sessions/${session._id}/end`, {}, { token: admin });
    }
    const chat = await start('Denis Servi');
    await expect.poll(async () => (await place(chat.token)).status).toBe('active');
    const refused = await leave(chat.token, { visitor_name: 'Denis Servi', visitor_email: 'denis@exemple.fr' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Un agent vient de prendre votre conversation : écrivez-lui ici');
  });
});
