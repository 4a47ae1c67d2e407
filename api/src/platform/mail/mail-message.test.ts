import { describe, expect, it } from 'vitest';
import { attachmentLabel, recipientsOf } from './mail-message';

describe('mail messages', () => {
  it('name attachments with a French size', () => {
    expect(attachmentLabel({ filename: 'note.txt', content: 'bonjour' })).toBe('note.txt (7 o)');
    expect(attachmentLabel({ filename: 'facture.pdf', content: Buffer.alloc(12_800) })).toBe('facture.pdf (12,5 ko)');
  });

  it('list several recipients in one line', () => {
    expect(recipientsOf({ to: ['a@exemple.fr', 'b@exemple.fr'] })).toBe('a@exemple.fr, b@exemple.fr');
  });
});
