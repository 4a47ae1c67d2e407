import { describe, expect, it } from 'vitest';
import { defineResource } from '@hexagone/schemas';
import { ListQueryError, parseListQuery } from './list-query';

const invoices = defineResource({
  name: 'invoices',
  label: 'Factures',
  singular: 'Facture',
  description: '',
  icon: 'Receipt',
  route: 'invoices',
  breadcrumb: [],
  fields: [
    { name: 'total', label: 'Montant', type: 'number', sortable: true, range: { min: 0, max: 10000, step: 100 } },
    { name: 'timestamp', label: 'Date', type: 'datetime-local', range: { from: 'date_from', to: 'date_to' } },
    { name: 'status', label: 'Statut', type: 'select', filterable: true, options: [] },
    { name: 'user_id', label: 'Client', type: 'reference', reference: { resource: 'users', labelFields: ['name'] } },
  ],
});

describe('range filters', () => {
  it('reads {field}_from / {field}_to in the spec dialect', () => {
    expect(parseListQuery(invoices, { total_from: '100', total_to: '1000' }).ranges).toEqual({ total: { from: 100, to: 1000 } });
    expect(parseListQuery(invoices, { total_to: '50' }).ranges).toEqual({ total: { from: undefined, to: 50 } });
  });

  it('reads the same names inside ra-data-simple-rest filters', () => {
    const query = parseListQuery(invoices, { filter: JSON.stringify({ total_from: 0, status: 'paid' }) });
    expect(query.ranges).toEqual({ total: { from: 0, to: undefined } });
    expect(query.filters).toEqual({ status: 'paid' });
  });

  it('takes declared parameter names for dates, a day alone covering the whole day', () => {
    const { ranges } = parseListQuery(invoices, { date_from: '2026-01-01', date_to: '2026-01-31' });
    expect(ranges?.timestamp.from).toEqual(new Date('2026-01-01T00:00:00.000Z'));
    expect(ranges?.timestamp.to).toEqual(new Date('2026-01-31T23:59:59.999Z'));
    expect(parseListQuery(invoices, { date_to: '2026-01-31T12:00:00Z' }).ranges?.timestamp.to).toEqual(new Date('2026-01-31T12:00:00Z'));
  });

  it('refuses bounds that are not numbers or dates', () => {
    expect(() => parseListQuery(invoices, { total_from: 'abc' })).toThrow(ListQueryError);
    expect(() => parseListQuery(invoices, { date_from: 'hier' })).toThrow('Filtre invalide : date_from');
    expect(() => parseListQuery(invoices, { filter: JSON.stringify({ total_to: { $gt: 1 } }) })).toThrow(ListQueryError);
  });

  it('ignores empty bounds', () => {
    expect(parseListQuery(invoices, { total_from: '', date_to: '' }).ranges).toEqual({});
  });
});

describe('several values', () => {
  it('accepts a list for a reference or an option in both dialects', () => {
    expect(parseListQuery(invoices, { filter: JSON.stringify({ user_id: ['a', 'b'] }) }).filters).toEqual({ user_id: ['a', 'b'] });
    expect(parseListQuery(invoices, { status: ['paid', 'pending'] }).filters).toEqual({ status: ['paid', 'pending'] });
  });
});

describe('pagination', () => {
  it('refuses a page or a range past what a number counts exactly (the fuzzer sent page=1.79e308)', () => {
    for (const page of ['1.7976931348623157e+308', '1e16', String(Number.MAX_SAFE_INTEGER)]) {
      expect(() => parseListQuery(invoices, { page }), page).toThrow(new ListQueryError('Paramètre page invalide'));
    }
    expect(() => parseListQuery(invoices, { range: '[0, 1e300]' })).toThrow(new ListQueryError('Paramètre range invalide'));
    expect(parseListQuery(invoices, { page: '3', limit: '10' })).toMatchObject({ page: 3, limit: 10, skip: 20 });
  });
});

describe('sort in the ra-data-simple-rest dialect', () => {
  it('reads a JSON [field, order] and a plain field name with its order alike', () => {
    const range = JSON.stringify([0, 9]);
    expect(parseListQuery(invoices, { range, sort: JSON.stringify(['total', 'DESC']) }).sort).toEqual({ field: 'total', order: 'DESC' });
    expect(parseListQuery(invoices, { range, sort: 'total', order: 'desc' }).sort).toEqual({ field: 'total', order: 'DESC' });
    expect(parseListQuery(invoices, { range, sort: 'total' }).sort).toEqual({ field: 'total', order: 'ASC' });
  });

  it('still refuses a JSON sort that is not [field, order]', () => {
    expect(() => parseListQuery(invoices, { range: '[0,9]', sort: '[1]' })).toThrow(ListQueryError);
  });
});
