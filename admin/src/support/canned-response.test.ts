import { describe, expect, it } from 'vitest';
import { cannedFor } from './canned-response';

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
