import { describe, expect, it } from 'vitest';
import { PAYMENT_TERMS, SELLER_PLACEHOLDER, sellerFromSettings } from '@hexagone/schemas';
import { paymentMentions, sellerLines } from './legal-mentions';

describe('mandatory mentions', () => {
  it('come from the figures of the terms of sale', () => {
    const mentions = paymentMentions({ ...PAYMENT_TERMS, paymentDays: 45, latePenaltyTimesLegalRate: 4, recoveryFeeEuros: 60 });
    expect(mentions.terms).toContain('45 jours');
    expect(mentions.latePenalty).toContain("4 fois le taux d'intérêt légal");
    expect(mentions.recoveryFee).toContain('60,00\u00a0€');
  });

  it('mark each fact of the seller still to fill in', () => {
    const { name, lines } = sellerLines(sellerFromSettings([{ key: 'site.name', value: 'Hexagone Test' }, { key: 'company.siren', value: '  ' }]));
    expect(name).toBe('Hexagone Test');
    expect(lines.join('\n').split(SELLER_PLACEHOLDER).length - 1).toBe(7);
  });

  it('print a filled-in seller in full', () => {
    const seller = sellerFromSettings([
      { key: 'site.name', value: 'Hexagone' },
      { key: 'company.legal_form', value: 'SAS' },
      { key: 'company.share_capital', value: '10000' },
      { key: 'company.siren', value: '123 456 789' },
      { key: 'company.siret', value: '123 456 789 00012' },
      { key: 'company.rcs_city', value: 'Paris' },
      { key: 'company.vat_number', value: 'FR12123456789' },
      { key: 'company.address', value: '1 rue de la Paix' },
      { key: 'company.postal_code', value: '75002' },
      { key: 'company.city', value: 'Paris' },
    ]);
    expect(sellerLines(seller).lines).toEqual([
      'SAS au capital de 10\u00a0000,00\u00a0€',
      'Siège : 1 rue de la Paix, 75002 Paris',
      'SIREN : 123 456 789 · SIRET : 123 456 789 00012',
      'RCS Paris 123 456 789',
      'N° de TVA intracommunautaire : FR12123456789',
    ]);
  });
});
