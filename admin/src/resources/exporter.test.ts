import { describe, expect, it } from 'vitest';
import { aiUsage, users } from '@hexagone/schemas';
import { exportAddress, exportFormatsOf, exportLabel } from './exporter';

describe('list exports', () => {
  it('offer the formats the resource declares, CSV by default', () => {
    expect(exportFormatsOf(users)).toEqual(['csv']);
    expect(exportFormatsOf(aiUsage)).toEqual(['csv', 'json']);
    expect(exportLabel('Exporter tout', users, 'csv')).toBe('Exporter tout');
    expect(exportLabel('Exporter tout', aiUsage, 'json')).toBe('Exporter tout (JSON)');
  });

  it('ask the server for what the list selects, with a signed link and never the session token', () => {
    const address = new URL(
      exportAddress(users, 'csv', { filter: { q: 'Élodie', role: 'admin' }, sort: { field: 'name', order: 'ASC' } }, 'TICKET'),
      'http://x',
    );
    expect(address.pathname).toBe('/api/exports/users');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      format: 'csv',
      filter: '{"q":"Élodie","role":"admin"}',
      sort: '["name","ASC"]',
      signature: 'TICKET',
    });
  });

  it('name the selected rows of a bulk export', () => {
    const address = new URL(exportAddress(users, 'csv', { filter: {}, ids: ['a1', 'b2'] }, 'T'), 'http://x');
    expect(address.searchParams.get('ids')).toBe('a1,b2');
  });
});
