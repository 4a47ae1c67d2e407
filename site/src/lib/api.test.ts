import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, errorMessage, postJson } from './api';

const FALLBACK = 'Erreur lors de la configuration';
const json = (body: unknown, status = 400) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('errorMessage', () => {
  it("returns the answer's message", async () => {
    expect(await errorMessage(json({ message: 'Identifiants invalides' }), FALLBACK)).toBe('Identifiants invalides');
  });

  it('returns the first message of a validation answer', async () => {
    expect(await errorMessage(json({ message: ["L'email est requis", 'Le nom est requis'] }), FALLBACK)).toBe(
      "L'email est requis",
    );
  });

  it.each([
    ['no body', new Response(null, { status: 500 })],
    ['a body that is not JSON', new Response('<html>Bad gateway</html>', { status: 502 })],
    ['no message field', json({ error: 'Bad Request' })],
    ['a blank message', json({ message: '   ' })],
    ['a numeric message', json({ message: 42 })],
    ['an array of non-strings', json({ message: [{ field: 'email' }] })],
    ['an empty array', json({ message: [] })],
    ['a JSON null', json(null)],
    ['a JSON string', json('oops')],
  ])('falls back for %s', async (_label, response) => {
    expect(await errorMessage(response, FALLBACK)).toBe(FALLBACK);
  });
});

describe('postJson', () => {
  it('POSTs JSON under /api and resolves with the answer', async () => {
    const fetchMock = vi.fn(async () => json({ token: 't' }, 200));
    vi.stubGlobal('fetch', fetchMock);
    await expect(postJson('/auth/login', { email: 'a@b.fr' }, FALLBACK)).resolves.toEqual({ token: 't' });
    expect(API_BASE).toBe('/api');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@b.fr' });
  });

  it('resolves with an empty object when a successful answer has no body', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(postJson('/setup/init', {}, FALLBACK)).resolves.toEqual({});
  });

  it("rejects with the server's French message when refused", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'La configuration initiale a déjà été effectuée' }, 409)));
    await expect(postJson('/setup/init', {}, FALLBACK)).rejects.toThrow('La configuration initiale a déjà été effectuée');
  });

  it('rejects with the fallback when the refusal carries no message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 500 })));
    await expect(postJson('/setup/init', {}, FALLBACK)).rejects.toThrow(FALLBACK);
  });

  it('lets a network failure through unchanged', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    await expect(postJson('/auth/login', {}, FALLBACK)).rejects.toBeInstanceOf(TypeError);
  });
});
