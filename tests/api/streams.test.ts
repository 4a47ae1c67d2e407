/**
 * Live streams: an EventSource-style request with a ticket receives, as Server-Sent Events,
 * the writes made after it connected, without the session token in the address and without
 * any secret in the events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { openWithTicket } from '../support/downloads';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

/** Reads Server-Sent Events from a response until one satisfies `wanted`. */
async function nextEvent(response: Response, wanted: (event: { type: string; data: any }) => boolean) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before the event; received: ${buffer}`);
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
        const event = { type, data: data ? JSON.parse(data) : undefined };
        if (wanted(event)) return event;
      }
    }
  } finally {
    await reader.cancel();
  }
}

describe('GET /api/streams/{collection}', () => {
  it('delivers a write published after connecting', async () => {
    const stream = await openWithTicket(api, token, '/streams/users');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const event = nextEvent(stream, (e) => e.type === 'created' && e.data.record.email === 'flux@exemple.fr');

    const created = await api.post('/users', { name: 'Flora Flux', email: 'flux@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    expect(created.status).toBe(201);

    const { data } = await event;
    expect(data).toMatchObject({ collection: 'users', change: 'created', record: { name: 'Flora Flux' }, actor: { name: 'Alice Admin' } });
    expect(data.record).not.toHaveProperty('password');
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  it('refuses a stream without a ticket or with one spent', async () => {
    expect((await fetch(`${server.baseUrl}/api/streams/users`)).status).toBe(401);
    const first = await api.post('/tickets', { path: '/api/streams/users' }, { token });
    const url = `${server.baseUrl}/api/streams/users?ticket=${encodeURIComponent(first.body.ticket)}`;
    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    await opened.body?.cancel();
    expect((await fetch(url)).status).toBe(401);
  });

  it('answers 404 for a collection that does not exist', async () => {
    const response = await openWithTicket(api, token, '/streams/inconnue');
    expect(response.status).toBe(404);
  });
});
