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
