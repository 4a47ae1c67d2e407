/**
 * Live streams: an EventSource-style request with a signed link receives, as Server-Sent Events,
 * the writes made after it connected, without the session token in the address and without
 * any secret in the events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { openSignedLink } from '../support/downloads';
import type { TestServer } from '../support/server';
import { serverSentEvents, type ServerSentEvent } from '../support/server-sent-events';

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

/** Reads Server-Sent Events from a response until one satisfies `wanted`. */
async function nextEvent(response: Response, wanted: (event: ServerSentEvent) => boolean): Promise<ServerSentEvent> {
  for await (const event of serverSentEvents(response)) if (wanted(event)) return event;
  throw new Error('stream ended before the event');
}

describe('GET /api/streams/{collection}', () => {
  it('delivers a write published after connecting', async () => {
    const stream = await openSignedLink(api, token, '/streams/users');
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

  it('refuses a stream without a signed link or with one spent', async () => {
    expect((await fetch(`${server.baseUrl}/api/streams/users`)).status).toBe(401);
    const first = await api.post('/signed-links', { path: '/api/streams/users' }, { token });
    const url = `${server.baseUrl}/api/streams/users?signature=${encodeURIComponent(first.body.signature)}`;
    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    await opened.body?.cancel();
    expect((await fetch(url)).status).toBe(401);
  });

  it('answers 404 for a collection that does not exist', async () => {
    const response = await openSignedLink(api, token, '/streams/inconnue');
    expect(response.status).toBe(404);
  });
});
