import { describe, expect, it } from 'vitest';
import { API_KEY_ROLE, keyRole } from './api-key-auth';

describe('what a key acts with: its permissions within its owner’s current rights (issue 33)', () => {
  it('makes an admin key an administrator only while its owner is one', () => {
    expect(keyRole(['admin'], { role: 'admin', permissions: [] }, 'DELETE')).toEqual({ role: 'admin', permissions: [] });
    expect(keyRole(['admin'], { role: 'editor', permissions: ['content.edit'] }, 'GET')).toEqual({ role: API_KEY_ROLE, permissions: ['content.edit'] });
  });

  it('keeps of a key’s permissions those its owner still holds, reads only for `read:` ones', () => {
    const owner = { role: 'editor', permissions: ['users.manage'] };
    expect(keyRole(['read:users', 'read:analytics'], owner, 'GET').permissions).toEqual(['users.manage']);
    expect(keyRole(['read:users'], owner, 'POST').permissions).toEqual([]);
    expect(keyRole(['read:users'], { role: 'admin' }, 'GET').permissions).toEqual(['users.manage']);
  });

  it('lends no write to a key of an observer', () => {
    expect(keyRole(['write:users'], { role: 'viewer', permissions: ['users.manage'] }, 'PUT').permissions).toEqual([]);
    expect(keyRole(['write:users'], { role: 'viewer', permissions: ['users.manage'] }, 'GET').permissions).toEqual(['users.manage']);
  });
});
