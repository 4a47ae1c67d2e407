import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFormAnswer, sendPublicForm } from './public-form';

const FALLBACK = "L'envoi n'a pas abouti.";
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readFormAnswer', () => {
  it("gives the success with the server's message", async () => {
    expect(await readFormAnswer(json({ message: 'Merci !' }, 201), FALLBACK)).toEqual({ ok: true, message: 'Merci !' });
  });

  it('gives the refusal with its message per field', async () => {
    const answer = json({ message: 'Veuillez corriger les erreurs dans le formulaire', errors: { email: 'Email invalide' } }, 400);
    expect(await readFormAnswer(answer, FALLBACK)).toEqual({
      ok: false,
      message: 'Veuillez corriger les erreurs dans le formulaire',
      errors: { email: 'Email invalide' },
    });
  });

  it('keeps only the text messages of the fields', async () => {
    const answer = json({ message: 'x', errors: { email: 'Email invalide', name: 42, other: { a: 1 } } }, 400);
    expect(await readFormAnswer(answer, FALLBACK)).toMatchObject({ errors: { email: 'Email invalide' } });
    expect(await readFormAnswer(json({ message: 'x', errors: ['Email invalide'] }, 400), FALLBACK)).toMatchObject({ errors: {} });
  });

  it.each([
    ['no body', new Response(null, { status: 502 })],
    ['an HTML page', new Response('<html></html>', { status: 500 })],
    ['a blank message', json({ message: ' ' }, 429)],
  ])('falls back for %s', async (_label, response) => {
    expect(await readFormAnswer(response, FALLBACK)).toEqual({ ok: false, message: FALLBACK, errors: {} });
  });

  it('reads a success without body with the fallback text', async () => {
    expect(await readFormAnswer(new Response(null, { status: 204 }), 'Envoyé')).toEqual({ ok: true, message: 'Envoyé' });
  });
});

describe('sendPublicForm', () => {
  it('POSTs JSON under /api', async () => {
    const fetchMock = vi.fn(async () => json({ message: 'ok' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    await sendPublicForm('/contact', { name: 'A' }, FALLBACK);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'A' });
  });

  it('lets a network failure through', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    await expect(sendPublicForm('/contact', {}, FALLBACK)).rejects.toBeInstanceOf(TypeError);
  });
});
