import { describe, expect, it } from 'vitest';
import { columnWidths } from './pdf-table';

describe('columnWidths of a PDF list', () => {
  it('sizes short columns to their text and lets the long ones share the rest', () => {
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const widths = columnWidths(['Horodatage', 'Sévérité', 'Navigateur'], [['06/12/2026 21:30', 'Info', agent]]);
    expect(widths[2]).toBe('*');
    // The date (16 characters) is wider than the severity column, sized by its header.
    expect(widths[0]).toBeGreaterThan(widths[1] as number);
    expect(typeof widths[1]).toBe('number');
  });
});
