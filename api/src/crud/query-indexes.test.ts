import { describe, expect, it } from 'vitest';
import { resources, roles, services, userActivity, users } from '@hexagone/schemas';
import { queryIndexes, SERVICE_INDEXES } from './query-indexes';

describe('queryIndexes', () => {
  it('indexes a log list by its default order, its filters and references', () => {
    const keys = queryIndexes(userActivity, resources).map((index) => index.key);
    expect(keys).toContainEqual({ created_at: -1, _id: -1 });
    // Each filter with the list's order, as the resource declares it: it serves the filter alone too.
    expect(keys).toContainEqual({ user_id: 1, created_at: -1, _id: -1 });
    expect(keys).toContainEqual({ action: 1, created_at: -1, _id: -1 });
    expect(keys).not.toContainEqual({ user_id: 1 });
    // Read backwards, the default order's index serves the ascending sort of the same column.
    expect(keys).not.toContainEqual({ created_at: 1, _id: 1 });
  });

  it('indexes every sortable column as the list sorts on it', () => {
    const keys = queryIndexes(users, resources).map((index) => index.key);
    expect(keys).toContainEqual({ '_sort.company': 1, _id: 1 });
    expect(keys).toContainEqual({ last_login: 1, _id: 1 });
  });

  it('keeps one index on the same fields whatever their directions', () => {
    const keys = queryIndexes(users, resources).map((index) => index.key);
    // The sortable column's index, read backwards after the filter's equality, serves the declared filter with the list's order.
    expect(users.indexes).toContainEqual({ fields: { active: 1, _id: -1 } });
    expect(keys.filter((key) => Object.keys(key)[0] === 'active')).toEqual([{ active: 1, _id: 1 }]);
  });

  it('indexes a list sorted on a text field by the French key it is sorted on', () => {
    expect(services.list.sort).toEqual({ field: 'name', order: 'ASC' });
    expect(queryIndexes(services, resources).map((index) => index.key)).toContainEqual({ '_sort.name': 1, _id: 1 });
  });

  it('indexes the field a counter counts by, once, and never a unique or secret field', () => {
    const keys = queryIndexes(users, resources).map((index) => index.key);
    expect(keys.filter((key) => Object.keys(key)[0] === 'role')).toEqual([{ role: 1, _id: -1 }]);
    expect(keys).not.toContainEqual({ email: 1 });
    expect(keys).not.toContainEqual({ password: 1 });
    // Declared for the dashboard's counts of new accounts, served by the sortable column's index.
    expect(keys).toContainEqual({ created_at: 1, _id: 1 });
    expect(roles.counters[0]).toMatchObject({ of: 'users', foreignField: 'role' });
  });

  it('indexes the sessions by user, and lets MongoDB remove them past their absolute expiry', () => {
    expect(SERVICE_INDEXES.user_sessions).toEqual([{ key: { user_id: 1 } }, { key: { expires_at: 1 }, expireAfterSeconds: 0 }]);
    expect(SERVICE_INDEXES.team_invitations).toContainEqual({ key: { token_hash: 1 } });
  });
});
