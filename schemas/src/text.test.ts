import { describe, expect, it } from 'vitest';
import { escapeRegExp, slugify } from './text';

describe('slugify', () => {
  it('lowercases and turns spaces into dashes (spec 2: role slug)', () => {
    expect(slugify('Super Admin')).toBe('super-admin');
    expect(slugify('MODERATEUR')).toBe('moderateur');
  });

  it('removes accents', () => {
    expect(slugify('Éditeur Délégué')).toBe('editeur-delegue');
    expect(slugify('Ça côûte àèìòù ÿ ñ')).toBe('ca-coute-aeiou-y-n');
  });

  it('collapses runs of spaces and punctuation into a single dash', () => {
    expect(slugify('a   b')).toBe('a-b');
    expect(slugify("Responsable : l'équipe / support !")).toBe('responsable-l-equipe-support');
    expect(slugify('a_b.c,d')).toBe('a-b-c-d');
  });

  it('collapses existing dashes and trims leading/trailing ones', () => {
    expect(slugify('--a -- b--')).toBe('a-b');
    expect(slugify('  Rôle  ')).toBe('role');
    expect(slugify('déjà-fait')).toBe('deja-fait');
  });

  it('spells out French ligatures and keeps elisions as word boundaries (issue 8)', () => {
    expect(slugify("Cœur de l'offre")).toBe('coeur-de-l-offre');
    expect(slugify('Main-d’œuvre')).toBe('main-d-oeuvre');
    expect(slugify('ŒUVRE Æsthétique')).toBe('oeuvre-aesthetique');
  });

  it('keeps digits', () => {
    expect(slugify('Niveau 2 Support 24h')).toBe('niveau-2-support-24h');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('always produces a valid slug', () => {
    for (const input of ['Hello World', 'Élève — Été', 'x', '  1  2  ']) {
      expect(slugify(input)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});

describe('escapeRegExp', () => {
  const special = 'a.b*c(d)[e]+?^$|\\';

  it('makes every special character match literally', () => {
    const re = new RegExp(`^${escapeRegExp(special)}$`);
    expect(re.test(special)).toBe(true);
  });

  it('does not let the escaped characters act as operators', () => {
    const re = new RegExp(`^${escapeRegExp(special)}$`);
    expect(re.test('aXb*c(d)[e]+?^$|\\')).toBe(false); // "." is not a wildcard
    expect(re.test('a.bbbc(d)[e]+?^$|\\')).toBe(false); // "*" is not a repeat
    expect(re.test('a.b*cd[e]+?^$|\\')).toBe(false); // "()" is not a group
    expect(re.test('a.b*c(d)e+?^$|\\')).toBe(false); // "[]" is not a class
    expect(new RegExp(escapeRegExp('a|b')).test('b')).toBe(false); // "|" is not alternation
    expect(new RegExp(escapeRegExp('a+')).test('xa+y')).toBe(true);
    expect(new RegExp(`^${escapeRegExp('a+')}$`).test('aaa')).toBe(false);
  });

  it('escapes braces, slash and dash too', () => {
    for (const s of ['x{2}', 'a/b', 'a-b', '${name}', '[a-z]', '{{variable}}']) {
      const re = new RegExp(`^${escapeRegExp(s)}$`);
      expect(re.test(s), s).toBe(true);
    }
    expect(new RegExp(`^${escapeRegExp('x{2}')}$`).test('xx')).toBe(false);
    expect(new RegExp(`^${escapeRegExp('[a-z]')}$`).test('m')).toBe(false);
  });

  it('works inside a search pattern with flags', () => {
    const re = new RegExp(escapeRegExp('jean.dupont+test@'), 'i');
    expect(re.test('JEAN.DUPONT+TEST@hexagone.fr')).toBe(true);
    expect(re.test('jeanXdupont+test@hexagone.fr')).toBe(false);
  });

  it('leaves ordinary text unchanged', () => {
    expect(escapeRegExp('Bonjour tout le monde')).toBe('Bonjour tout le monde');
    expect(escapeRegExp('')).toBe('');
  });

  it('prefixes each special character with a backslash', () => {
    expect(escapeRegExp('a.b')).toBe('a\\.b');
    expect(escapeRegExp('\\')).toBe('\\\\');
  });
});
