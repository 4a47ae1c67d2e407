import { describe, expect, it } from 'vitest';
import type { FieldDef } from '@hexagone/schemas';
import { plainValue, summaryOf } from './plain-value';

const payment: FieldDef[] = [
  { name: 'type', label: 'Type', type: 'select', options: [{ value: 'card', label: 'Carte' }, { value: 'sepa', label: 'SEPA' }] },
  { name: 'last4', label: '4 derniers chiffres', type: 'text' },
  { name: 'exp_month', label: 'Mois', type: 'number' },
  { name: 'exp_year', label: 'Année', type: 'number' },
];

describe('nested values as text', () => {
  it('reads options, numbers, euros and booleans the French way', () => {
    expect(plainValue(payment[0], 'card')).toBe('Carte');
    expect(plainValue({ name: 'p', label: 'Prix', type: 'number', step: 0.01 }, 12345.5)).toBe('12\u202f345,50');
    expect(plainValue({ name: 'p', label: 'Prix', type: 'number', format: 'euro' }, 10)).toBe('10,00\u00a0€');
    expect(plainValue({ name: 'b', label: 'Actif', type: 'switch' }, false)).toBe('Non');
    expect(plainValue({ name: 'd', label: 'Date', type: 'date' }, '2026-03-01')).toBe('01/03/2026');
    expect(plainValue(payment[1], undefined)).toBe('');
  });

  it('summarises a group on one line, skipping empty values', () => {
    expect(summaryOf(payment, { type: 'card', last4: '4242', exp_month: 12, exp_year: 2030 })).toBe('Carte · 4242 · 12 · 2030');
    expect(summaryOf(payment, { type: 'sepa' })).toBe('SEPA');
    expect(summaryOf(payment, null)).toBe('');
  });
});

describe('plainValue of a list of words', () => {
  it('joins tags instead of printing them as JSON', () => {
    expect(plainValue({ name: 'ids', label: 'Éléments', type: 'tags' }, ['a1', 'b2'])).toBe('a1, b2');
  });
});
