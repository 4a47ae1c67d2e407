import { describe, expect, it } from 'vitest';
import { withTicket } from './tickets';

describe('ticketed addresses', () => {
  it('carry the ticket in their query, encoded', () => {
    expect(withTicket('/api/v1/billing_invoices/abc/download', 'a.b+c')).toBe('/api/v1/billing_invoices/abc/download?ticket=a.b%2Bc');
    expect(withTicket('/api/exports/users?format=csv', 't')).toBe('/api/exports/users?format=csv&ticket=t');
  });
});
