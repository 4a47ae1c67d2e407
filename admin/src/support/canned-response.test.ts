import { describe, expect, it } from 'vitest';
import { cannedFor, cannedMatches, withCanned } from './canned-response';

const responses = [
  { id: '1', shortcut: '/bonjour', content: 'Bonjour, que puis-je pour vous ?' },
  { id: '2', shortcut: '/facture', content: 'Votre facture est dans votre espace client.' },
];

describe('cannedFor', () => {
  it('finds the response of a shortcut typed alone', () => {
    expect(cannedFor('/facture ', responses)?.id).toBe('2');
  });

  it('leaves any other text alone', () => {
    expect(cannedFor('/bonjour Paul', responses)).toBeUndefined();
    expect(cannedFor('bonjour', responses)).toBeUndefined();
  });
});

describe('cannedMatches', () => {
  it('offers the responses whose shortcut starts with the one being typed', () => {
    expect(cannedMatches('/', responses).map((r) => r.id)).toEqual(['1', '2']);
    expect(cannedMatches('Merci. /fac', responses).map((r) => r.id)).toEqual(['2']);
    expect(cannedMatches('/FAC', responses).map((r) => r.id)).toEqual(['2']);
  });

  it('offers nothing when no shortcut is being typed', () => {
    expect(cannedMatches('bonjour', responses)).toEqual([]);
    expect(cannedMatches('/bonjour Paul', responses)).toEqual([]);
    expect(cannedMatches('et/ou', responses)).toEqual([]);
  });
});

describe('withCanned', () => {
  it('replaces the shortcut being typed, keeping the text before it', () => {
    expect(withCanned('/bon', 'Bonjour !')).toBe('Bonjour !');
    expect(withCanned('Merci.\n/fac', 'Votre facture est là.')).toBe('Merci.\nVotre facture est là.');
  });
});
