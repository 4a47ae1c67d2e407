import { describe, expect, it } from 'vitest';
import { defineResource } from '@hexagone/schemas';
import { buildMongoFilter, buildMongoSort } from './mongo-filter';

const plans = defineResource({
  name: 'plans',
  label: 'Plans',
  singular: 'Plan',
  description: '',
  icon: 'Article',
  route: 'plans',
  breadcrumb: [],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', sortable: true },
    { name: 'price', label: 'Prix', type: 'number', sortable: true, range: { min: 0, max: 1000, step: 10 } },
    { name: 'role', label: 'Rôle', type: 'select', filterable: true, options: [] },
  ],
});

describe('mongo filter', () => {
  it('turns ranges into inclusive bounds', () => {
    expect(buildMongoFilter(plans, { filters: {}, ranges: { price: { from: 10, to: 100 } } })).toEqual({ price: { $gte: 10, $lte: 100 } });
    expect(buildMongoFilter(plans, { filters: {}, ranges: { price: { to: 100 } } })).toEqual({ price: { $lte: 100 } });
  });

  it('asks a search of the records themselves when told to scan, with a pattern that holds every case and accent', () => {
    const searchable = { ...plans, fields: plans.fields.map((f) => (f.name === 'name' ? { ...f, searchable: true } : f)) };
    const indexed = buildMongoFilter(searchable, { q: 'Élo', filters: {} }) as { $or: { name: { $regex: string; $options?: string } }[] };
    const scanned = buildMongoFilter(searchable, { q: 'Élo', filters: {} }, { scan: true }) as typeof indexed;
    expect(indexed.$or[0].name.$options).toBe('i');
    expect(scanned.$or[0].name).toEqual({ $regex: indexed.$or[0].name.$regex });
    const plain = new RegExp(scanned.$or[0].name.$regex);
    for (const text of ['Élodie', 'elodie', 'ELODIE', 'mélo', 'MÉLO']) expect(plain.test(text), text).toBe(true);
    expect(plain.test('Eli')).toBe(false);
  });

  it('matches any of several values', () => {
    expect(buildMongoFilter(plans, { filters: { role: ['support', 'admin'] } })).toEqual({ role: { $in: ['support', 'admin'] } });
  });

  it('combines ranges with other filters', () => {
    expect(buildMongoFilter(plans, { filters: { role: 'admin' }, ranges: { price: { from: 0 } } })).toEqual({
      $and: [{ role: 'admin' }, { price: { $gte: 0 } }],
    });
  });

  it("keeps an owner-caller to their records, beside any filter they send (another's owner matches nothing)", () => {
    const owner = { field: 'role', id: 'u1' };
    expect(buildMongoFilter(plans, { filters: {}, owner })).toEqual({ role: 'u1' });
    expect(buildMongoFilter(plans, { filters: { role: 'u2' }, owner })).toEqual({ $and: [{ role: 'u1' }, { role: 'u2' }] });
  });
});

describe('mongo sort', () => {
  it('sorts text on its French key, numbers on themselves, ties by id', () => {
    expect(buildMongoSort(plans, { field: 'name', order: 'ASC' })).toEqual({ '_sort.name': 1, _id: 1 });
    expect(buildMongoSort(plans, { field: 'price', order: 'DESC' })).toEqual({ price: -1, _id: -1 });
    expect(buildMongoSort(plans, { field: '_id', order: 'DESC' })).toEqual({ _id: -1 });
  });
});
