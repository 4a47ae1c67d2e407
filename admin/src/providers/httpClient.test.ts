import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { httpClient } from './httpClient';

afterEach(() => vi.unstubAllGlobals());

function signedIn() {
  const assign = vi.fn();
  const removeItem = vi.fn();
  vi.stubGlobal('window', { location: { assign, pathname: '/webmaster/support/tickets', search: '?page=2' } });
  const session: Record<string, string> = { token: 'jeton', user: JSON.stringify({ id: 'u1', role: 'support' }) };
  vi.stubGlobal('localStorage', { getItem: (key: string) => session[key] ?? null, setItem: vi.fn(), removeItem });
  return { assign, removeItem };
}

const answering = (status: number) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'x' }), { status, headers: { 'content-type': 'application/json' } })));

describe('httpClient', () => {
  it('leaves for the sign-in page when the server ended the session (401), showing no refusal', async () => {
    const { assign, removeItem } = signedIn();
    answering(401);
    void httpClient('/api/notifications');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fwebmaster%2Fsupport%2Ftickets%3Fpage%3D2'));
    expect(removeItem).toHaveBeenCalledWith('token');
  });

  it('keeps the session on a refusal (403)', async () => {
    const { assign } = signedIn();
    answering(403);
    await expect(httpClient('/api/users')).rejects.toBeInstanceOf(HttpError);
    expect(assign).not.toHaveBeenCalled();
  });
});
