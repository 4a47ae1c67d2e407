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

describe('legalEntityFromSite', () => {
  it('shows the saved facts and keeps a marked placeholder for each one left empty', async () => {
    const { legalEntityFromSite } = await import('./legal-entity');
    const entity = legalEntityFromSite({ name: 'Hexagone', siren: '912 345 678', rcs_city: 'Lyon', share_capital: '25000', publication_director: 'Marie Curie' });
    expect(entity.publisher.registration).toBe('RCS Lyon 912 345 678');
    expect(entity.publisher.capital).toBe('25\u00a0000,00\u00a0€');
    expect(entity.publicationDirector).toBe('Marie Curie');
    expect(isPlaceholder(entity.publisher.vatNumber)).toBe(true);
    expect(isPlaceholder(entity.host.name)).toBe(true);
  });
});
