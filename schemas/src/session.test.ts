import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, LOGOUT_PATH, readSession, saveSession, signOut, TOKEN_KEY, USER_KEY, type KeyValueStore, type SessionUser } from './session';

/** A minimal Map-backed stand-in for the browser's Storage. */
class MemoryStorage implements KeyValueStore {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.has(key) ? this.items.get(key)! : null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const user: SessionUser = { _id: '65f0c0ffee', name: 'Alice Martin', email: 'alice@hexagone.fr', role: 'admin' };

/** An unsigned JWT-shaped token carrying these claims (only the payload is read). */
const jwt = (claims: Record<string, unknown>) =>
  ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'c2lnbmF0dXJl'].join('.');

const storageWith = (items: Record<string, string>) => {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
  return storage;
};

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('keys', () => {
  it('stores the session under token and user (spec 1 §3)', () => {
    expect(TOKEN_KEY).toBe('token');
    expect(USER_KEY).toBe('user');
  });
});

describe('readSession', () => {
  it('returns null when nothing is stored', () => {
    expect(readSession(new MemoryStorage(), NOW)).toBeNull();
  });

  it('returns null when only one of the two items is stored, and leaves it alone', () => {
    const onlyToken = storageWith({ token: 'abc' });
    expect(readSession(onlyToken, NOW)).toBeNull();
    expect(onlyToken.getItem('token')).toBe('abc');

    const onlyUser = storageWith({ user: JSON.stringify(user) });
    expect(readSession(onlyUser, NOW)).toBeNull();
    expect(onlyUser.getItem('user')).toBe(JSON.stringify(user));
  });

  it('returns null for an empty token', () => {
    expect(readSession(storageWith({ token: '', user: JSON.stringify(user) }), NOW)).toBeNull();
  });

  it('returns the stored token and the parsed user', () => {
    const token = jwt({ sub: user._id, exp: NOW / 1000 + 3600 });
    const storage = storageWith({ token, user: JSON.stringify(user) });
    expect(readSession(storage, NOW)).toEqual({ token, user });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each(['{not json', 'undefined', 'null', '42', '"alice"', 'true'])(
    'logs and discards the session when the stored user is %j',
    (rawUser) => {
      const storage = storageWith({ token: 'abc', user: rawUser, appSettings: '{"theme":"dark"}' });
      expect(readSession(storage, NOW)).toBeNull();
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(storage.getItem('token')).toBeNull();
      expect(storage.getItem('user')).toBeNull();
      // Only the session is discarded.
      expect(storage.getItem('appSettings')).toBe('{"theme":"dark"}');
    },
  );

  it('discards a session whose token has expired', () => {
    const storage = storageWith({ token: jwt({ exp: NOW / 1000 - 60 }), user: JSON.stringify(user) });
    expect(readSession(storage, NOW)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('treats a token expiring right now as expired, and one a second later as alive', () => {
    const dying = storageWith({ token: jwt({ exp: NOW / 1000 }), user: JSON.stringify(user) });
    expect(readSession(dying, NOW)).toBeNull();

    const alive = storageWith({ token: jwt({ exp: NOW / 1000 + 1 }), user: JSON.stringify(user) });
    expect(readSession(alive, NOW)).not.toBeNull();
    expect(alive.length).toBe(2);
  });

  it('reads base64url payloads with "-" and "_" and without padding', () => {
    // "??>>" encodes with both "_" and "-" in base64url, and the payload length is not a multiple of 4.
    const token = jwt({ exp: NOW / 1000 - 1, n: '??>>' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(token.split('.')[1].length % 4).not.toBe(0);
    const storage = storageWith({ token, user: JSON.stringify(user) });
    expect(readSession(storage, NOW)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it.each([
    ['an opaque token', 'opaque-session-token'],
    ['a token without exp', jwt({ sub: 'x' })],
    ['a token whose exp is not a number', jwt({ exp: '1' })],
    ['a token whose payload is not JSON', 'a.bm90IGpzb24.c'],
    ['a token whose payload is not base64', 'a.!!!.c'],
  ])('keeps %s: no readable expiry means no expiry check', (_label, token) => {
    const storage = storageWith({ token, user: JSON.stringify(user) });
    expect(readSession(storage, NOW)).toEqual({ token, user });
    expect(storage.length).toBe(2);
  });

  it('compares the expiry with the current time by default', () => {
    vi.useFakeTimers();
    const storage = storageWith({ token: jwt({ exp: NOW / 1000 + 60 }), user: JSON.stringify(user) });
    vi.setSystemTime(NOW);
    expect(readSession(storage)).not.toBeNull();
    vi.setSystemTime(NOW + 61_000);
    expect(readSession(storage)).toBeNull();
  });

  it('reads localStorage by default', () => {
    const storage = storageWith({ token: 'abc', user: JSON.stringify(user) });
    vi.stubGlobal('localStorage', storage);
    expect(readSession()).toEqual({ token: 'abc', user });
  });
});

describe('saveSession', () => {
  it('stores the token as is and the user as JSON', () => {
    const storage = new MemoryStorage();
    saveSession({ token: 'abc.def.ghi', user }, storage);
    expect(storage.getItem('token')).toBe('abc.def.ghi');
    expect(JSON.parse(storage.getItem('user')!)).toEqual(user);
    expect(storage.length).toBe(2);
  });

  it('round-trips through readSession', () => {
    const storage = new MemoryStorage();
    const session = { token: jwt({ exp: NOW / 1000 + 3600 }), user: { name: 'Bob', role: 'user' } };
    saveSession(session, storage);
    expect(readSession(storage, NOW)).toEqual(session);
  });

  it('replaces a previous session', () => {
    const storage = storageWith({ token: 'old', user: JSON.stringify({ name: 'Old' }) });
    saveSession({ token: 'new', user: { name: 'New' } }, storage);
    expect(readSession(storage, NOW)).toEqual({ token: 'new', user: { name: 'New' } });
  });

  it('writes to localStorage by default', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    saveSession({ token: 't', user });
    expect(storage.getItem('token')).toBe('t');
  });
});

describe('clearSession', () => {
  it('removes the token and the user and nothing else', () => {
    const storage = storageWith({ token: 't', user: JSON.stringify(user), cookieConsent: '{}' });
    clearSession(storage);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('cookieConsent')).toBe('{}');
    expect(readSession(storage, NOW)).toBeNull();
  });

  it('clears localStorage by default', () => {
    const storage = storageWith({ token: 't', user: JSON.stringify(user) });
    vi.stubGlobal('localStorage', storage);
    clearSession();
    expect(storage.length).toBe(0);
  });
});

describe('signOut', () => {
  it('asks the server to end the session with its token, and forgets it here', async () => {
    const storage = storageWith({ [TOKEN_KEY]: 'le-jeton', [USER_KEY]: JSON.stringify(user) });
    const send = vi.fn(async () => ({ status: 200 }));
    await signOut(storage, send);
    expect(send).toHaveBeenCalledWith(LOGOUT_PATH, { method: 'POST', headers: { Authorization: 'Bearer le-jeton' }, keepalive: true });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
  });

  it('forgets the session even when the server cannot be reached', async () => {
    const storage = storageWith({ [TOKEN_KEY]: 'le-jeton', [USER_KEY]: JSON.stringify(user) });
    await signOut(storage, async () => Promise.reject(new Error('hors ligne')));
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('calls nobody without a session', async () => {
    const send = vi.fn();
    await signOut(storageWith({}), send);
    expect(send).not.toHaveBeenCalled();
  });
});
