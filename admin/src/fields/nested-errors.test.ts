import { describe, expect, it } from 'vitest';
import { nestErrors } from './nested-errors';

describe('nestErrors', () => {
  it('shapes path errors like the values', () => {
    expect(nestErrors({ name: 'Nom est requis', 'items.1.quantity': 'La valeur minimale est 1', 'items.1.description': 'requis', 'payment_method.last4': '4 chiffres' })).toEqual({
      name: 'Nom est requis',
      items: { 1: { quantity: 'La valeur minimale est 1', description: 'requis' } },
      payment_method: { last4: '4 chiffres' },
    });
  });

  it('keeps the first message when a container and its content both fail', () => {
    expect(nestErrors({ items: 'Format invalide', 'items.0.quantity': 'x' })).toEqual({ items: 'Format invalide' });
  });
});
