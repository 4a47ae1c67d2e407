import { describe, expect, it } from 'vitest';
import { childEnv, EMBEDDED_DB_GOMEMLIMIT } from './embedded-db';

describe('the embedded database launcher', () => {
  it('gives the child a Go memory limit unless one is set, and the rest of our environment', () => {
    expect(childEnv({ PATH: '/usr/bin' })).toEqual({ PATH: '/usr/bin', GOMEMLIMIT: EMBEDDED_DB_GOMEMLIMIT });
    expect(childEnv({ GOMEMLIMIT: '1GiB' }).GOMEMLIMIT).toBe('1GiB');
    expect(childEnv({ GOMEMLIMIT: '' }).GOMEMLIMIT).toBe(EMBEDDED_DB_GOMEMLIMIT);
  });
});
