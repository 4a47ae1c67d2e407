import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './spreadsheet-cell';

describe('neutraliseFormula', () => {
  it.each(['=HYPERLINK("http://evil","clic")', '+1+1', '-2+3+cmd|\' /C calc\'!A0', '@SUM(A1:A2)', '\tvaleur', '\rvaleur'])(
    'turns %j into text',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text alone', () => {
    for (const text of ['Bonjour', 'a=b', '1 + 1', '', "'déjà cité"]) expect(neutraliseFormula(text)).toBe(text);
  });
});
