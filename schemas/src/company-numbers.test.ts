import { describe, expect, it } from 'vitest';
import { COMPANY_NUMBER_MESSAGES, frenchVatKey, isSiren, printedSiren, isSiret, postalCodeRule, siretRule, vatNumberRule } from './company-numbers';

describe('French company numbers', () => {
  it('checks the Luhn key of a SIREN and a SIRET, spaces allowed', () => {
    expect(isSiren('732 829 320')).toBe(true);
    expect(isSiren('732829321')).toBe(false);
    expect(isSiren('73282932')).toBe(false);
    expect(isSiret('732 829 320 00074')).toBe(true);
    expect(isSiret('73282932000075')).toBe(false);
    // La Poste: digits adding up to a multiple of 5.
    expect(isSiret('35600000000048')).toBe(true);
    expect(isSiret('35600000000001')).toBe(true);
    expect(isSiret('40483304800001')).toBe(false);
  });

  it('wants the SIRET to start with the SIREN of the same identity', () => {
    expect(siretRule('73282932000074', { siren: '732829320' })).toBeUndefined();
    expect(siretRule('40483304800022', { siren: '732829320' })).toBe(COMPANY_NUMBER_MESSAGES.siretOfSiren);
  });

  it('checks the key of a French VAT number against its SIREN, and the format of the others', () => {
    expect(frenchVatKey('732829320')).toBe('44');
    expect(vatNumberRule('FR44 732829320', { siren: '732829320' })).toBeUndefined();
    expect(vatNumberRule('FR45732829320', {})).toBe(COMPANY_NUMBER_MESSAGES.vatKey);
    expect(vatNumberRule('FR44732829320', { siren: '404833048' })).toBe(COMPANY_NUMBER_MESSAGES.vatOfSiren);
    expect(vatNumberRule('BE0123456789', {})).toBeUndefined();
    expect(vatNumberRule('123', {})).toBe(COMPANY_NUMBER_MESSAGES.vatFormat);
  });

  it('wants 5 digits in a French postal code only', () => {
    expect(postalCodeRule('75002', { country: 'FR' })).toBeUndefined();
    expect(postalCodeRule('7500', { country: 'FR' })).toBe(COMPANY_NUMBER_MESSAGES.postalCode);
    expect(postalCodeRule('1000', { country: 'BE' })).toBeUndefined();
  });
});

describe('printedSiren', () => {
  it('prints a SIREN in three groups, whatever its spacing', () => {
    expect(printedSiren('732829320')).toBe('732 829 320');
    expect(printedSiren('732 829 320')).toBe('732 829 320');
  });
});
