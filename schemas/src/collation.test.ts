import { describe, expect, it } from 'vitest';
import { collatedFields, sortKey, sortKeysOf } from './collation';

describe('French sort keys', () => {
  it('folds case, accents and ligatures', () => {
    expect(sortKey('Élodie')).toBe('elodie');
    expect(sortKey('Œuvre d’Ægir')).toBe('oeuvre d’aegir');
    expect(sortKey('  Ça   ')).toBe('ca');
  });

  it('orders names as a French reader expects', () => {
    const names = ['Youssef', 'Élodie', 'zoé', 'Œdipe', 'Emma', 'adèle'];
    const byKey = [...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
    expect(byKey).toEqual(['adèle', 'Élodie', 'Emma', 'Œdipe', 'Youssef', 'zoé']);
    const collator = new Intl.Collator('fr', { sensitivity: 'base' });
    expect(byKey).toEqual([...names].sort(collator.compare));
  });

  it('keys only the sortable text fields present', () => {
    const fields = collatedFields({
      fields: [
        { name: 'name', label: 'Nom', type: 'text', sortable: true },
        { name: 'views', label: 'Vues', type: 'number', sortable: true },
        { name: 'bio', label: 'Bio', type: 'textarea' },
      ],
    });
    expect(fields).toEqual(['name']);
    expect(sortKeysOf(fields, { name: 'Éric', views: 3 })).toEqual({ name: 'eric' });
    expect(sortKeysOf(fields, {})).toEqual({});
  });
});
