import { describe, expect, it } from 'vitest';
import { proposedFileName } from './account-api';

describe('proposedFileName', () => {
  it("reads the server's UTF-8 file name, accents included", () => {
    expect(proposedFileName(`inline; filename="facture-FA-2026-000001.pdf"; filename*=UTF-8''facture-FA-2026-000001.pdf`)).toBe('facture-FA-2026-000001.pdf');
    expect(proposedFileName(`attachment; filename*=UTF-8''re%C3%A7u%20d%C3%A9cembre.pdf`)).toBe('reçu décembre.pdf');
  });

  it('is undefined when the server proposes none', () => {
    expect(proposedFileName(null)).toBeUndefined();
    expect(proposedFileName('inline')).toBeUndefined();
  });
});
