import { describe, expect, it } from 'vitest';
import { childEnv, EMBEDDED_DB_GOMEMLIMIT, EmbeddedDbError, portInUse, socketPath, socketUri } from './embedded-db';

describe('the embedded database launcher', () => {
  it('gives the child a Go memory limit unless one is set, and the rest of our environment', () => {
    expect(childEnv({ PATH: '/usr/bin' })).toEqual({ PATH: '/usr/bin', GOMEMLIMIT: EMBEDDED_DB_GOMEMLIMIT });
    expect(childEnv({ GOMEMLIMIT: '1GiB' }).GOMEMLIMIT).toBe('1GiB');
    expect(childEnv({ GOMEMLIMIT: '' }).GOMEMLIMIT).toBe(EMBEDDED_DB_GOMEMLIMIT);
  });

  it('puts the socket in the database folder unless its path is too long for one, and names it as the driver reads it', () => {
    expect(socketPath('/var/lib/hexagone/db')).toBe('/var/lib/hexagone/db/mongo.sock');
    expect(socketPath(`/${'d'.repeat(100)}`)).toBeUndefined();
    expect(socketUri('/var/lib/hexagone/db/mongo.sock')).toBe('mongodb://%2Fvar%2Flib%2Fhexagone%2Fdb%2Fmongo.sock/');
  });

  it('tells a port taken by another program from the other failed starts', () => {
    const taken = new EmbeddedDbError("la base embarquée n'a pas démarré : arrêt inattendu (code 1) (listen tcp 127.0.0.1:40321: bind: address already in use)");
    expect(portInUse(taken)).toBe(true);
    expect(portInUse(new EmbeddedDbError("la base embarquée n'a pas démarré : pas de réponse après 30 s"))).toBe(false);
  });
});
