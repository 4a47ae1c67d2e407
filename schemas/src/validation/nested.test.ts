import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../fields';
import { writableValues } from '../records';
import { validateValues, type FormSchema } from './engine';

const items: FieldDef = {
  name: 'items',
  label: 'Lignes',
  type: 'array',
  minItems: 1,
  maxItems: 3,
  fields: [
    { name: 'description', label: 'Description', type: 'text', required: true },
    { name: 'quantity', label: 'Quantité', type: 'number', required: true, min: 1 },
    { name: 'tax_rate', label: 'TVA', type: 'number', default: 20, min: 0, max: 100 },
  ],
};
const payment: FieldDef = {
  name: 'payment_method',
  label: 'Moyen de paiement',
  type: 'group',
  fields: [
    { name: 'type', label: 'Type', type: 'select', required: true, options: [{ value: 'card', label: 'Carte' }, { value: 'sepa', label: 'SEPA' }] },
    { name: 'exp_month', label: 'Mois', type: 'number', min: 1, max: 12, visibleWhen: { field: 'type', equals: 'card' } },
  ],
};
const headers: FieldDef = { name: 'headers', label: 'En-têtes', type: 'keyvalue', maxItems: 2 };
const schema: FormSchema = { name: 'test', fields: [items, payment, headers] };

describe('groups, arrays and maps', () => {
  it('reports each nested error under its path', () => {
    const errors = validateValues(schema, {
      items: [{ description: 'A', quantity: 1 }, { description: '', quantity: 0 }],
      payment_method: { type: 'card', exp_month: 13 },
    });
    expect(errors).toEqual({
      'items.1.description': 'Le champ «\u00a0Description\u00a0» est requis',
      'items.1.quantity': 'La valeur minimale est 1',
      'payment_method.exp_month': 'La valeur maximale est 12',
    });
  });

  it('checks the shape and the number of items', () => {
    expect(validateValues(schema, { items: 'x' })).toEqual({ items: 'Format invalide' });
    expect(validateValues(schema, { items: [{}, {}, {}, {}].map(() => ({ description: 'a', quantity: 1 })) })).toEqual({ items: 'Au plus 3 éléments autorisés' });
    expect(validateValues(schema, { payment_method: ['card'] })).toEqual({ payment_method: 'Format invalide' });
    expect(validateValues(schema, { items: ['texte'] })).toEqual({ 'items.0': 'Format invalide' });
  });

  it('follows the visibility rules inside a group', () => {
    expect(validateValues(schema, { payment_method: { type: 'sepa', exp_month: 99 } })).toEqual({});
  });

  it('checks map names and values', () => {
    expect(validateValues(schema, { headers: { 'X-Token': 'a' } })).toEqual({});
    expect(validateValues(schema, { headers: { 'X Token': 'a' } }).headers).toMatch(/^Nom invalide/);
    expect(validateValues(schema, { headers: { 'X-Token': 1 } })).toEqual({ headers: 'Format invalide' });
    expect(validateValues(schema, { headers: { a: '1', b: '2', c: '3' } })).toEqual({ headers: 'Au plus 2 éléments autorisés' });
  });

  it('keeps only declared sub-fields, with their defaults', () => {
    const values = writableValues(schema, { items: [{ description: 'A', quantity: 2, extra: 1 }], payment_method: { type: 'sepa', $where: 'x' } }, 'create');
    expect(values.items).toEqual([{ description: 'A', quantity: 2, tax_rate: 20 }]);
    expect(values.payment_method).toEqual({ type: 'sepa' });
  });

  it('never takes computed or sequence fields from a request', () => {
    const fields: FieldDef[] = [
      { name: 'total', label: 'Total', type: 'number', compute: () => 1 },
      { name: 'number', label: 'Numéro', type: 'sequence', sequence: { series: 'FA', format: '{number}' } },
    ];
    expect(writableValues({ fields }, { total: 5, number: 'X' }, 'create')).toEqual({});
  });
});
