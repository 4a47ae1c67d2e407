import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './authProvider';
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
