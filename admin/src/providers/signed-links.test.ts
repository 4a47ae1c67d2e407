import { describe, expect, it } from 'vitest';
import { withSignedLink } from './signed-links';

describe('signed addresses', () => {
  it('carry the signed link in their query, encoded', () => {
    expect(withSignedLink('/api/v1/billing_invoices/abc/download', 'a.b+c')).toBe('/api/v1/billing_invoices/abc/download?signature=a.b%2Bc');
    expect(withSignedLink('/api/exports/users?format=csv', 't')).toBe('/api/exports/users?format=csv&signature=t');
  });
});
