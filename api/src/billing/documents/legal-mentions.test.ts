import { describe, expect, it } from 'vitest';
import { PAYMENT_TERMS, SELLER_PLACEHOLDER, sellerFromSite } from '@hexagone/schemas';
import { paymentMentions, sellerLines } from './legal-mentions';

describe('mandatory mentions', () => {
  it('come from the figures of the terms of sale', () => {
    const mentions = paymentMentions({ ...PAYMENT_TERMS, paymentDays: 45, latePenaltyTimesLegalRate: 4, recoveryFeeEuros: 60 });
    expect(mentions.terms).toContain('45 jours');
    expect(mentions.latePenalty).toContain("4 fois le taux d'intérêt légal");
    expect(mentions.recoveryFee).toContain('60,00\u00a0€');
  });

  it('mark each fact of the seller still to fill in', () => {
    const { name, lines } = sellerLines(sellerFromSite({ name: 'Hexagone Test', siren: '  ' }));
    expect(name).toBe('Hexagone Test');
    expect(lines.join('\n').split(SELLER_PLACEHOLDER).length - 1).toBe(7);
  });

  it('print a filled-in seller in full', () => {
    const seller = sellerFromSite({
      name: 'Hexagone',
      legal_form: 'SAS',
      share_capital: '10000',
      siren: '123 456 789',
      siret: '123 456 789 00012',
      rcs_city: 'Paris',
      vat_number: 'FR12123456789',
      address: '1 rue de la Paix',
      postal_code: '75002',
      city: 'Paris',
    });
    expect(sellerLines(seller).lines).toEqual([
      'SAS au capital de 10\u00a0000,00\u00a0€',
      'Siège : 1 rue de la Paix, 75002 Paris',
      'SIREN : 123 456 789 · SIRET : 123 456 789 00012',
      'RCS Paris 123 456 789',
      'N° de TVA intracommunautaire : FR12123456789',
    ]);
  });
});
