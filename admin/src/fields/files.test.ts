import { describe, expect, it } from 'vitest';
import { fileName, isFileAddress } from './files';

describe('fileName', () => {
  it('is the last part of the address, decoded', () => {
    expect(fileName('/uploads/3f2a-couverture%20bleue.png')).toBe('3f2a-couverture bleue.png');
  });

  it('ignores a query string and keeps an undecodable name as is', () => {
    expect(fileName('/uploads/rapport.pdf?v=2')).toBe('rapport.pdf');
    expect(fileName('/uploads/100%.pdf')).toBe('100%.pdf');
  });
});

describe('isFileAddress', () => {
  it('accepts a non-empty string only', () => {
    expect(isFileAddress('/uploads/a.png')).toBe(true);
    expect(isFileAddress('  ')).toBe(false);
    expect(isFileAddress(null)).toBe(false);
  });
});
