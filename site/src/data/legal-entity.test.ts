import { describe, expect, it } from 'vitest';
import { isPlaceholder, legalEntity, placeholder } from './legal-entity';

describe('legal entity placeholders', () => {
  it('read as something to fill in, and are recognised as such', () => {
    expect(placeholder('capital social')).toBe('[À compléter : capital social]');
    expect(isPlaceholder(legalEntity.publisher.capital)).toBe(true);
    expect(isPlaceholder(legalEntity.publicationDirector)).toBe(true);
    expect(isPlaceholder(legalEntity.host.name)).toBe(true);
  });

  it('leave real facts alone', () => {
    expect(isPlaceholder(legalEntity.publisher.name)).toBe(false);
    expect(isPlaceholder(legalEntity.publisher.email)).toBe(false);
    expect(isPlaceholder('[note]')).toBe(false);
  });
});
