import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM and quotes cells holding separators, quotes or line breaks', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'il a dit "oui"'], ['deux\nlignes', 'ok']])).toBe(
      '\uFEFFa,b\r\n"x, y","il a dit ""oui"""\r\n"deux\nlignes",ok',
    );
  });
});

describe('parseCsv', () => {
  it('reads back what toCsv wrote', () => {
    const text = toCsv(['name', 'note'], [['Élodie', 'a, b'], ['Marc', 'dit "non"\npuis oui']]);
    expect(parseCsv(text)).toEqual([
      { name: 'Élodie', note: 'a, b' },
      { name: 'Marc', note: 'dit "non"\npuis oui' },
    ]);
  });

  it("reads the ';' files of French spreadsheets and skips blank lines", () => {
    expect(parseCsv('name;email\r\nAnne;anne@exemple.fr\r\n\r\n')).toEqual([{ name: 'Anne', email: 'anne@exemple.fr' }]);
  });

  it('gives empty cells to missing trailing columns', () => {
    expect(parseCsv('a,b,c\n1,2')).toEqual([{ a: '1', b: '2', c: '' }]);
  });
});
