import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { defineResource, resources, users, type ResourceDef } from '@hexagone/schemas';
import { answeredFromIndex } from './index-answered';
import { buildMongoFilter, buildMongoSort } from './mongo-filter';
import { queryIndexes } from './query-indexes';

const keysOf = (resource: ResourceDef) => queryIndexes(resource, resources).map((index) => index.key);
const answered = (filter: Record<string, unknown>, sort: Record<string, 1 | -1>, resource = users) => answeredFromIndex(resource, keysOf(resource), filter, sort);
const byCreation = { created_at: -1, _id: -1 } as const;

describe('answeredFromIndex', () => {
  it('answers the users lists as the list query builds them: a filter, a range, the default and a French sort', () => {
    const list = (filters: Record<string, string>, sort = users.list.sort) => answered(buildMongoFilter(users, { filters }), buildMongoSort(users, sort));
    expect(list({})).toBe(true);
    expect(list({ role: 'editor' })).toBe(true);
    expect(list({ role: 'editor', active: 'false' })).toBe(true);
    expect(list({}, { field: 'name', order: 'ASC' })).toBe(true);
    expect(list({}, { field: '_id', order: 'DESC' })).toBe(true);
    const range = buildMongoFilter(users, { filters: {}, ranges: { created_at: { from: new Date(0), to: new Date() } } });
    expect(answered(range, byCreation)).toBe(true);
  });

  it('answers equality, $in and ranges of every scalar the pushdown compares, inside $and or not', () => {
    expect(answered({ role: { $in: ['user', 'admin'] } }, byCreation)).toBe(true);
    expect(answered({ _id: { $in: [] } }, byCreation)).toBe(true);
    expect(answered({ $and: [{ role: null }, { active: true }, { _id: new Types.ObjectId() }] }, byCreation)).toBe(true);
    expect(answered({ last_login: { $gte: null } }, byCreation)).toBe(true);
  });

  it('leaves to the kept lists what the pushdown does not translate whole', () => {
    // A range on null, an operator it does not know, a regular expression, an $or.
    expect(answered({ last_login: { $gt: null } }, byCreation)).toBe(false);
    expect(answered({ role: { $ne: 'user' } }, byCreation)).toBe(false);
    expect(answered({ role: /^u/ }, byCreation)).toBe(false);
    expect(answered({ $or: [{ role: 'user' }, { active: true }] }, byCreation)).toBe(false);
    expect(answered({ role: {} }, byCreation)).toBe(false);
    // A unique field (its index is unique, which the pushdown leaves out), a field without an index, a dotted path.
    expect(answered({ email: 'a@exemple.fr' }, byCreation)).toBe(false);
    expect(answered({ emailVerified: true }, byCreation)).toBe(false);
    expect(answered({ '_sort.name': 'a' }, byCreation)).toBe(false);
  });

  it('leaves sorts it cannot order in SQL: on no index, on more than one field and _id', () => {
    expect(answered({}, { emailVerified: 1, _id: 1 })).toBe(false);
    expect(answered({}, { role: 1, active: 1 })).toBe(false);
    expect(answered({}, { role: 1, active: 1, _id: 1 })).toBe(false);
    expect(answered({}, {})).toBe(false);
  });

  it('leaves fields that may hold an array or a document, whose values SQLite does not order as MongoDB does', () => {
    const tagged = defineResource({
      ...users,
      name: 'tagged',
      fields: [...users.fields, { name: 'labels', label: 'Étiquettes', type: 'tags', filterable: true, sortable: true }],
    });
    expect(keysOf(tagged).map((key) => Object.keys(key)[0])).toContain('labels');
    expect(answered({ labels: 'a' }, byCreation, tagged)).toBe(false);
    expect(answered({}, { labels: 1, _id: 1 }, tagged)).toBe(false);
  });
});
