import { describe, expect, it } from 'vitest';
import { getQuery } from 'ra-core';
import { resources, type ResourceDef } from '@hexagone/schemas';
import { firstListParams } from './screen-data';
import { storedParams } from './resources/list-address';

/** What react-admin's list controller asks for its first page, from the parameters ListAddressSync stores. */
function reactAdminParams(resource: ResourceDef, search: string) {
  const query = getQuery({ queryFromLocation: {}, params: storedParams(search, resource), filterDefaultValues: undefined, sort: resource.list.sort, perPage: resource.list.perPage });
  return { pagination: { page: query.page, perPage: query.perPage }, sort: { field: query.sort, order: query.order }, filter: { ...query.filter } };
}

describe('firstListParams', () => {
  const tickets = resources.find((resource) => resource.name === 'support_tickets')!;
  const users = resources.find((resource) => resource.name === 'users')!;
  const addresses = ['', '?q=lumière', '?status=open&priority=high', '?sort=subject&order=ASC', '?sort=subject', '?page=3', '?perPage=50', '?q=a&sort=created_at&order=DESC&page=2&perPage=10', '?filter=%7B%22status%22%3A%22open%22%7D'];

  it('asks for the first page exactly as react-admin’s list will, so the answer is the one it reads', () => {
    for (const resource of [tickets, users]) {
      for (const search of addresses) expect(firstListParams(resource, search), `${resource.name} ${search}`).toStrictEqual(reactAdminParams(resource, search));
    }
  });

  it('opens an untouched list with its declared page size and sort', () => {
    expect(firstListParams(tickets, '')).toStrictEqual({ pagination: { page: 1, perPage: tickets.list.perPage }, sort: tickets.list.sort, filter: {} });
  });
});
