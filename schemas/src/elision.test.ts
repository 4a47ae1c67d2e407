import { describe, expect, it } from 'vitest';
import { elideDe, elideQue } from './elision';

describe('elision (issue 26 §15)', () => {
  it('elides de and que before a vowel, an accented vowel or a mute h', () => {
    expect(elideDe('Hexagone')).toBe('d’Hexagone');
    expect(elideDe('Élodie Girard')).toBe('d’Élodie Girard');
    expect(elideDe('Agence Horizon')).toBe('d’Agence Horizon');
    expect(elideQue('Éditeur')).toBe('qu’Éditeur');
    expect(elideQue('Administrateur')).toBe('qu’Administrateur');
  });

  it('keeps them before a consonant or a y', () => {
    expect(elideDe('Marie Dupont')).toBe('de Marie Dupont');
    expect(elideDe('Yann')).toBe('de Yann');
    expect(elideQue('Modérateur')).toBe('que Modérateur');
  });
});
