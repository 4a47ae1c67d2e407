import { describe, expect, it } from 'vitest';
import { mapOf, rowsOf } from './key-value';

describe('key/value rows', () => {
  it('turns a map into rows and back, dropping rows without a name', () => {
    const rows = rowsOf({ 'X-Token': 'abc', Accept: 'application/json' });
    expect(rows).toEqual([{ key: 'X-Token', value: 'abc' }, { key: 'Accept', value: 'application/json' }]);
    expect(mapOf([...rows, { key: '  ', value: 'perdu' }, { key: ' X-Id ', value: '1' }])).toEqual({ 'X-Token': 'abc', Accept: 'application/json', 'X-Id': '1' });
    expect(rowsOf(null)).toEqual([]);
  });
});
