import { describe, expect, it } from 'vitest';
import { invoiceLinesError, invoiceTotals } from './invoice-totals';

describe('invoice totals', () => {
  it('sums the lines and their VAT to the cent', () => {
    expect(
      invoiceTotals([
        { description: 'Hosting HA', quantity: 3, unit_price: 149, tax_rate: 20 },
        { description: 'Option', quantity: 1, unit_price: 0.335, tax_rate: 5.5 },
      ]),
    ).toEqual({ subtotal: 447.34, tax_amount: 89.42, total: 536.76 });
  });

  it('is zero without lines', () => {
    expect(invoiceTotals([])).toEqual({ subtotal: 0, tax_amount: 0, total: 0 });
  });

  it('names the first malformed line in French', () => {
    expect(invoiceLinesError([])).toBe('La facture doit comporter au moins une ligne');
    expect(invoiceLinesError([{ description: 'A', quantity: 1, unit_price: 1, tax_rate: 20 }, { description: 'B', quantity: 0, unit_price: 1, tax_rate: 20 }])).toBe(
      'Ligne 2 : la quantité doit être positive',
    );
    expect(invoiceLinesError([{ description: ' ', quantity: 1, unit_price: 1, tax_rate: 20 }])).toBe('Ligne 1 : la description est requise');
    expect(invoiceLinesError([{ description: 'A', quantity: 1, unit_price: 1, tax_rate: 120 }])).toBe('Ligne 1 : le taux de TVA doit être entre 0 et 100');
    expect(invoiceLinesError([{ description: 'A', quantity: 2, unit_price: 10, tax_rate: 20 }])).toBeUndefined();
  });
});
