import { describe, expect, it } from 'vitest';
import { visitorHash } from './daily-salt';
import { countryOf, countryName, truncateAddress } from './country';

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('visitorHash', () => {
  it('is the same visitor for the same salt, site, address and agent, another one for a new salt', () => {
    const monday = visitorHash('sel-du-lundi', 'hexagone.fr', '90.1.2.3', UA);
    expect(visitorHash('sel-du-lundi', 'hexagone.fr', '90.1.2.3', UA)).toBe(monday);
    expect(visitorHash('sel-du-mardi', 'hexagone.fr', '90.1.2.3', UA)).not.toBe(monday);
    expect(visitorHash('sel-du-lundi', 'hexagone.fr', '90.1.2.4', UA)).not.toBe(monday);
    expect(visitorHash('sel-du-lundi', 'autre.fr', '90.1.2.3', UA)).not.toBe(monday);
  });

  it('holds nothing of the address', () => {
    const hash = visitorHash('sel', 'hexagone.fr', '90.1.2.3', UA);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).not.toContain('90.1.2.3');
  });
});

describe('country', () => {
  it('truncates the address before the lookup', () => {
    expect(truncateAddress('90.1.2.3')).toBe('90.1.2.0');
    expect(truncateAddress('::ffff:90.1.2.3')).toBe('90.1.2.0');
    expect(truncateAddress('2a01:e0a:1:2:3:4:5:6')).toBe('2a01:e0a:1::');
    expect(truncateAddress('2a01:e0a::1')).toBe('2a01:e0a:0::');
    expect(truncateAddress('pas une adresse')).toBeUndefined();
  });

  it("reads the country offline, 'ZZ' (Inconnu) when it cannot be told", () => {
    expect(countryOf('90.1.2.3')).toBe('FR');
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('127.0.0.1')).toBe('ZZ');
    expect(countryOf(undefined)).toBe('ZZ');
    expect(countryName('FR')).toBe('France');
    expect(countryName('DE')).toBe('Allemagne');
    expect(countryName('ZZ')).toBe('Inconnu');
  });
});
