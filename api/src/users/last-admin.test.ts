import { describe, expect, it } from 'vitest';
import { removesActiveAdmin } from './last-admin';

const admin = { _id: 'a', role: 'admin', active: true };

describe('removesActiveAdmin', () => {
  it.each([
    ['deleting an active admin', admin, 'delete' as const, true],
    ['demoting an active admin', admin, { role: 'user' }, true],
    ['deactivating an active admin', admin, { active: false }, true],
    ['renaming an active admin', admin, { name: 'Alice' }, false],
    ['deleting an inactive admin', { ...admin, active: false }, 'delete' as const, false],
    ['demoting a user', { _id: 'u', role: 'user', active: true }, { role: 'moderator' }, false],
  ])('%s → %s', (_label, before, change, expected) => {
    expect(removesActiveAdmin(before, change)).toBe(expected);
  });
});
