import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, sessionCaller } from './authProvider';
import { frenchError } from './errors';
import { HttpError } from 'react-admin';

afterEach(() => vi.unstubAllGlobals());

describe('checkError', () => {
  it('keeps the session when the service is briefly unavailable (503)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    vi.stubGlobal('localStorage', { getItem: () => 'x', setItem: vi.fn(), removeItem: vi.fn() });
    await expect(authProvider.checkError({ status: 503 })).resolves.toBeUndefined();
    expect(assign).not.toHaveBeenCalled();
  });

  it('ends it on 401, for the sign-in page that comes back here', async () => {
    const assign = vi.fn();
    const removeItem = vi.fn();
    vi.stubGlobal('window', { location: { assign, pathname: '/webmaster/settings/team', search: '' } });
    vi.stubGlobal('localStorage', { getItem: () => 'x', setItem: vi.fn(), removeItem });
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ logoutUser: false, message: false });
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fwebmaster%2Fsettings%2Fteam');
    expect(removeItem).toHaveBeenCalledWith('token');
  });
});

describe('the 503 notification', () => {
  it('says the service is momentarily unavailable, for reads and writes', () => {
    for (const operation of ['getList', 'update']) {
      expect((frenchError(operation, new HttpError('x', 503, {})) as Error).message).toBe(
        'Service momentanément indisponible, veuillez réessayer dans quelques instants',
      );
    }
  });
});

describe('the signed-in account as the access rules read it', () => {
  const signedIn = (role: string) =>
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'user' ? JSON.stringify({ id: 'u1', role }) : 'token'), setItem: vi.fn(), removeItem: vi.fn() });

  it('is an administrator at once, without waiting for the server’s list of permissions', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    signedIn('admin');
    await expect(sessionCaller()).resolves.toEqual({ role: 'admin' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is a team member with the permissions the server gives the role, asked once', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ user: { permissions: ['support.read'] } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    signedIn('support');
    await expect(sessionCaller()).resolves.toEqual({ role: 'support', permissions: ['support.read'] });
    await sessionCaller();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/auth/me', { headers: { authorization: 'Bearer token' } });
  });
});
